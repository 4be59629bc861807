/// iOS's alert and action sheet: a title, a message, actions and, in an alert, text fields, presented over
/// the screen with `present(_:animated:completion:)`. Its view draws what Popsnap's `system-alert` and
/// `action-sheet` kinds draw for the same content on the same screen, in iOS 26's look (a spec's default).
///
/// ```swift
/// let alert = UIAlertController(title: "Delete photo?", message: "It is removed from every album.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(photo) })
/// present(alert, animated: true)
/// ```
@MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Actions in a sheet against the bottom of the screen.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// The text under the title.
    open var message: String?
    /// Alert or action sheet, as made.
    public private(set) var preferredStyle = Style.alert
    /// The actions in the order added, which is the order UIKit lays them out in (moving the cancel one).
    public private(set) var actions: [UIAlertAction] = []
    private var fields: [UITextField] = []

    /// A controller of `preferredStyle` showing `title` and `message` (nil leaves either out).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// The action the alert emphasises instead of the cancel action (its title semibold). It must be one of
    /// `actions`, as UIKit requires; an action sheet does not use it, as on iOS.
    open var preferredAction: UIAlertAction? {
        didSet {
            guard let action = preferredAction, !actions.contains(where: { $0 === action }) else { return }
            // Apple's preferredAction reference: assigning an action not yet added "is a programmer error";
            // this and the other stops below say what UIKit's assertions in UIAlertController.m say.
            preconditionFailure("The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
        }
    }

    /// Adds `action` after the others. A second cancel action stops the program, as UIKit does.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            preconditionFailure("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
    }

    /// The text fields added, in order; nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Adds a text field under the message, configured by `configurationHandler`. Only an alert has text
    /// fields: on an action sheet this stops the program, as UIKit raises.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            preconditionFailure("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
    }

    /// UIKit presents an alert controller its own way whatever is set: over the presenting screen, which
    /// stays in the window under the dimming.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }

    /// The view that draws the alert or sheet over the screen it is presented on.
    open override func loadView() {
        view = AlertControllerView(controller: self)
    }
}
