/// A text field of a `UIAlertController` (`addTextField(configurationHandler:)`): what it holds, its
/// placeholder, whether it hides what is typed. The alert draws it as the `system-alert` kind draws its
/// fields. It is not a view here: a text field of your own in a view hierarchy is not drawn yet, so using
/// one as a view does not compile rather than draw nothing. The font and the placeholder's colour are the
/// alert's own.
///
/// ```swift
/// alert.addTextField { field in
///     field.placeholder = "Password"
///     field.isSecureTextEntry = true
/// }
/// ```
@MainActor
open class UITextField {
    /// What the field holds; nil or empty shows the placeholder.
    open var text: String?
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// Secure entry: each character drawn as a dot.
    open var isSecureTextEntry = false
    /// The colour of the text (not of the placeholder); nil for the alert's, `label`. The alert draws its
    /// fields' text in one colour, so fields of one alert that set different colours fail to draw.
    open var textColor: UIColor?
    /// The keyboard the field asks for. The keyboard is drawn in a window of its own on iOS, not in the
    /// app's window a snapshot draws, so it changes nothing drawn here.
    open var keyboardType = UIKeyboardType.default

    /// An empty field.
    public init() {}
}

/// The keyboards a text field can ask for, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// The locale's letters.
    case `default` = 0
    /// Letters limited to ASCII.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// Letters with "." , "/" and ".com" for URLs.
    case URL = 3
    /// Digits 0 to 9.
    case numberPad = 4
    /// Digits, "*" and "#".
    case phonePad = 5
    /// Letters, or digits for a phone number.
    case namePhonePad = 6
    /// Letters with "@" and ".".
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// Letters with "@" and "#".
    case twitter = 9
    /// Letters with a "Go" key.
    case webSearch = 10
    /// Digits 0 to 9 in ASCII.
    case asciiCapableNumberPad = 11
}
