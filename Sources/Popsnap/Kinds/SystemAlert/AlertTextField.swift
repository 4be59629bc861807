/// A text field of a system alert (UIAlertController's `addTextField`): its placeholder, its text, and
/// whether it hides what is typed, has the focus, and which keyboard it asks for.
///
/// ```swift
/// let fields = [AlertTextField(placeholder: "Email", text: "kim@example.com"),
///               AlertTextField(placeholder: "Password", secure: true, focused: true)]
/// ```
public struct AlertTextField: Sendable, Equatable {
    /// UIKeyboardType's names for the keyboards Popsnap draws: `default` (the locale's letters) and
    /// `numberPad` (digits 0 to 9, no return key).
    public enum KeyboardType: String, Sendable, CaseIterable { /** `default`: the letters of the locale's layout; `numberPad`: the phone-style digits. */ case `default`, numberPad }

    /// The grey text shown while the field is empty (UITextField.placeholder); nil for none.
    public var placeholder: String?
    /// What the field holds; empty shows the placeholder.
    public var text: String
    /// Secure entry (UITextField.isSecureTextEntry): each character drawn as a dot, "•".
    public var secure: Bool
    /// Whether this field has the focus (its caret drawn); with none focused, the first field has it, as
    /// UIAlertController makes its first text field the first responder.
    public var focused: Bool
    /// The keyboard the field asks for when it has the focus (UITextField.keyboardType).
    public var keyboardType: KeyboardType

    /// A field showing `text`, or `placeholder` while `text` is empty.
    /// ```swift
    /// let code = AlertTextField(placeholder: "Code", keyboardType: .numberPad)
    /// ```
    public init(placeholder: String? = nil, text: String = "", secure: Bool = false, focused: Bool = false, keyboardType: KeyboardType = .default) {
        self.placeholder = placeholder
        self.text = text
        self.secure = secure
        self.focused = focused
        self.keyboardType = keyboardType
    }

    /// What the field draws: its text (dots when secure, one a character, as UITextField draws secure
    /// entry), or nil when empty (the placeholder is drawn instead).
    var shownText: String? {
        guard !text.isEmpty else { return nil }
        return secure ? String(repeating: "\u{2022}", count: text.count) : text
    }
}

extension [AlertTextField] {
    /// The field with the focus: the one marked `focused`, else the first (UIAlertController makes its
    /// first text field the first responder when it appears); nil when there is none.
    var focusedIndex: Int? {
        firstIndex(where: \.focused) ?? (isEmpty ? nil : 0)
    }
}

extension AlertTextField: MemberwiseSource {}
