import PopsnapRaster
import PopsnapText

/// How iOS's keyboard is drawn: its rows, its keys' insets and corners, its colours and its labels.
/// `init()` is iOS 18's; `glass` is iOS 26's.
///
/// Sources. KeyboardKit (github:KeyboardKit/KeyboardKit), a reproduction of the system keyboard for custom
/// keyboards: `KeyboardLayout.DeviceConfiguration` (row heights, key insets, corners, its iOS 26
/// "liquidGlass" changes), `KeyboardLayout.iPhoneService` (key widths as fractions of the keyboard's
/// width), `KeyboardFont.standard` (label sizes and weights) and its colour assets (`Colors.xcassets`).
/// The 291 pt keyboard of an iPhone 15 in portrait (four 54 pt rows and the 75 pt bar with the home
/// indicator) is issue 23's figure, and KeyboardKit's rows make its 216.
public struct KeyboardTheme: Sendable {
    /// A row 54 pt tall on an iPhone in portrait, its key's insets included (KeyboardKit's `standardPhone`).
    public var rowHeight = 54.0
    /// 40 pt in landscape (KeyboardKit's `standardPhoneLandscape`).
    public var landscapeRowHeight = 40.0
    /// 64 pt on an iPad in portrait (KeyboardKit's `standardPad`).
    public var padRowHeight = 64.0
    /// Under the rows on a device with a home indicator: 75 pt, the 291 pt keyboard less its four 54 pt rows.
    public var bottomBar = 75.0
    /// Each key 3 pt inside its slot's sides (KeyboardKit's `buttonInsets.horizontal`).
    public var keyInsetX = 3.0
    /// And 5 pt inside its top and bottom (KeyboardKit's `buttonInsets.vertical`).
    public var keyInsetY = 5.0
    /// 5 pt corners (KeyboardKit's `buttonCornerRadius`).
    public var cornerRadius = 5.0
    /// A slot a tenth of the keyboard's width for a letter (KeyboardKit's `.input` width on a ten-key row);
    /// a row of more letters (QWERTZ's eleven) shares the width out.
    public var lettersPerRow = 10.0
    /// The shift and delete keys' slots: 13% of the width (KeyboardKit's `lowerSystemButtonWidth`).
    public var shiftWidth = 0.13
    /// The "123" and emoji keys' slots: 12.3% (KeyboardKit's `bottomSystemButtonWidth`, portrait).
    public var bottomKeyWidth = 0.123
    /// The return key's slot: 25% (KeyboardKit's `.primary` width, portrait).
    public var returnWidth = 0.25
    /// The keyboard's background: light (213, 214, 221), dark (44, 44, 44) (KeyboardKit's
    /// `standardKeyboardBackground`).
    public var background = DynamicColor(light: Color(red: 0.835, green: 0.839, blue: 0.867), dark: Color(white: 0.173))
    /// A letter key's fill: white in light, #6B6B6B in dark (KeyboardKit's `standardButton`).
    public var keyFill = DynamicColor(light: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF), dark: Color(r8: 0x6B, g8: 0x6B, b8: 0x6B))
    /// Shift, delete, "123", emoji and return: #ABB1BA in light, #474747 in dark (KeyboardKit's
    /// `standardDarkButtonBackground`).
    public var systemKeyFill = DynamicColor(light: Color(r8: 0xAB, g8: 0xB1, b8: 0xBA), dark: Color(r8: 0x47, g8: 0x47, b8: 0x47))
    /// Each key's shadow, 1 pt below it and unblurred: black at 0.3 in light and 0.7 in dark (KeyboardKit's
    /// `standardButtonShadow`).
    public var keyShadow = DynamicColor(light: Color.black.withAlpha(0.3), dark: Color.black.withAlpha(0.7))
    /// How far below the key its shadow falls: 1 pt (KeyboardKit's key shadow).
    public var shadowOffset = 1.0
    /// The labels in `label`: black in light, white in dark.
    public var labelColor = DynamicColor.label
    /// A lower-case letter 26 pt light, a capital 23 pt regular (KeyboardKit's `KeyboardFont.standardSize`
    /// and `standardWeight`).
    public var lowercaseSize = 26.0
    /// A capital letter's size: 23 pt regular (KeyboardKit).
    public var capitalSize = 23.0
    /// "123", "space" and "return": 16 pt (KeyboardKit's sizes for the keyboard-type, space and primary keys).
    public var systemLabelSize = 16.0
    /// The shift, delete and emoji glyphs drawn in a 20 pt box, light strokes 1.5 pt wide (KeyboardKit draws
    /// their SF Symbols at 20 pt light).
    public var glyphSize = 20.0
    /// A number-pad key's digit: 25 pt (no source gives one; the letters' keys draw capitals at 23).
    public var digitSize = 25.0
    /// Its letters under the digit: 10 pt semibold (no source gives one).
    public var digitLettersSize = 10.0
    /// A line of text is 1.193 times its font's size (SF Pro's ascender 1950 less its descender -494 over
    /// 2048 units an em: UIFont.lineHeight): how much of the key a digit and its letters take.
    public var lineHeightPerPoint = 1.193

    /// iOS 18's keyboard, each value as its comment cites.
    /// ```swift
    /// var theme = KeyboardTheme()
    /// theme.keyFill = DynamicColor(Color(white: 0.95))
    /// ```
    public init() {}

    /// iOS 26's keyboard: KeyboardKit's `liquidGlass` changes to the phone's configuration, rows 2 pt taller
    /// with keys 0.5 pt less inset above and below, and 9 pt corners; the colours are iOS 18's (no iOS 26
    /// figure for them was found).
    /// ```swift
    /// let keyboard = Keyboard(layout: .qwerty, theme: .glass)
    /// ```
    public static var glass: KeyboardTheme {
        var t = KeyboardTheme()
        t.rowHeight += 2
        t.keyInsetY -= 0.5
        t.cornerRadius = 9
        return t
    }
}

extension KeyboardTheme: DefaultInitializable {}
