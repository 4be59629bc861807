import PopsnapRaster
import PopsnapText

/// The look of iOS 26's UIAlertController (.alert style), Liquid Glass: a wider card with a much larger
/// radius, the title and message leading-aligned, the actions capsules side by side or stacked.
///
/// Sources. "Measured" is the native SwiftUI `.alert` on iOS 26 that divadretlaw/CustomAlert publishes
/// beside its reproduction (Documentation.docc/Resources/SwiftUI_liquidGlass.png, title "Alert", message
/// "Message", actions Cancel and OK, one pixel a point), measured from its pixels with Pillow (edges by
/// coverage, text by its ink). "CustomAlert" is that library's `CustomAlertConfiguration.liquidGlass`
/// (github.com/divadretlaw/CustomAlert, commit 5353504, Configuration/Default Configurations/), a
/// reproduction tuned against the native alert. Where the two differ the measurement wins (DESIGN.md);
/// WWDC25's "Meet Liquid Glass" and "Build a UIKit app with the new design" describe the look (capsule
/// controls, larger concentric corners, glass); no figure for the alert was found in them or in Apple's
/// documentation, so none is taken from them.
public struct SystemAlertGlassTheme: Sendable {
    /// 320 pt wide: measured 319.96 (x 34.67–354.63); CustomAlert's `minWidth` 320.
    public var width = 320.0
    /// 35 pt: CustomAlert's `cornerRadius` 35; the measured edge follows a circle of 35 pt near the top
    /// (7 pt down it is 14.05 pt in, a 35 pt circle's 14.0; 17 down, 5.02 against 5.0) and meets the
    /// side later than a circle would (1.35 pt in at 27 down, against 0.93), as a continuous corner does.
    /// Issue 21 guessed about 34.
    // ios26-merge: glass + continuous
    public var cornerRadius = 35.0
    /// Until the glass material lands: `systemMaterial`, whose light tint over the measured dimmed screen
    /// (194, 194, 198) gives (237, 237, 238), against the measured fill (236, 236, 239). nil draws the flat
    /// `background` instead.
    // ios26-merge: glass + continuous
    public var material: MaterialStyle? = .systemMaterial
    /// The flat fill when `material` is nil: the measured light fill, and systemMaterial's dark tint.
    public var background = DynamicColor(light: Color(r8: 236, g8: 236, b8: 239), dark: Color(r8: 25, g8: 25, b8: 25).withAlpha(0.78))
    /// The title and message 30 pt from the sides: measured, "Alert"'s ink starts 30.3 pt in (its A's
    /// side bearing is a few tenths); CustomAlert's `padding` 30 leading and trailing.
    public var sideInset = 30.0
    /// The title's first baseline 38.5 below the top: measured ("Alert"'s ink ends at 92.1, the card's
    /// top is at 53.5). CustomAlert's 22 pt padding over SF's 17 pt ascent gives 38.2.
    public var titleBaseline = 38.5
    /// The message's first baseline 26 below the title's last: measured 26.2 (the capitals of "Message"
    /// 10.4 pt tall, 15 pt SF, from 107.9 to 118.3); CustomAlert's 8 pt spacing between the lines gives 26.4.
    public var titleToMessage = 26.0
    /// The actions' top 24 below the message's last baseline: measured 23.7 (the capsules' top at 142.0),
    /// which with the two figures above puts them 88.5 below the card's top, as measured; CustomAlert's
    /// descent, 5 pt bottom padding and 16 pt action padding give 24.6.
    public var messageBottom = 24.0
    /// The actions' top below the title's baseline when there is no message: CustomAlert's 25.1 (descent,
    /// 5 and 16 pt) less the 0.9 by which it overshoots the measured message case, 24.
    public var titleBottom = 24.0
    /// The message's first baseline below the top when there is no title: CustomAlert's 22 pt padding over
    /// SF's 15 pt ascent (14.3), 36.3, on the half-point grid.
    public var messageBaseline = 36.5
    /// The title in the headline style (17 semibold), the message in subheadline (15), both at the
    /// leading edge and following Dynamic Type: CustomAlert's `titleFont` and `contentFont`, whose ink
    /// matches the native alert's within 0.6% (title) and 0.1% (message).
    public var titleFont = DynamicFont.preferred(.headline, alignment: .natural)
    public var messageFont = DynamicFont.preferred(.subheadline, alignment: .natural)
    /// The title in `label`; the message in `secondaryLabel` (issue 21, CustomAlert's `.secondary`) drawn
    /// darker, as measured: its stems read (111, 111, 117) on the (236, 236, 239) fill, which is
    /// secondaryLabel's (60, 60, 67) at 0.71 (0.6 would read 130), the same 0.71 in every channel. Dark
    /// is secondaryLabel's own: there is no dark measurement.
    public var textColor = Color.named["label"]!
    public var messageColor = DynamicColor(light: Color(r8: 60, g8: 60, b8: 67).withAlpha(0.71), dark: Color.named["secondaryLabel"]!.dark)
    /// Capsules 48.5 pt tall: measured 48.25 (142.08–190.33) with 15.2 below them to the card's 152.0;
    /// CustomAlert's 14 pt padding around a body line gives 48.0–48.3. Taller as Dynamic Type grows the label.
    public var buttonHeight = 48.5
    /// A label's baseline 30.25 below its capsule's top, which centres its capitals: measured 30.2.
    public var buttonBaseline = 30.25
    /// The actions 15 pt from the card's sides and bottom: measured 14.98 and 14.95 at the sides, 15.2 at
    /// the bottom; CustomAlert's `actionPadding` is 16.
    public var actionInset = 15.0
    /// 8 pt between the capsules, side by side or stacked: measured 7.97; CustomAlert's button `spacing` 8.
    public var buttonSpacing = 8.0
    /// A label at least 12 pt from its capsule's ends: CustomAlert's button padding; a pair whose labels
    /// need more is stacked.
    public var buttonPadding = 12.0
    /// The body style, medium (17): CustomAlert's `.body.weight(.medium)`, the native labels' ink within 3%.
    /// Cancel looks like the others (measured: same weight, same fill).
    public var buttonFont = DynamicFont.preferred(.body, weight: .medium, alignment: .center, maxLines: 1)
    /// The labels in `label` (measured black in light); a destructive one red.
    public var tint = Color.named["label"]!
    public var destructive = Color.named["systemRed"]!
    /// The capsules' fill: measured (224, 224, 226) in light; CustomAlert's `Background` colour,
    /// #E0E0E2 light and #2C2C2E dark.
    public var buttonFill = DynamicColor(light: Color(r8: 0xE0, g8: 0xE0, b8: 0xE2), dark: Color(r8: 0x2C, g8: 0x2C, b8: 0x2E))
    /// The dimming view: black 20% in light (measured: systemGroupedBackground (242, 242, 247) behind
    /// reads (194, 194, 198)), 48% in dark: CustomAlert's `DimmingBackround`, as iOS 18's.
    public var backdrop = DynamicColor(light: Color.black.withAlpha(0.2), dark: Color.black.withAlpha(0.48))

    public init() {}
}
