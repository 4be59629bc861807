#if canImport(Glibc)
import Glibc
#endif
import Popsnap

/// When an animation block's animations run and how their progress follows time.
struct AnimationTiming {
    /// Seconds from the call to the start (the old values stay on screen meanwhile, as UIKit fills a
    /// delayed animation backwards).
    var delay: Double
    var duration: Double
    var curve: Curve
    /// `.repeat`: again and again, for ever; `.autoreverse`: every other run backwards.
    var repeats = false
    var autoreverses = false
    /// A keyframe animation's values jump to each keyframe's at its start (`calculationModeDiscrete`).
    var discrete = false

    enum Curve {
        case easing(Easing)
        /// UIKit's spring for `usingSpringWithDamping:initialSpringVelocity:`.
        case spring(damping: Double, velocity: Double)
    }

    /// The timing `options` choose (curve, repetition) for `duration` seconds after `delay`.
    init(duration: Double, delay: Double, options: UIView.AnimationOptions) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        curve = .easing(options.easing)
        repeats = options.contains(.repeat)
        autoreverses = options.contains(.autoreverse)
    }

    /// How far from the old value to the new one the animation is `t` seconds after it starts (`t` may be
    /// past the end for a repeating one; beyond 1 where a spring overshoots).
    func progress(at t: Double) -> Double {
        guard duration > 0 else { return 1 }
        var local = t / duration
        if repeats {
            let run = local.rounded(.down)
            local -= run
            if autoreverses, Int(run) % 2 == 1 { local = 1 - local }
        } else if autoreverses {
            // There in `duration` and back in as long, as Core Animation doubles an autoreversing
            // animation; then the model value, where UIKit leaves the view.
            local = local <= 1 ? local : max(0, 2 - local)
        }
        return value(at: min(1, local), over: duration)
    }

    /// How long from the call to the end (for ever, when it repeats).
    var length: Double { repeats ? .infinity : delay + duration * (autoreverses ? 2 : 1) }

    private func value(at fraction: Double, over seconds: Double) -> Double {
        switch curve {
        case let .easing(easing):
            return easing.value(at: fraction, duration: seconds)
        case let .spring(damping, velocity):
            guard fraction < 1 else { return 1 }
            // UIKit picks the spring's stiffness so that it settles within the duration: the oscillation left
            // is 1/1500 of its amplitude at the end (a reproduction of UIKit's curve: Stack Overflow 61763337,
            // matching UIViewPropertyAnimator to CASpringAnimation), with the damping ratio clamped to
            // 0.01...1. The velocity is in whole distances a second, as UIKit documents it.
            let ratio = min(1, max(0.01, damping))
            let response = 2 * Double.pi * seconds * ratio / log(1500)
            return Easing.spring(t: fraction * seconds, damping: ratio, response: response, velocity: velocity)
        }
    }
}

extension UIView.AnimationOptions {
    /// The curve the options' curve bits name; ease in and out unless they name another.
    var easing: Easing {
        switch (rawValue >> 16) & 0xF {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
