import PopsnapRaster

/// iOS's UIAlertController in the .alert style: an optional title and message and its actions.
///
/// ```swift
/// SystemAlertPopup(title: "Delete?", actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)])
/// ```
public struct SystemAlertPopup: PopupKind {
    /// The title, in the headline style (semibold); nil leaves it out.
    public var title: String?
    /// The message under the title; nil leaves it out.
    public var message: String?
    /// The buttons: two side by side (unless `stacked`), one or three and more stacked; the cancel action
    /// is moved to the left of a pair and to the end of a stack, as UIKit places it.
    public var actions: [AlertAction]
    /// Stack the buttons even when there are only two (iOS 26 stacks two by itself when a label does not
    /// fit side by side; iOS 18's UIKit does too, which this flag stands for).
    public var stacked: Bool
    /// The text fields between the message and the actions (UIAlertController's `textFields`), at most
    /// `SystemAlertPopup.maxTextFields`; the one marked `focused`, else the first, has the caret.
    public var textFields: [AlertTextField]
    /// Whether the keyboard of the focused field is drawn at the bottom of the screen, the alert centred in
    /// the room above it as iOS moves it (`Keyboard`); only with a text field.
    public var keyboard: Bool
    /// The look of iOS 13 to 18 (`Traits.ios` 18).
    public var theme: SystemAlertTheme
    /// The look of iOS 26 (`Traits.ios` 26): `SystemAlertTheme.liquidGlass` unless given.
    public var glassTheme: SystemAlertTheme

    /// A system alert with the given text and `actions`, drawn with `theme` for iOS 13 to 18 and `glassTheme`
    /// for iOS 26 (as `Traits.ios` chooses).
    /// ```swift
    /// SystemAlertPopup(title: "Allow notifications?", message: "You can change this in Settings.",
    ///                  actions: [AlertAction("Don't Allow"), AlertAction("Allow", style: .cancel)])
    /// ```
    public init(title: String? = nil, message: String? = nil, actions: [AlertAction], stacked: Bool = false,
                textFields: [AlertTextField] = [], keyboard: Bool = false,
                theme: SystemAlertTheme = SystemAlertTheme(), glassTheme: SystemAlertTheme = .liquidGlass) {
        self.title = title
        self.message = message
        self.actions = actions
        self.stacked = stacked
        self.textFields = textFields
        self.keyboard = keyboard
        self.theme = theme
        self.glassTheme = glassTheme
    }

    /// The theme of the traits' iOS look: `glassTheme` for iOS 26, `theme` before.
    public func theme(for traits: Traits) -> SystemAlertTheme { traits.ios == .ios26 ? glassTheme : theme }

    public func backdrop(traits: Traits) -> Color? {
        theme(for: traits).backdrop.resolved(for: traits.appearance)
    }
    /// The focused field's keyboard when `keyboard` is set: the number pad for `.numberPad`, else the
    /// locale's letters, in capitals while the field is empty (UITextField's default autocapitalization,
    /// `.sentences`), in the traits' iOS look.
    public func keyboard(traits: Traits, locale: String?) -> Keyboard? {
        guard keyboard, let focus = textFields.focusedIndex else { return nil }
        let field = textFields[focus]
        return Keyboard(layout: field.keyboardType == .numberPad ? .numberPad : Keyboard.letters(forLocale: locale),
                        shifted: field.text.isEmpty, theme: traits.ios == .ios26 ? .glass : KeyboardTheme())
    }

    /// UIAlertController centres its alert in the safe area (measured: `PopupPlacement`).
    public func placement(traits: Traits) -> PopupPlacement { .centredInSafeArea }
}
