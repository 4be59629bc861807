import PopsnapRaster
import PopsnapText

/// The look of iOS 16 to 18's notification banner: a blurred platter 8 pt in from the screen's sides, the
/// app's icon at the leading edge, a 15 pt semibold title with the time beside it and a 15 pt body under it.
/// iOS 26's is the same theme on Liquid Glass (`liquidGlass`).
///
/// Sources. "Kit" is Apple's iOS 17 UI kit for Figma, its "Examples / Notifications iPhone" frame on a
/// 393 x 852 pt iPhone, as exported to code by batuhanozdol/apsiyon (components/ExamplesNotificationsIPhon.tsx
/// and GlobalStyles.ts, commit 81866dc): its sizes are the design's, in points. "Generator" is
/// nish261/fakernoti, a lock-screen notification generator whose README gives the figures it took from
/// the same kind of Figma file (22 px corners, 38 px icon, 12 px padding, 9 px gap). Where they differ the
/// kit wins: it is Apple's. Apple's "Customizing the Appearance of Notifications" (UserNotificationsUI)
/// says the banner shows "the title, subtitle, and two to four lines of body text". No real screenshot of
/// a banner was found to measure, so no figure here is measured.
public struct NotificationTheme: Sendable {
    /// 8 pt from each side of the screen: the kit's platter runs from x = 8 to 385 of 393 (left 8, right 8).
    public var sideMargin = 8.0
    /// No gap above: the platter's top on the safe area's (issue 23: under the status bar and the Dynamic
    /// Island); the kit shows the Lock Screen's list, not a banner's height, so it gives none.
    public var topMargin = 0.0
    /// 24 pt: the kit's `br_5xl` on the platter (the generator's 22; iOS 12's 13 pt platter is gone since
    /// iOS 16).
    public var cornerRadius = 24.0
    /// Continuous, as UIKit draws its system corners.
    public var cornerCurve = CornerCurve.continuous
    /// The thick material (UIBlurEffect `systemThickMaterial`): the banner must stay legible over any app,
    /// and the generator's fill, light (234, 234, 234) at 0.7 over a 40 px blur and dark (49, 49, 49) at 0.6,
    /// is as light and as dark as that material's tint. nil draws the flat `background` instead.
    public var material: SurfaceMaterial? = .blur(.systemThickMaterial)
    /// The flat fill when `material` is nil: the generator's (234, 234, 234) at 0.7 light, (49, 49, 49) at 0.6 dark.
    public var background = DynamicColor(light: Color(r8: 234, g8: 234, b8: 234).withAlpha(0.7), dark: Color(r8: 49, g8: 49, b8: 49).withAlpha(0.6))
    /// 14 pt from the platter's top and sides to its content: the kit's `paddingTop` and `paddingHorizontal`
    /// (`p_sm`, 14).
    public var inset = 14.0
    /// 12 pt under the body: the kit's `paddingBottom` (`p_xs`, 12); its one-line example is 14 + 40 + 12 = 66 tall.
    public var bottomInset = 12.0
    /// A 38 pt square: the kit's `appIcon` (38 x 38), the generator's 38 px.
    public var iconSize = 38.0
    /// The icon's corners, 9 pt: the kit's `br_4xs_5` on the icon.
    public var iconCornerRadius = 9.0
    /// 10 pt between the icon and the text: the kit's `marginLeft` of the text column (`p_3xs`; the generator's 9).
    public var iconSpacing = 10.0
    /// Each line of the title and body 20 pt high: the kit's `lineHeight` 20 for both, the Subheadline
    /// style's leading in Apple's type table.
    public var lineHeight = 20.0
    /// A line's baseline 15.3 pt below its top: where the kit's 20 pt line box puts a 15 pt SF Pro baseline
    /// (half the 2.1 pt of leading over SF's 0.952 em ascent: 1.05 + 14.28).
    public var lineBaseline = 15.3
    /// At least 16 pt between the title and the time: the kit's `marginLeft` 16 on the time.
    public var titleToTime = 16.0
    /// The title: Subheadline semibold (15 pt at the default size), one line: the kit's `size_mini` 15 at
    /// weight 600. Follows Dynamic Type.
    public var titleFont = DynamicFont.preferred(.subheadline, weight: .semibold, maxLines: 1)
    /// The body: Subheadline regular (15 pt), at most four lines (Apple: "two to four lines of body text"),
    /// the kit's 15 pt description. Follows Dynamic Type.
    public var bodyFont = DynamicFont.preferred(.subheadline, maxLines: 4)
    /// The time: Footnote (13 pt), one line, at the trailing end of the title's line: the kit's `footnoteRegular_size` 13.
    public var timeFont = DynamicFont.preferred(.footnote, maxLines: 1)
    /// The title's and body's colour: `label` (the kit's `labelsPrimary`, black in light).
    public var textColor = DynamicColor.label
    /// The time's colour: `secondaryLabel`. The kit's vibrant secondary label, (127, 127, 127) at 0.5, is
    /// drawn through a vibrancy effect Popsnap does not model; secondaryLabel is its plain counterpart.
    public var timeColor = DynamicColor.secondaryLabel

    /// iOS 18's banner, each field at the value its comment gives.
    /// ```swift
    /// var theme = NotificationTheme()
    /// theme.material = nil                 // the flat `background` instead of the blur
    /// theme.bodyFont.style.maxLines = 2    // a shorter banner
    /// ```
    public init() {}
}

extension NotificationTheme: LiquidGlassTheme {}
