extension UIControl {
    /// One target's action, or one `UIAction`, and the events it is sent for.
    struct Registration {
        enum Receiver {
            case target(WeakTarget, Selector)
            case action(UIAction)
        }

        var receiver: Receiver
        var events: Event

        var action: UIAction? {
            if case .action(let action) = receiver { return action }
            return nil
        }

        /// The same target (by identity) and action name: adding it again only adds events, as in UIKit.
        func isTarget(_ object: AnyObject?, action: Selector) -> Bool {
            guard case .target(let target, let selector) = receiver, selector == action else { return false }
            return target.isNil ? object == nil : (object != nil && target.object === object)
        }

        /// What `removeTarget(_:action:for:)` removes: nil matches every target or every action.
        func matches(target object: AnyObject?, action: Selector?) -> Bool {
            guard case .target(let target, let selector) = receiver else { return false }
            return (object == nil || target.object === object) && (action == nil || action == selector)
        }
    }

    /// A target held weakly, as UIKit does not retain targets; `isNil` tells a nil target (the responder
    /// chain) from one since released.
    struct WeakTarget {
        weak var object: AnyObject?
        let isNil: Bool
    }
}
