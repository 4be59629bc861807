/// A view that sends actions for events: the base of buttons, switches and fields. Swift on Linux cannot
/// call a method by its name, so a target's action runs only when its `Selector` carries the method (the
/// UIKitSources plugin's rewrite of `#selector` makes such selectors); sending one that does not stops the
/// program, naming it, rather than doing nothing. `UIAction`s need no selector.
@MainActor
open class UIControl: UIView {
    /// Whether it responds to touches and shows `.disabled` when not.
    open var isEnabled = true
    /// Whether it shows `.selected`.
    open var isSelected = false
    /// Whether it shows `.highlighted`, as while a touch is down.
    open var isHighlighted = false

    /// Where the content sits across the bounds.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout() }
    }
    /// Where the content sits down the bounds.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout() }
    }

    private var registrations: [Registration] = []

    /// A control with `frame` that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The state shown, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    // MARK: Target-action

    /// Sends `action` to `target` for `controlEvents`; a nil target means the first view up the superview
    /// chain that has the method, as UIKit's responder chain. The target is not retained.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = registrations.firstIndex(where: { $0.isTarget(object, action: action) }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(receiver: .target(WeakTarget(object: object, isNil: object == nil), action), events: controlEvents))
        }
    }

    /// Stops sending `action` (any action when nil) to `target` (every target when nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices where registrations[index].matches(target: object, action: action) {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Every target with an action, `NSNull` standing for a nil target as on iOS.
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { registration -> AnyHashable? in
            guard case .target(let target, _) = registration.receiver else { return nil }
            if target.isNil { return AnyHashable(NSNull()) }
            return target.object.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) }
        })
    }

    /// The events that have actions or targets.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions `target` gets for `controlEvent`, nil when none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.compactMap { registration -> String? in
            guard case .target(let weak, let action) = registration.receiver, !registration.events.isDisjoint(with: controlEvent),
                  weak.isNil ? object == nil : (object != nil && weak.object === object) else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// Runs every action and sends every target's action registered for any of `controlEvents`, in the
    /// order they were added, with this control as the sender.
    open func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.receiver {
            case .action(let action):
                action.sender = self
                action.handler(action)
                action.sender = nil
            case .target(let target, let selector):
                if target.isNil {
                    sendUpTheChain(selector)
                } else if let object = target.object {
                    // A target released since is skipped, as UIKit's zeroing reference would.
                    guard performer(of: selector)(object, self) else {
                        preconditionFailure("UIControl.sendActions(for:): the target \(type(of: object)) has no method \(selector.name) of the selector's type")
                    }
                }
            }
        }
    }

    private func sendUpTheChain(_ selector: Selector) {
        let perform = performer(of: selector)
        var view: UIView? = self
        while let responder = view {
            if perform(responder, self) { return }
            view = responder.superview
        }
        preconditionFailure("UIControl.sendActions(for:): no view from \(type(of: self)) up its superviews has the method \(selector.name) (a nil target's action goes up the chain)")
    }

    private func performer(of selector: Selector) -> @MainActor @Sendable (AnyObject, Any?) -> Bool {
        guard let perform = selector.perform else {
            preconditionFailure("UIControl.sendActions(for:): the selector \(selector.name) carries no method, and Swift on Linux cannot find one by name. "
                                + "List the popup file in the test target's uikit-sources.txt (the UIKitSources plugin makes #selector(method), "
                                + "#selector(self.method) and #selector(Type.method) of zero or one argument callable), or use addAction(_:for:)")
        }
        return perform
    }

    // MARK: Actions

    /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            registrations[index] = Registration(receiver: .action(action), events: registrations[index].events.union(controlEvents))
        } else {
            registrations.append(Registration(receiver: .action(action), events: controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action?.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }
}
