import Popsnap

extension SheetChrome {
    /// Records the sheet coming in (or going) as its transition style moves it, and returns how long it
    /// lasts. A vertical cover slides the card from below the window's bottom edge on the kind's slide
    /// (UIKit's presentation spring, 0.5 s), the dimming fading in on the same curve and the presenting
    /// screen shrinking as far as the dimming has come, as the kind's `slide-in` draws them; a
    /// cross-dissolve fades the card and the dimming together over 0.3 s instead. The model values are
    /// where the transition ends: a dismissal's are reset when it ends (`remove()`).
    func transition(_ style: UIModalTransitionStyle, arriving: Bool) -> Double {
        let seconds: Double, curve: AnimationTiming.Curve
        switch style {
        case .coverVertical:
            let motion = Self.motion(traits: window.traitCollection)
            (seconds, curve) = (motion.duration, .easing(motion.curve))
            let home = card.modelValue(.geometry)
            let below = AnimatedValue.geometry(origin: CGPoint(x: card.untransformedOrigin.x, y: window.bounds.height), size: card.bounds.size)
            move(card, .geometry, between: below, and: home, arriving: arriving, seconds: seconds, curve: curve)
        case .crossDissolve:
            let fade = Transition.crossfade()
            (seconds, curve) = (fade.defaultDuration, .easing(.easeInOut))
            move(card, .alpha, between: .alpha(0), and: card.modelValue(.alpha), arriving: arriving, seconds: seconds, curve: curve)
        }
        move(dimming, .alpha, between: .alpha(0), and: dimming.modelValue(.alpha), arriving: arriving, seconds: seconds, curve: curve)
        move(presenter, .transform, between: .transform(.identity), and: presenter.modelValue(.transform), arriving: arriving, seconds: seconds, curve: curve)
        return seconds
    }

    /// An animation of `view`'s `property` between where it is when the sheet is away and where it is when
    /// shown, that way round as the sheet arrives or leaves; none when the two are the same.
    private func move(_ view: UIView, _ property: AnimatedProperty, between away: AnimatedValue, and shown: AnimatedValue, arriving: Bool,
                      seconds: Double, curve: AnimationTiming.Curve) {
        guard away != shown else { return }
        Presentation.record(view, property, from: arriving ? away : shown, to: arriving ? shown : away, seconds: seconds, curve: curve)
    }
}
