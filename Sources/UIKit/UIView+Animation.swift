/// UIKit's animation calls, as a still snapshot sees them: the `animations` block sets the views' final
/// values at once (UIKit's model values change at once too; only the presentation moves), and each
/// `completion` runs when the animation would have ended, which for a snapshot is before the next frame
/// is drawn (`drawHierarchy`, a snapshot strategy) — never during the call, so code after `animate` runs
/// first, as on iOS. Recording the frames in between is not supported yet.
extension UIView {
    /// Runs `animations` now and `completion(true)` before the next drawing.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        if let completion { PendingCompletions.add(completion) }
    }

    /// Runs `animations` now and `completion(true)` before the next drawing.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Runs `animations` now.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// The spring variant: `animations` now, `completion(true)` before the next drawing.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A transition of `view`'s content: `animations` now, `completion(true)` before the next drawing.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        if let completion { PendingCompletions.add(completion) }
    }

    /// Runs `actionsWithoutAnimation` now.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// How an animation runs: curves, repetition, transitions. Every option is accepted; a still snapshot
    /// shows where each animation ends, whatever its options.
    public struct AnimationOptions: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt

        /// Options of the bits given.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A cross-dissolve transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}

/// The completions of animations begun since the last drawing, run (in the order the animations began)
/// before a view is drawn: by then, for a snapshot, they have ended.
@MainActor
enum PendingCompletions {
    private static var waiting: [(Bool) -> Void] = []

    static func add(_ completion: @escaping (Bool) -> Void) {
        waiting.append(completion)
    }

    /// Runs every waiting completion, and those they add, with `true` (finished).
    static func runAll() {
        while !waiting.isEmpty {
            let next = waiting.removeFirst()
            next(true)
        }
    }
}
