import PopsnapRaster
import PopsnapText

/// The look of UIAlertController in the .actionSheet style, one instance a look: `ActionSheetTheme()` is
/// iOS 13 to 18's (the title, message and actions in one rounded platter over a blur, hairlines between
/// them, the cancel action in an opaque platter of its own below), `ActionSheetTheme.liquidGlass` iOS
/// 26's. A field one look does not draw says so.
///
/// Sources: Flutter's `cupertino/dialog.dart` (CupertinoActionSheet, constants "derived by comparing on
/// iOS 17 simulators", commit of flutter/flutter's main in 2025), Ionic's `action-sheet.ios.vars.scss`
/// (ionic-team/ionic-framework, commit 0261243) and UIKit's text styles. Where the two disagree the
/// simulator-derived figure wins unless the field says otherwise.
public struct ActionSheetTheme: Sendable {
    /// 8 pt from the safe area's sides and bottom: Flutter's `_kActionSheetEdgePadding` 8, Ionic's 8 px padding.
    public var margin = 8.0
    /// 13 pt corners: Ionic's `$action-sheet-ios-border-radius` 13 px (Flutter draws 14, its alert's radius).
    public var cornerRadius = 13.0
    /// Continuous corners, as UIKit draws its system platters since iOS 13.
    public var cornerCurve = CornerCurve.continuous
    /// The blur behind the title, message and actions: the alert's adaptable material (UIKit draws both
    /// styles of UIAlertController on the same private blur; see `SystemAlertTheme.material`). nil draws
    /// `background` instead.
    public var material: SurfaceMaterial? = .blur(.systemMaterial)
    /// The flat platter when `material` is nil: Flutter's `_kActionSheetBackgroundColor`, #FCFCFC at 0.78
    /// light and #292929 at 0.75 dark ("eyeballed from iOS 17 simulator").
    public var background = DynamicColor(light: Color(r8: 0xFC, g8: 0xFC, b8: 0xFC, a8: 0xC8), dark: Color(r8: 0x29, g8: 0x29, b8: 0x29, a8: 0xBE))
    /// The cancel platter, opaque: Flutter's `_kActionSheetCancelColor`, white light and #2C2C2C dark (iOS 26
    /// draws the cancel action as a capsule in the platter).
    public var cancelBackground = DynamicColor(light: Color.white, dark: Color(r8: 0x2C, g8: 0x2C, b8: 0x2C))
    /// The title and message 16 pt from the platter's sides: Flutter's `_kActionSheetContentHorizontalPadding`
    /// (Ionic's 10 px is its title's padding inside a wider group).
    public var contentInset = 16.0
    /// 13.5 pt above the title and below the message: Flutter's `_kActionSheetContentVerticalPadding`
    /// (Ionic's title padding: 14 px over, 13 under).
    public var contentPadding = 13.5
    /// 4 pt between the title and the message: Flutter's `additionalPaddingBetweenTitleAndMessage`.
    public var titleToMessage = 4.0
    /// The title: footnote (13 pt at the default size) semibold over a message, regular alone, centred,
    /// following Dynamic Type (Flutter's `_kActionSheetContentStyle` and its w600 title; Ionic's 13 px).
    public var titleFont = DynamicFont.preferred(.footnote, weight: .semibold, alignment: .center)
    /// The message: footnote, 13 pt regular at the default size, centred, following Dynamic Type (Flutter).
    public var messageFont = DynamicFont.preferred(.footnote, alignment: .center)
    /// The title's and message's colour: `secondaryLabel` (#3C3C43 at 0.6 light, #EBEBF5 at 0.6 dark);
    /// Flutter's eyeballed #1D1D1D at 0.52 reads 138 over white, secondaryLabel 138.
    public var textColor = DynamicColor.secondaryLabel
    /// Rows at least 57 pt tall: Flutter's `_kActionSheetButtonMinHeight` 57.17 from the iOS 17 simulator
    /// (Ionic's 56 px); taller as Dynamic Type grows the title (`rowPadding`).
    public var rowHeight = 57.0
    /// Above and below a row's title, as a part of its size: Flutter's fit of the simulator's rows,
    /// 1.8 pt plus 0.4 of the font's size (9.8 pt at 20 pt, so the 57 pt minimum holds up to xxxLarge).
    public var rowPadding = RowPadding(base: 1.8, perPoint: 0.4)
    /// A default or destructive action's title: title3, 20 pt regular at the default size, centred, one line
    /// (Ionic's 20 px; Flutter measured 21 at the default size and 24 at xxxLarge, which title3's table
    /// approaches: 20 and 26).
    public var buttonFont = DynamicFont.preferred(.title3, alignment: .center, maxLines: 1)
    /// The cancel action's title: title3 semibold (Ionic's `$action-sheet-ios-button-cancel-font-weight` 600).
    public var cancelFont = DynamicFont.preferred(.title3, weight: .semibold, alignment: .center, maxLines: 1)
    /// A default or cancel action's title colour: `systemBlue` (Flutter's primary colour, Ionic's primary).
    public var tint = DynamicColor.systemBlue
    /// A destructive action's title colour: `systemRed` (Flutter, Ionic's danger).
    public var destructive = DynamicColor.systemRed
    /// The hairlines between the header and the rows and between rows: one pixel of `separator`, as the
    /// system alert's (Flutter's 0.3 pt of an eyeballed grey). iOS 26's look has none.
    public var separator = DynamicColor.separator
    /// Points between rows: none in iOS 13 to 18, where a hairline parts them.
    public var buttonSpacing = 0.0
    /// Points at least between a row's title and its ends: 10 in iOS 13 to 18.
    public var buttonPadding = 10.0
    /// A row's fill; none in iOS 13 to 18, whose rows are the platter's.
    public var buttonFill: DynamicColor?
    /// 8 pt between the platter and the cancel platter: Flutter's `_kActionSheetCancelButtonPadding`.
    public var cancelGap = 8.0
    /// The dimming: UIKit's for UIAlertController, black 20% light and 48% dark (`SystemAlertTheme.backdrop`).
    public var backdrop = DynamicColor(light: Color.black.withAlpha(0.2), dark: Color.black.withAlpha(0.48))
    /// An iPad's popover: its width, margins, fill and arrow (`PopoverMetrics`).
    public var popover = PopoverMetrics()

    /// UIAlertController's action sheet from iOS 13 to 18, each field at the value its comment gives
    /// (`liquidGlass` for iOS 26's).
    /// ```swift
    /// var theme = ActionSheetTheme()
    /// theme.tint = DynamicColor.systemGreen
    /// ```
    public init() {}
}

/// The space above and below an action's title: `base` plus `perPoint` of its font's size in points.
public struct RowPadding: Sendable, Equatable {
    /// Points at any size.
    public var base: Double
    /// Points a point of the font's size.
    public var perPoint: Double
    /// `base` plus `perPoint` points for each point of a title's size.
    public init(base: Double, perPoint: Double) {
        self.base = base
        self.perPoint = perPoint
    }
    /// The padding for a title `size` points tall.
    func padding(forSize size: Double) -> Double { base + perPoint * size }
}

extension ActionSheetTheme: LiquidGlassTheme {}

extension RowPadding: MemberwiseSource {}
