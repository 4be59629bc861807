/// UIKit's animation calls. The `animations` block sets the views' final values at once (UIKit's model
/// values change at once too; only what is on screen moves), and each `completion` runs when the
/// animation ends: for a still snapshot, before the next drawing, never during the call, so code after
/// `animate` runs first, as on iOS; for an animation snapshot, at the time it ends, with every change the
/// block made to a view's frame, bounds, centre, alpha, background colour or transform drawn moving from
/// the value on screen to the new one.
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds after `delay`, on the curve
    /// `options` name, then calls `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        AnimationBlock.run(AnimationTiming(duration: duration, delay: delay, options: options), options: options,
                           animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, then calls `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// The spring variant: the changes move on a spring of `dampingRatio` (1: no overshoot) that settles
    /// within `duration`, starting at `velocity` (1: the whole distance in a second).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var timing = AnimationTiming(duration: duration, delay: delay, options: options)
        timing.curve = .spring(damping: Double(dampingRatio), velocity: Double(velocity))
        AnimationBlock.run(timing, options: options, animations, completion: completion)
    }

    /// A transition of `view`'s content. A still shows where it ends; an animation snapshot cannot draw
    /// the content's cross-fade or flip yet, and fails saying so.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        AnimationRecording.current?.cannotDraw("UIView.transition(with:duration:options:animations:completion:) on \(view.nodeName): a content transition is not recorded yet")
        animations?()
        if let completion { AnimationEvents.schedule(after: max(0, duration)) { completion(true) } }
    }

    /// A keyframe animation over `duration` seconds after `delay`: changes made in `animations` move over
    /// the whole of it, those in its `addKeyframe` blocks over their part; values pass from keyframe to
    /// keyframe linearly (or jump, with `.calculationModeDiscrete`), on the curve the options' curve bits
    /// name (ease in and out unless set, as UIKit's raw options default), then `completion(true)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let mode = options.rawValue & (7 << 10)
        if mode > UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue {
            AnimationRecording.current?.cannotDraw("a keyframe animation with a paced or cubic calculation mode is not recorded yet; linear and discrete are")
        }
        var timing = AnimationTiming(duration: duration, delay: delay, options: UIView.AnimationOptions(rawValue: options.rawValue))
        timing.discrete = mode == UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue
        AnimationBlock.runKeyframes(timing, animations, completion: completion)
    }

    /// One keyframe of the enclosing `animateKeyframes`: `animations`' changes move from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole animation. Outside a keyframe animation they apply at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        AnimationBlock.addKeyframe(start: frameStartTime, length: frameDuration, animations)
    }

    /// How a keyframe animation runs: UIKit's bits, its calculation modes among them.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt

        /// Options of the bits given.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Values move linearly from keyframe to keyframe (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Values jump to each keyframe's at its start.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Evenly paced (not recorded yet).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A Catmull-Rom spline through the values (not recorded yet).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A paced spline (not recorded yet).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `actionsWithoutAnimation` with no animation: its changes show at once, even inside an
    /// animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationBlock.withoutAnimation(actionsWithoutAnimation)
    }

    /// How an animation runs: its curve, repetition and reversal, and whether a nested block keeps its
    /// own duration and curve; the other options are accepted and change nothing a picture shows.
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
        /// A nested block keeps its own duration instead of its enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of its enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
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

