/// A method's name, as a control's action. Foundation on Linux has no `Selector` (there is no Objective-C
/// runtime to look a name up in), so this one also carries, when it can, the method itself: the UIKitSources
/// plugin rewrites `#selector(dismissView)` in a popup file to `Selector("dismissView", PopUpWindow.dismissView)`,
/// and `UIControl.sendActions(for:)` calls it. A selector made from a name alone cannot be performed, and
/// sending it stops the program, naming it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name (`dismissView:` for `dismissView(_:)`), as `NSStringFromSelector` gives it.
    public let name: String
    /// Calls the method on a target and a sender; false when the target is not of the method's type.
    let perform: (@MainActor @Sendable (_ target: AnyObject, _ sender: Any?) -> Bool)?

    /// A selector by name alone, which `UIControl` can list but not perform.
    public init(_ name: String) {
        self.name = name
        perform = nil
    }

    /// A selector by name alone, as iOS allows (`action: "dismissView"`).
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The selector of a method that takes no argument, `Type.method`, which `UIControl` can perform.
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping @MainActor @Sendable (Target) -> () -> Result) {
        self.name = name
        perform = { target, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// The selector of a method that takes the sender, `Type.method(_:)`, which `UIControl` can perform
    /// when the sender is of the argument's type.
    public init<Target: AnyObject, Sender, Result>(_ name: String, _ method: @escaping @MainActor @Sendable (Target) -> (Sender) -> Result) {
        self.name = name
        perform = { target, sender in
            guard let target = target as? Target else { return false }
            guard let sender = sender as? Sender else {
                preconditionFailure("the action \(name) takes a \(Sender.self), but the sender is \(sender.map { "\(type(of: $0))" } ?? "nil")")
            }
            _ = method(target)(sender)
            return true
        }
    }

    /// The name.
    public var description: String { name }

    /// Selectors are equal when their names are, as on iOS.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
