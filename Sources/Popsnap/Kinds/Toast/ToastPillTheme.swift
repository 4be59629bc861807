import PopsnapRaster
import PopsnapText

/// The system pill ("Copied", "AirPods Connected"): a capsule with an icon at its leading side and one or
/// two centred lines, at the top of the screen.
///
/// Sources. "SPIndicator" is ivanvorobei/SPIndicator (commit 500cb17, April 2023), a reproduction of the
/// system indicator: `SPIndicatorView.swift` (its size, fonts, colours, shadow and place) and
/// `SPIndicatorIconPreset.swift` (`SPIndicatorLayout`'s margins and icon). iOS 26's pill is the same
/// capsule in Liquid Glass (`glass`): WWDC25's "Meet Liquid Glass" puts floating controls in glass; no
/// figure for the pill was found there or in Apple's documentation, so the sizes stay SPIndicator's.
public struct ToastPillTheme: Sendable {
    /// 50 pt tall: SPIndicator's `areaHeight`. Taller by the title's Dynamic Type growth (SPIndicator keeps
    /// 50 and cuts large text; Popsnap grows it so no text is clipped).
    public var height = 50.0
    /// At least 196 pt wide: SPIndicator's `minimumAreaWidth` (its message-only indicator's is 100).
    public var minWidth = 196.0
    /// At most 260 pt wide: SPIndicator's `maximumAreaWidth`.
    public var maxWidth = 260.0
    /// 15 pt from the sides to the icon (or text): `SPIndicatorLayout.defaultHorizontalInset`.
    public var sideInset = 15.0
    /// 28 pt square icon: `SPIndicatorLayout.defaultIconSideSize` (its done preset draws 24, error 14).
    public var iconSize = 28.0
    /// The text 12 pt past the icon on both sides, so it stays centred: SPIndicator centres its titles in
    /// the pill's width less twice (the icon's bottom, 11 + 28, plus `spaceBetweenTitlesAndImage` 16),
    /// 55 pt a side, which is 15 + 28 + 12.
    public var iconToText = 12.0
    /// 1 pt between the title and the subtitle: SPIndicator's `spaceBetweenTitles`.
    public var titleToSubtitle = 1.0
    /// The title in footnote semibold (13 pt at the default size, following Dynamic Type), centred, on one
    /// line with a subtitle and two without: SPIndicator's `setTitle` and its layouts.
    public var titleFont = DynamicFont.preferred(.footnote, weight: .semibold, alignment: .center, maxLines: 1)
    /// The subtitle in footnote semibold, centred, one line: SPIndicator's `setMessage`.
    public var subtitleFont = DynamicFont.preferred(.footnote, weight: .semibold, alignment: .center, maxLines: 1)
    /// The title in `label` at 0.6: SPIndicator's `label.withAlphaComponent(0.6)`.
    public var titleColor = DynamicColor(light: Color.black.withAlpha(0.6), dark: Color.white.withAlpha(0.6))
    /// The subtitle in `label` at 0.3: SPIndicator's `withAlphaComponent(0.3)`.
    public var subtitleColor = DynamicColor(light: Color.black.withAlpha(0.3), dark: Color.white.withAlpha(0.3))
    /// A symbol icon's colour: the title's, as SPIndicator tints its done mark (its error mark is systemRed).
    public var iconColor = DynamicColor(light: Color.black.withAlpha(0.6), dark: Color.white.withAlpha(0.6))
    /// systemThickMaterial: SPIndicator's `backgroundView` blur. nil draws `background` flat.
    public var material: SurfaceMaterial? = .blur(.systemThickMaterial)
    /// The flat fill when `material` is nil: systemThickMaterial's tint.
    public var background = MaterialStyle.systemThickMaterial.tint
    /// Black at 0.22, 7 pt down, 40 pt soft: SPIndicator's `setShadow`.
    public var shadow: ShadowStyle? = ShadowStyle(color: Color.black.withAlpha(0.22), offsetY: 7, radius: 40)
    /// 3 pt into the safe area at its edge: SPIndicator puts its top at the top safe-area inset less 3
    /// (`getVisibleTransform`); Popsnap mirrors it at the bottom.
    public var edgeMargin = -3.0
    /// 10 pt between stacked toasts: NotificationBanner's default space between banners
    /// (`spacerViewDefaultOffset`, Daltron/NotificationBanner commit 9550d28).
    public var stackSpacing = 10.0

    /// SPIndicator's pill, each field at the value its comment gives.
    /// ```swift
    /// var pill = ToastPillTheme()
    /// pill.titleColor = DynamicColor(DynamicColor.systemBlue.light)
    /// ```
    public init() {}

    /// iOS 26's pill: SPIndicator's capsule in regular Liquid Glass (UIGlassEffect's `.regular`, as WWDC25
    /// gives floating controls), its text in full `label` (glass carries no vibrancy of its own here), no
    /// drop shadow (the glass draws its own rim).
    public static var liquidGlass: ToastPillTheme {
        var t = ToastPillTheme()
        t.material = .glass(Glass(.regular))
        // Flat, without the glass: the iOS 26 alert's measured fill (`SystemAlertTheme.liquidGlass.background`).
        t.background = DynamicColor(light: Color(r8: 236, g8: 236, b8: 239), dark: Color(r8: 25, g8: 25, b8: 25).withAlpha(0.78))
        t.titleColor = DynamicColor.label
        t.subtitleColor = DynamicColor.secondaryLabel
        // The built-in icons draw a white mark on a disc of this colour: label's white would hide it in dark.
        t.iconColor = DynamicColor(light: DynamicColor.label.light, dark: DynamicColor.systemGray.dark)
        t.shadow = nil
        return t
    }
}

extension ToastPillTheme: LiquidGlassTheme {}
