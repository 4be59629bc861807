import PopsnapRaster
import PopsnapText

/// The look of iOS 26's UIAlertController in the .actionSheet style, Liquid Glass: one glass platter
/// floating over the bottom of the screen, its corners much rounder, the title and message over the
/// actions as capsules, the cancel action a capsule of its own below them, inside the same platter.
///
/// Sources. No figure for the action sheet was found in Apple's documentation or WWDC25's "Meet Liquid
/// Glass" and "Build a UIKit app with the new design" (which describe capsule controls, concentric corners
/// and action sheets that float), nor a public iOS 26 screenshot of one taken at a known scale, so none is
/// measured. The figures are rdlabo-dev/ionic-theme-ios26's `ion-action-sheet.scss` (commit 189dbc7, a
/// reproduction of iOS 26's action sheet for Ionic, in CSS pixels, which are points), or this package's
/// measured iOS 26 alert (`SystemAlertGlassTheme`) where that theme leaves one to the browser, as each
/// field says.
public struct ActionSheetGlassTheme: Sendable {
    /// 12 pt from the screen's sides and above the bottom safe area: ionic-theme-ios26's `margin: 0 12px`.
    public var margin = 12.0
    /// 32 pt continuous corners: ionic-theme-ios26's `border-radius: 32px`.
    public var cornerRadius = 32.0
    /// Continuous, as UIKit draws its system corners.
    public var cornerCurve = CornerCurve.continuous
    /// Regular glass, tinted as the measured iOS 26 alert's (`SystemAlertGlassTheme.material`); nil draws
    /// `background` instead.
    public var material: SurfaceMaterial? = SystemAlertGlassTheme().material
    /// The flat platter when `material` is nil: the iOS 26 alert's measured fill.
    public var background = SystemAlertGlassTheme().background
    /// The capsules and the header 16 pt inside the platter: the measured iOS 26 alert's action inset
    /// (`SystemAlertGlassTheme.actionInset`); ionic-theme-ios26 leaves it to Ionic's own layout.
    public var contentInset = 16.0
    /// Above the title and below the message, in points: 16, as the sides (ionic-theme-ios26 moves the
    /// title up to 8 px from Ionic's 14 inside a platter without its inset).
    public var contentPadding = 16.0
    /// 4 pt between the title and the message: iOS 18's (Flutter), which ionic-theme-ios26 keeps.
    public var titleToMessage = 4.0
    /// The title: footnote semibold (13 pt at the default size) over a message, regular alone, centred;
    /// ionic-theme-ios26 keeps Ionic's iOS title.
    public var titleFont = DynamicFont.preferred(.footnote, weight: .semibold, alignment: .center)
    /// The message: footnote, 13 pt at the default size, centred.
    public var messageFont = DynamicFont.preferred(.footnote, alignment: .center)
    /// The title's and message's colour: `secondaryLabel` (ionic-theme-ios26's `--color`, text step 600, #666666).
    public var textColor = DynamicColor.secondaryLabel
    /// Capsules 52 pt tall at least: ionic-theme-ios26's `min-height: 52px`; taller as Dynamic Type grows the title.
    public var rowHeight = 52.0
    /// Above and below a capsule's title: iOS 18's fit (`ActionSheetTheme.rowPadding`), so the capsule grows as the row does.
    public var rowPadding = RowPadding(base: 1.8, perPoint: 0.4)
    /// 8 pt between capsules: ionic-theme-ios26's `margin-bottom: 8px`.
    public var buttonSpacing = 8.0
    /// A capsule's title 14 pt from its ends: ionic-theme-ios26's `padding: 0 14px`.
    public var buttonPadding = 14.0
    /// An action's title: body, 17 pt at the default size, weight 550, centred, one line: ionic-theme-ios26's
    /// `font-weight: 550` for every action, the cancel one too, at UIKit's body size (its 1rem is the browser's 16 px).
    public var buttonFont = DynamicFont.preferred(.body, weight: FontWeight(550), alignment: .center, maxLines: 1)
    /// The cancel action's title: the same as the others' (ionic-theme-ios26's 550).
    public var cancelFont = DynamicFont.preferred(.body, weight: FontWeight(550), alignment: .center, maxLines: 1)
    /// A default or cancel action's title colour: `label`, not the tint (ionic-theme-ios26's `--ion-text-color`).
    public var tint = DynamicColor.label
    /// A destructive action's title colour: `systemRed` (ionic-theme-ios26's danger colour).
    public var destructive = DynamicColor.systemRed
    /// A capsule's fill: `label` at 0.1, black light and white dark (ionic-theme-ios26's text colour at 0.1).
    public var buttonFill = DynamicColor(light: Color.black.withAlpha(0.1), dark: Color.white.withAlpha(0.1))
    /// 12 pt between the last action and the cancel capsule: ionic-theme-ios26's `margin-top: 12px`.
    public var cancelGap = 12.0
    /// The dimming: ionic-theme-ios26's `--backdrop-opacity: 0.2` light; dark, UIKit's 48% for its alert.
    public var backdrop = DynamicColor(light: Color.black.withAlpha(0.2), dark: Color.black.withAlpha(0.48))
    /// An iPad's popover: UIKit's width, margins and arrow, filled with the alert's measured glass fill.
    public var popover: PopoverMetrics = {
        var p = PopoverMetrics()
        p.background = SystemAlertGlassTheme().background
        return p
    }()

    /// UIAlertController's action sheet on iOS 26, each field at the value its comment gives.
    /// ```swift
    /// var theme = ActionSheetGlassTheme()
    /// theme.buttonFill = DynamicColor(DynamicColor.systemBlue.light.withAlpha(0.15))
    /// ```
    public init() {}
}

extension ActionSheetGlassTheme: DefaultInitializable {}
