import PopsnapGeometry

/// iOS's keyboard drawn at the bottom of the screen under a focused text field: its layout (the locale's
/// letters or the number pad), whether it shows capitals, and its look. A popup asks for one with
/// `PopupKind.keyboard(traits:locale:)`; the scene centres the popup in the room above it
/// (`PopupScene.safeAreaAboveKeyboard`), as iOS moves an alert when the keyboard comes up.
///
/// ```swift
/// var scene = spec.scene()
/// scene.keyboard = Keyboard(layout: .azerty, shifted: true)
/// ```
public struct Keyboard: Sendable {
    /// The keys: the letters of English (QWERTY), French (AZERTY) or German (QWERTZ), or UIKeyboardType's
    /// `numberPad` (the digits in a phone's grid, each with its letters).
    public enum Layout: String, Sendable, CaseIterable { /** `qwerty`, `azerty`, `qwertz`: letters; `numberPad`: digits. */ case qwerty, azerty, qwertz, numberPad }

    /// Which keys are drawn.
    public var layout: Layout
    /// Capitals on the letter keys and the shift key filled: what iOS shows at the start of a field whose
    /// autocapitalization is `.sentences` (UITextField's default).
    public var shifted: Bool
    /// Its metrics and colours: `KeyboardTheme()` for iOS 18, `KeyboardTheme.glass` for iOS 26.
    public var theme: KeyboardTheme

    /// A keyboard of `layout`, in capitals when `shifted`, drawn with `theme`.
    public init(layout: Layout = .qwerty, shifted: Bool = false, theme: KeyboardTheme = KeyboardTheme()) {
        self.layout = layout
        self.shifted = shifted
        self.theme = theme
    }

    /// The letter layout iOS gives a locale: AZERTY for French (fr, fr-FR, fr-BE; Canadian French keeps
    /// QWERTY), QWERTZ for German (de, de-AT, de-CH), QWERTY for every other.
    public static func letters(forLocale locale: String?) -> Layout {
        let parts = (locale ?? "").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        switch parts.first {
        case "fr"?: return parts.dropFirst().first == "ca" ? .qwerty : .azerty
        case "de"?: return .qwertz
        default: return .qwerty
        }
    }

    /// The keyboard's height on a screen `canvas` big with `safeArea`: its four rows of keys, and below them
    /// on a device with a home indicator the bar that holds the globe and dictation keys.
    public func height(canvas: Size, safeArea: EdgeInsets, isPad: Bool) -> Double {
        let t = theme
        if isPad { return 4 * t.padRowHeight + safeArea.bottom }
        if canvas.width > canvas.height { return 4 * t.landscapeRowHeight + safeArea.bottom }
        return 4 * t.rowHeight + (safeArea.bottom > 0 ? t.bottomBar : 0)
    }
}
