/// The handler of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure a control calls for its events (`UIControl.addAction(_:for:)`): target-action without a
/// selector, so it needs no rewriting and no Objective-C runtime.
@MainActor
open class UIAction {
    /// A name for an action, unique within a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// The identifier named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The title a menu or button shows for it.
    open var title: String
    /// The image a menu or button shows for it.
    open var image: UIImage?
    /// Its identifier: the one given, else one of its own.
    public let identifier: Identifier
    /// The control that sent the action, while the handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler
    /// Actions made so far: unnamed ones are numbered, so a run names them the same way every time.
    private static var made = 0

    /// An action that runs `handler`; without an identifier it gets a unique one, as on iOS.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        Self.made += 1
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "com.popsnap.UIAction.\(Self.made)")
        self.handler = handler
    }
}
