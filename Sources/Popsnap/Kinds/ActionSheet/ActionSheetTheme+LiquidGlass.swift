import PopsnapRaster
import PopsnapText

extension ActionSheetTheme {
    /// iOS 26's UIAlertController in the .actionSheet style, Liquid Glass: one glass platter
    /// floating over the bottom of the screen, its corners much rounder, the title and message over the
    /// actions as capsules, the cancel action a capsule of its own below them, inside the same platter.
    ///
    /// Sources. No figure for the action sheet was found in Apple's documentation or WWDC25's "Meet Liquid
    /// Glass" and "Build a UIKit app with the new design" (which describe capsule controls, concentric corners
    /// and action sheets that float), nor a public iOS 26 screenshot of one taken at a known scale, so none is
    /// measured. The figures are rdlabo-dev/ionic-theme-ios26's `ion-action-sheet.scss` (commit 189dbc7, a
    /// reproduction of iOS 26's action sheet for Ionic, in CSS pixels, which are points), or this package's
    /// measured iOS 26 alert (`SystemAlertTheme.liquidGlass`) where that theme leaves one to the browser, as each
    /// field says.
    ///
    /// ```swift
    /// var glass = ActionSheetTheme.liquidGlass
    /// glass.buttonFill = DynamicColor(DynamicColor.systemBlue.light.withAlpha(0.15))
    /// ```
    public static var liquidGlass: ActionSheetTheme {
        var t = ActionSheetTheme()
        // 12 pt from the screen's sides and above the bottom safe area: ionic-theme-ios26's `margin: 0 12px`.
        t.margin = 12.0
        // 32 pt continuous corners: ionic-theme-ios26's `border-radius: 32px`.
        t.cornerRadius = 32.0
        // Regular glass, tinted as the measured iOS 26 alert's (`SystemAlertTheme.liquidGlass`); nil draws
        // `background` instead.
        t.material = SystemAlertTheme.liquidGlass.material
        // The flat platter when `material` is nil: the iOS 26 alert's measured fill.
        t.background = SystemAlertTheme.liquidGlass.background
        // The capsules and the header 16 pt inside the platter: the measured iOS 26 alert's action inset
        // (`SystemAlertTheme.liquidGlass`); ionic-theme-ios26 leaves it to Ionic's own layout.
        t.contentInset = 16.0
        // Above the title and below the message, in points: 16, as the sides (ionic-theme-ios26 moves the
        // title up to 8 px from Ionic's 14 inside a platter without its inset).
        t.contentPadding = 16.0
        // As iOS 18's: continuous corners; 4 pt between the title and the message (Flutter), which
        // ionic-theme-ios26 keeps; the title footnote semibold over a message, regular alone, and the message
        // footnote, centred (ionic-theme-ios26 keeps Ionic's iOS title); both in `secondaryLabel`
        // (ionic-theme-ios26's `--color`, text step 600, #666666).
        // Capsules 52 pt tall at least: ionic-theme-ios26's `min-height: 52px`; taller as Dynamic Type grows the title.
        t.rowHeight = 52.0
        // Above and below a capsule's title, iOS 18's fit (`rowPadding`), so the capsule grows as the row does.
        // 8 pt between capsules: ionic-theme-ios26's `margin-bottom: 8px`.
        t.buttonSpacing = 8.0
        // A capsule's title 14 pt from its ends: ionic-theme-ios26's `padding: 0 14px`.
        t.buttonPadding = 14.0
        // An action's title: body, 17 pt at the default size, weight 550, centred, one line: ionic-theme-ios26's
        // `font-weight: 550` for every action, the cancel one too, at UIKit's body size (its 1rem is the browser's 16 px).
        t.buttonFont = DynamicFont.preferred(.body, weight: FontWeight(550), alignment: .center, maxLines: 1)
        // The cancel action's title: the same as the others' (ionic-theme-ios26's 550).
        t.cancelFont = DynamicFont.preferred(.body, weight: FontWeight(550), alignment: .center, maxLines: 1)
        // A default or cancel action's title colour: `label`, not the tint (ionic-theme-ios26's `--ion-text-color`).
        t.tint = DynamicColor.label
        // A destructive action's title colour: `systemRed`, as iOS 18's (ionic-theme-ios26's danger colour).
        // A capsule's fill: `label` at 0.1, black light and white dark (ionic-theme-ios26's text colour at 0.1).
        t.buttonFill = DynamicColor(light: Color.black.withAlpha(0.1), dark: Color.white.withAlpha(0.1))
        // 12 pt between the last action and the cancel capsule: ionic-theme-ios26's `margin-top: 12px`.
        t.cancelGap = 12.0
        // The dimming, as iOS 18's: ionic-theme-ios26's `--backdrop-opacity: 0.2` light; dark, UIKit's 48% for its alert.
        // An iPad's popover: UIKit's width, margins and arrow, filled with the alert's measured glass fill.
        t.popover.background = SystemAlertTheme.liquidGlass.background
        return t
    }
}
