import PopsnapRaster
import PopsnapText

/// The look of iOS 26's notification banner: iOS 18's layout on Liquid Glass.
///
/// Sources. Apple's iOS 26 announcement and WWDC25's "Meet Liquid Glass" put notifications on the Lock
/// Screen and Home Screen in Liquid Glass, with no figures. The one iOS 26 reproduction found,
/// unionst/union-toast's iOS26NotifView (iOS26NotifView.swift, commit f300e0f, October 2025), keeps a
/// 24 pt continuous corner. No iOS 26 banner screenshot was found to measure, so the layout is iOS 18's
/// (`NotificationTheme`, Apple's iOS 17 kit) and only the material and its tint change.
public struct NotificationGlassTheme: Sendable {
    /// 8 pt from each side of the screen, as iOS 18's (no iOS 26 figure found).
    public var sideMargin = 8.0
    /// No gap above the safe area's top, as iOS 18's.
    public var topMargin = 0.0
    /// 24 pt: union-toast's iOS 26 reproduction (`cornerRadius` 24), iOS 18's kit figure too.
    public var cornerRadius = 24.0
    /// Continuous: union-toast's `.continuous`, as UIKit draws its system corners.
    public var cornerCurve = CornerCurve.continuous
    /// Regular glass (WWDC25: regular is the variant for legibility over any content) under the tint the
    /// iOS 26 alert's measured fill gives (`SystemAlertGlassTheme.material`: (254, 254, 255) at 0.6 light,
    /// #1C1C1E at 0.6 dark), the nearest measured glass platter. nil draws the flat `background` instead.
    public var material: SurfaceMaterial? = .glass(Glass(.regular, tint: DynamicColor(
        light: Color(r8: 254, g8: 254, b8: 255).withAlpha(0.6), dark: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E).withAlpha(0.6))))
    /// The flat fill when `material` is nil: the iOS 26 alert's measured light fill, systemMaterial's dark tint.
    public var background = DynamicColor(light: Color(r8: 236, g8: 236, b8: 239), dark: Color(r8: 25, g8: 25, b8: 25).withAlpha(0.78))
    /// 14 pt from the platter's top and sides to its content, as iOS 18's kit.
    public var inset = 14.0
    /// 12 pt under the body, as iOS 18's kit.
    public var bottomInset = 12.0
    /// A 38 pt icon, as iOS 18's kit.
    public var iconSize = 38.0
    /// The icon's 9 pt corners, as iOS 18's kit.
    public var iconCornerRadius = 9.0
    /// 10 pt between the icon and the text, as iOS 18's kit.
    public var iconSpacing = 10.0
    /// 20 pt lines, as iOS 18's kit.
    public var lineHeight = 20.0
    /// A line's baseline 15.3 pt below its top, as iOS 18's kit.
    public var lineBaseline = 15.3
    /// At least 16 pt between the title and the time, as iOS 18's kit.
    public var titleToTime = 16.0
    /// Subheadline semibold, one line, as iOS 18's.
    public var titleFont = DynamicFont.preferred(.subheadline, weight: .semibold, maxLines: 1)
    /// Subheadline regular, at most four lines, as iOS 18's.
    public var bodyFont = DynamicFont.preferred(.subheadline, maxLines: 4)
    /// Footnote, one line, as iOS 18's.
    public var timeFont = DynamicFont.preferred(.footnote, maxLines: 1)
    /// `label`, as iOS 18's.
    public var textColor = Color.named["label"]!
    /// `secondaryLabel`, as iOS 18's.
    public var timeColor = Color.named["secondaryLabel"]!

    /// iOS 26's banner, each field at the value its comment gives.
    /// ```swift
    /// var glass = NotificationGlassTheme()
    /// glass.material = .glass(.clear)      // over a photo
    /// ```
    public init() {}
}
