import PopsnapRaster
import PopsnapText

/// How a system alert draws its text fields: the column they make between the message and the actions,
/// each field's box, its text and placeholder, and the caret in the focused one. `init()` is iOS 13 to
/// 18's look; `glass` is iOS 26's.
///
/// Sources for iOS 18: SDCAlertView's `AlertVisualStyle` (its reverse-engineering of UIAlertController:
/// `textFieldFont` 13 pt, `textFieldHeight` 25, `textFieldMargins` 4, fields placed
/// `verticalElementSpacing` 24 below the message's last baseline and `contentPadding.bottom` 12 above the
/// actions) and Ionic's iOS alert inputs (`$alert-ios-input-border`: a hairline; its placeholder in the
/// placeholder colour). The 4 pt corners are issue 23's. No real render of an alert with a text field was
/// found to measure, so none of these figures is measured here.
public struct AlertTextFieldTheme: Sendable {
    /// The fields' column `sideInset` from the card's sides: 16, the title's and message's inset
    /// (SDCAlertView's text fields span the width less `contentPadding`'s 16 and 16).
    public var sideInset = 16.0
    /// Above the first field when the alert has a title or message: 0, as the content already ends 24 pt
    /// below its last baseline (the theme's `messageBottom`), where SDCAlertView puts the fields
    /// (`verticalElementSpacing` 24 below the message's `lastBaselineAnchor`).
    public var top = 0.0
    /// Above the first field when the alert has no title or message: SDCAlertView's 12 pt bottom padding,
    /// the same above as below (no render of such an alert was found).
    public var topAlone = 12.0
    /// Below the last field, above the hairline and the actions: SDCAlertView's `contentPadding.bottom`, 12.
    public var bottom = 12.0
    /// Between two fields: 0, SDCAlertView's table of fields with no separators between its 25 pt rows.
    public var spacing = 0.0
    /// A field 25 pt tall (SDCAlertView's `textFieldHeight`), taller in proportion as Dynamic Type grows its
    /// font (as the alert's action rows grow); the text is centred in it, as UITextField centres it.
    public var height = 25.0
    /// The text 4 pt inside the field's sides (SDCAlertView's `textFieldMargins`).
    public var textInset = 4.0
    /// 4 pt corners (issue 23), circular as UITextField's rounded-rect border draws them.
    public var cornerRadius = 4.0
    /// How the corners turn: circular (UITextField.BorderStyle.roundedRect).
    public var cornerCurve = CornerCurve.circular
    /// A hairline border (one device pixel, Ionic's `$hairlines-width`) in `separator`'s colour, the
    /// alert's own hairlines; nil draws none.
    public var border: DynamicColor? = DynamicColor.separator
    /// The field's fill: `systemBackground`, white in light and black in dark (Ionic's
    /// `$alert-ios-input-background-color`, `$background-color`).
    public var background = DynamicColor.systemBackground
    /// The text in the footnote style, 13 pt at the default size (SDCAlertView's `textFieldFont`, the
    /// message's size), leading-aligned, one line cut short with "…" as UITextField draws it.
    public var font = DynamicFont.preferred(.footnote, alignment: .natural, maxLines: 1)
    /// What the field holds, in `label`.
    public var textColor = DynamicColor.label
    /// The placeholder in UIColor.placeholderText: (60, 60, 67) at 0.3 in light, (235, 235, 245) at 0.3 in
    /// dark, as UIKit documents it and UITextField draws its placeholder (Ionic: `$placeholder-text-color`).
    public var placeholderColor = DynamicColor(light: Color(r8: 60, g8: 60, b8: 67).withAlpha(0.3), dark: Color(r8: 235, g8: 235, b8: 245).withAlpha(0.3))
    /// The caret 2 pt wide, UITextInput's `caretRect(for:)` as UITextField returns it.
    public var caretWidth = 2.0
    /// The caret as tall as the font's line (UIFont.lineHeight, which `caretRect(for:)` spans): SF Pro's
    /// ascender 1950 less its descender -494 over 2048 units an em, 1.193 times the font's size.
    public var caretHeightPerPoint = 1.193
    /// The caret in the tint colour: `systemBlue` (#007AFF light, #0A84FF dark), UIKit's default tint.
    public var caret = DynamicColor.systemBlue

    /// iOS 13 to 18's alert text fields, each field at the value its comment gives.
    /// ```swift
    /// var theme = SystemAlertTheme()
    /// theme.textField.cornerRadius = 6
    /// ```
    public init() {}

    /// iOS 26's alert text fields. No native iOS 26 render of an alert with a text field was found (the
    /// renders the glass alert was measured on have none), so each value is taken from the glass alert's
    /// own measured controls, as its comment says; replace them when a render is measured.
    /// ```swift
    /// var glass = SystemAlertTheme.liquidGlass
    /// glass.textField = AlertTextFieldTheme.glass
    /// ```
    public static var glass: AlertTextFieldTheme {
        var f = AlertTextFieldTheme()
        // The fields line up with the capsules under them: the glass theme's 16 pt `actionInset`.
        f.sideInset = 16
        // The capsules' 8 pt `buttonSpacing` between fields, and below the last one before the capsules.
        f.spacing = 8
        f.bottom = 8
        f.topAlone = 16
        // A capsule, as every control of the glass alert (WWDC25 "Meet Liquid Glass": capsule controls),
        // 36 pt tall: the 17 pt body line with 8 pt above and below (the capsules' own 48 pt hold it with 14).
        f.height = 36
        f.cornerRadius = 18
        f.cornerCurve = .continuous
        f.textInset = 14
        // Filled like the capsules (their measured (208, 209, 214) light fill), with no border.
        f.border = nil
        f.background = DynamicColor(light: Color(r8: 208, g8: 209, b8: 214), dark: Color(r8: 0x2C, g8: 0x2C, b8: 0x2E))
        // The body style, 17 pt, the capsules' size (UITextField's own default size).
        f.font = DynamicFont.preferred(.body, alignment: .natural, maxLines: 1)
        return f
    }
}

extension AlertTextFieldTheme: DefaultInitializable {}
