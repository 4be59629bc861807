import Popsnap
import PopsnapRaster

/// The view properties UIKit's animation blocks animate: a change to one inside a block becomes an
/// animation from the value on screen to the new one, as Core Animation adds one for each layer key.
enum AnimatedProperty: Hashable {
    /// The untransformed frame: the layer's position and bounds size, which UIKit animates together.
    case geometry
    case alpha
    case backgroundColor
    case transform
    /// Seconds into a transition a view draws itself (an alert controller's appearance), which has no
    /// model value: drawn at its end unless an animation of it is in effect.
    case transitionTime
}

/// One value of an animated property.
enum AnimatedValue: Equatable {
    case geometry(origin: CGPoint, size: CGSize)
    case alpha(CGFloat)
    case backgroundColor(UIColor?)
    case transform(CGAffineTransform)
    case seconds(Double)

    /// `self` moved `p` of the way to `end` (beyond 1 where a spring overshoots), as Core Animation
    /// interpolates each key: positions, sizes, opacities and matrix entries linearly; colours per
    /// component in the traits they are drawn with (a missing colour is transparent black, as a layer's).
    func interpolated(to end: AnimatedValue, _ p: Double, traits: UITraitCollection) -> AnimatedValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(p) }
        switch (self, end) {
        case let (.geometry(o0, s0), .geometry(o1, s1)):
            return .geometry(origin: CGPoint(x: mix(o0.x, o1.x), y: mix(o0.y, o1.y)),
                             size: CGSize(width: mix(s0.width, s1.width), height: mix(s0.height, s1.height)))
        case let (.seconds(s0), .seconds(s1)):
            return .seconds(s0 + (s1 - s0) * p)
        case let (.alpha(a0), .alpha(a1)):
            return .alpha(mix(a0, a1))
        case let (.transform(t0), .transform(t1)):
            return .transform(CGAffineTransform(a: mix(t0.a, t1.a), b: mix(t0.b, t1.b), c: mix(t0.c, t1.c), d: mix(t0.d, t1.d),
                                                tx: mix(t0.tx, t1.tx), ty: mix(t0.ty, t1.ty)))
        case let (.backgroundColor(c0), .backgroundColor(c1)):
            let a = c0?.color(for: traits) ?? .clear, b = c1?.color(for: traits) ?? .clear
            let m = { (x: Double, y: Double) in Double(mix(CGFloat(x), CGFloat(y))) }
            return .backgroundColor(UIColor(red: CGFloat(m(a.red, b.red)), green: CGFloat(m(a.green, b.green)),
                                            blue: CGFloat(m(a.blue, b.blue)), alpha: CGFloat(m(a.alpha, b.alpha))))
        default:
            return end
        }
    }
}

extension UIView {
    /// The property's value as the code last set it (the model value, where an animation ends).
    func modelValue(_ property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .geometry: return .geometry(origin: untransformedOrigin, size: bounds.size)
        case .alpha: return .alpha(alpha)
        case .backgroundColor: return .backgroundColor(backgroundColor)
        case .transform: return .transform(transform)
        case .transitionTime: return .seconds(.infinity)
        }
    }

    /// The property's value on screen now: the model value, or where a recorded animation has it.
    func presentedValue(_ property: AnimatedProperty) -> AnimatedValue {
        AnimationRecording.current?.presentedValue(of: self, property) ?? modelValue(property)
    }

    /// Where the view is drawn now, before its transform: origin and size.
    var presentedGeometry: CGRect {
        guard case let .geometry(origin, size) = presentedValue(.geometry) else { return CGRect(origin: untransformedOrigin, size: bounds.size) }
        return CGRect(origin: origin, size: size)
    }

    /// The alpha drawn now.
    var presentedAlpha: CGFloat {
        guard case let .alpha(a) = presentedValue(.alpha) else { return alpha }
        return min(1, max(0, a))
    }

    /// The background colour drawn now.
    var presentedBackgroundColor: UIColor? {
        guard case let .backgroundColor(c) = presentedValue(.backgroundColor) else { return backgroundColor }
        return c
    }

    /// The transform drawn now.
    var presentedTransform: CGAffineTransform {
        guard case let .transform(t) = presentedValue(.transform) else { return transform }
        return t
    }
}
