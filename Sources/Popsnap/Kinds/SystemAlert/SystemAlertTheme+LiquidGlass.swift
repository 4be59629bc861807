import PopsnapRaster
import PopsnapText

extension SystemAlertTheme {
    /// iOS 26's UIAlertController (.alert style), Liquid Glass: a wider card with a much larger
    /// radius, the title and message leading-aligned, the actions capsules side by side or stacked.
    ///
    /// Sources. Two real iOS 26 renders, measured from their pixels with Pillow (edges by coverage, text by
    /// its ink): "UIKit" is a native UIAlertController on iOS 26.x in MohamedRejeb/Calf's documentation
    /// (docs/images/AdaptiveAlertDialog-ios-liquid-glass.png and its three-action sibling, commit 0d32c22,
    /// March 2026; 1.903 px a point, found from a 320 pt card and checked against the 17 and 15 pt capitals
    /// and the 8 pt gaps, so ±0.3 pt); "SwiftUI" is the native SwiftUI `.alert` that divadretlaw/CustomAlert
    /// publishes beside its reproduction (Documentation.docc/Resources/SwiftUI_liquidGlass.png, August 2025,
    /// during the beta; one pixel a point, ±0.5 pt). "CustomAlert" is that library's
    /// `CustomAlertConfiguration.liquidGlass` (commit 5353504), a reproduction tuned against the native alert.
    /// Where they differ the UIKit render wins: it is UIAlertController itself, on a released iOS 26, and
    /// CustomAlert's code agrees with it where the beta SwiftUI image does not (16 pt action insets).
    /// WWDC25's "Meet Liquid Glass" and "Build a UIKit app with the new design" describe the look (capsule
    /// controls, larger concentric corners, glass); no figure for the alert was found in them or in Apple's
    /// documentation, so none is taken from them. Dark: no iOS 26 dark render was found; dark values are
    /// CustomAlert's or the system colours', as each field says.
    ///
    /// ```swift
    /// var glass = SystemAlertTheme.liquidGlass
    /// glass.buttonFill = DynamicColor(DynamicColor.systemBlue.light)
    /// ```
    public static var liquidGlass: SystemAlertTheme {
        var t = SystemAlertTheme()
        // 320 pt wide: measured 319.96 (x 34.67–354.63); CustomAlert's `minWidth` 320.
        t.width = 320.0
        // 35 pt: CustomAlert's `cornerRadius` 35; the measured edge follows a circle of 35 pt near the top
        // (7 pt down it is 14.05 pt in, a 35 pt circle's 14.0; 17 down, 5.02 against 5.0) and meets the
        // side later than a circle would (1.35 pt in at 27 down, against 0.93), as a continuous corner does.
        // Issue 21 guessed about 34; the UIKit render fits 34.6–35.0 near the top.
        t.cornerRadius = 35.0
        // Regular glass (UIGlassEffect's `.regular`, which UIKit gives the alert), tinted to the measured
        // fill: over the dimmed screens (194, 194, 198) and (192, 192, 195) the renders read (236, 236, 239)
        // and (237, 238, 242); the regular veil gives 209–212, and a tint of (254, 254, 255) at 0.6 over it
        // (236, 236, 239) and (235, 235, 237). Dark, unmeasured: the same amount of
        // secondarySystemBackground's dark #1C1C1E. nil draws the flat `background` instead.
        t.material = .glass(Glass(.regular, tint: DynamicColor(
            light: Color(r8: 254, g8: 254, b8: 255).withAlpha(0.6), dark: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E).withAlpha(0.6))))
        // The flat fill when `material` is nil: the measured light fill, and systemMaterial's dark tint.
        t.background = DynamicColor(light: Color(r8: 236, g8: 236, b8: 239), dark: Color(r8: 25, g8: 25, b8: 25).withAlpha(0.78))
        // The title and message 30 pt from the sides: measured, "Alert"'s ink starts 30.3 pt in (its A's
        // side bearing is a few tenths); CustomAlert's `padding` 30 leading and trailing.
        t.sideInset = 30.0
        // The title's first baseline 40.5 below the top: UIKit 40.4 and 40.5 (two and three actions);
        // SwiftUI 38.5, CustomAlert's 22 pt padding over SF's 17 pt ascent 38.2.
        t.titleBaseline = 40.5
        // The message's first baseline 27.5 below the title's last: UIKit 27.6 and 27.5; SwiftUI 26.2,
        // CustomAlert's 8 pt spacing between the lines 26.4.
        t.titleToMessage = 27.5
        // The actions' top 24 below the message's last baseline: UIKit 24.2 and 24.0, SwiftUI 23.7; CustomAlert's
        // descent, 5 pt bottom padding and 16 pt action padding give 24.6.
        t.messageBottom = 24.0
        // The actions' top below the title's baseline when there is no message: CustomAlert's 25.1 (descent,
        // 5 and 16 pt) less the 0.9 by which it overshoots the measured message case, 24.
        t.titleBottom = 24.0
        // The message's first baseline below the top when there is no title (no render shows one):
        // CustomAlert's 22 pt padding over SF's 15 pt ascent (14.3), 36.3, lowered by the 2.3 pt by which the
        // UIKit render's title sits below CustomAlert's, 38.5 on the half-point grid.
        t.messageBaseline = 38.5
        // The title in the headline style (17 semibold), the message in subheadline (15), both at the
        // leading edge and following Dynamic Type: CustomAlert's `titleFont` and `contentFont`, whose ink
        // matches the native alert's within 0.6% (title) and 0.1% (message).
        t.titleFont = DynamicFont.preferred(.headline, alignment: .natural)
        // The message's font: subheadline, 15 pt at the default size, leading-aligned, following Dynamic Type
        // (CustomAlert's `contentFont`).
        t.messageFont = DynamicFont.preferred(.subheadline, alignment: .natural)
        // The title in `label` (as iOS 18's); the message in `secondaryLabel` (issue 21, CustomAlert's `.secondary`) drawn
        // darker, as measured: its stems read (111, 111, 117) on the (236, 236, 239) fill, which is
        // secondaryLabel's (60, 60, 67) at 0.71 (0.6 would read 130), the same 0.71 in every channel. Dark
        // is secondaryLabel's own: there is no dark measurement.
        // The message's colour: light, secondaryLabel (60, 60, 67) at 0.71 as measured; dark, secondaryLabel's own.
        t.messageColor = DynamicColor(light: Color(r8: 60, g8: 60, b8: 67).withAlpha(0.71), dark: DynamicColor.secondaryLabel.dark)
        // Capsules 48 pt tall: UIKit 47.7, 47.9, 47.9 and 48.0 (two and three actions), SwiftUI 48.25;
        // CustomAlert's 14 pt padding around a body line gives 48.0–48.3. Taller as Dynamic Type grows the label.
        t.buttonHeight = 48.0
        // A label's baseline 30 below its capsule's top, which centres its capitals (SwiftUI measured 30.2 in
        // its 48.25 pt capsule).
        t.buttonBaseline = 30.0
        // `actionInset`'s and `buttonSpacing`'s defaults are this look's: the actions 16 pt from the card's
        // sides and bottom (UIKit 16.1 and 16.0 at the sides, 16.0 and 16.1 at the bottom; CustomAlert's
        // `actionPadding` 16, SwiftUI's beta render 15), 8 pt between the capsules, side by side or stacked
        // (measured 7.97; CustomAlert's button `spacing` 8).
        // A label at least 12 pt from its capsule's ends: CustomAlert's button padding; a pair whose labels
        // need more is stacked.
        t.buttonPadding = 12.0
        // The body style, medium (17): CustomAlert's `.body.weight(.medium)`, the native labels' ink within 3%.
        // Cancel looks like the others (measured: same weight, same fill).
        t.buttonFont = DynamicFont.preferred(.body, weight: .medium, alignment: .center, maxLines: 1)
        t.cancelFont = t.buttonFont
        // `preferredFont` keeps iOS 18's body semibold: no iOS 26 render of an alert with a preferred action
        // was found to measure, and Apple documents only that its text is highlighted.
        // The labels in `label` (measured black in light); a destructive one red.
        t.tint = DynamicColor.label
        // Continuous corners, the destructive red and the dimming (black 20% in light, measured:
        // systemGroupedBackground (242, 242, 247) behind reads (194, 194, 198); 48% in dark, CustomAlert's
        // `DimmingBackround`) are iOS 18's.
        // The capsules' fill: UIKit (208, 209, 214) in light, the same over any content (SwiftUI's beta
        // (224, 224, 226), CustomAlert's `Background` #E0E0E2); dark CustomAlert's #2C2C2E, unmeasured.
        t.buttonFill = DynamicColor(light: Color(r8: 208, g8: 209, b8: 214), dark: Color(r8: 0x2C, g8: 0x2C, b8: 0x2E))
        // The text fields' look: `AlertTextFieldTheme.glass`, whose comments say where each figure comes from.
        t.textField = AlertTextFieldTheme.glass
        return t
    }
}
