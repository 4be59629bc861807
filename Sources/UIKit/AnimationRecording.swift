/// A run of an app's animations in virtual time, frame by frame: what the animation strategies draw.
///
/// While a recording is current, each change an animation block makes to an animated property becomes a
/// `PropertyAnimation` from the value on screen to the new one (the model value changes at once, as on
/// iOS), and completions, transitions' ends and delayed work become events at the time they fall due.
/// `advance(to:)` runs the events due by then, in time order, each at its own time, so a completion that
/// starts another animation starts it when the first ends. A frame drawn after `advance(to: t)` shows
/// every view as it is on screen at `t`.
@MainActor
final class AnimationRecording {
    /// The recording being made, if any: without one, animation blocks only change the model and their
    /// completions wait for the next drawing (a still shows where animations end).
    static var current: AnimationRecording?

    /// The time, in seconds from the start of the recording.
    private(set) var now = 0.0
    /// The latest time a finite animation ends or an event falls due: where the recording ends unless
    /// told, and where it can end at the earliest.
    private(set) var end = 0.0
    /// Whether an animation repeats for ever (the recording then needs a duration).
    private(set) var repeatsForever = false
    /// What the recording cannot draw, in the words of the error that says so.
    private(set) var unsupported: [String] = []

    private var animations: [ObjectIdentifier: [PropertyAnimation]] = [:]
    /// Kept so that a view's identifier stays its own while the recording lasts.
    private var animatedViews: [ObjectIdentifier: UIView] = [:]
    private var events: [Event] = []
    private var nextEvent = 0

    private struct Event {
        let due: Double
        let order: Int
        let run: () -> Void
    }

    /// Adds an animation of `view`'s `property` beginning now.
    func add(_ animation: PropertyAnimation, to view: UIView) {
        let id = ObjectIdentifier(view)
        animatedViews[id] = view
        animations[id, default: []].append(animation)
        if animation.timing.repeats { repeatsForever = true } else { end = max(end, animation.added + animation.timing.length) }
    }

    /// Runs `action` `seconds` from now, after the events already due by then.
    func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        let due = now + max(0, seconds)
        events.append(Event(due: due, order: nextEvent, run: action))
        nextEvent += 1
        end = max(end, due)
    }

    /// Notes a call the recording cannot draw; recording the frames fails with it.
    func cannotDraw(_ reason: String) {
        unsupported.append(reason)
    }

    /// Runs every event due by `time`, earliest first (in the order they were scheduled when due together),
    /// each with `now` at its due time, then sets `now` to `time`.
    func advance(to time: Double) {
        while let next = events.indices.filter({ events[$0].due <= time })
            .min(by: { (events[$0].due, events[$0].order) < (events[$1].due, events[$1].order) }) {
            let event = events.remove(at: next)
            now = max(now, event.due)
            event.run()
        }
        now = max(now, time)
    }

    /// Where `property` of `view` is on screen now, if an animation of it is in effect: the newest one
    /// added, as Core Animation draws the last animation added for a key over the others.
    func presentedValue(of view: UIView, _ property: AnimatedProperty) -> AnimatedValue? {
        guard let list = animations[ObjectIdentifier(view)] else { return nil }
        for animation in list.reversed() where animation.property == property {
            if let value = animation.value(at: now, traits: view.traitCollection) { return value }
        }
        return nil
    }
}

/// One property of one view moving from one value to another, as a Core Animation animation does.
struct PropertyAnimation {
    let property: AnimatedProperty
    let from: AnimatedValue
    let to: AnimatedValue
    /// When the animation block ran.
    let added: Double
    let timing: AnimationTiming
    /// Where a keyframe sits in its keyframe animation; nil for a whole animation.
    var keyframe: Keyframe? = nil

    /// A keyframe's part of its animation's overall progress (fractions, on the overall curve), and whether
    /// it shows its start before then: the first keyframe of a property does, the others come into effect
    /// at their start, the ones before them holding their end values until then.
    struct Keyframe {
        let start: Double
        let length: Double
        let fillsBackwards: Bool
    }

    /// The value at `time`, or nil when the animation is not in effect: before it was added, or after it
    /// ended (the model value shows then). During its delay, the value it starts from.
    func value(at time: Double, traits: UITraitCollection) -> AnimatedValue? {
        let begin = added + timing.delay
        guard time >= added, timing.repeats || time < added + timing.length else { return nil }
        let fillsBackwards = keyframe?.fillsBackwards ?? true
        guard time >= begin else { return fillsBackwards ? from : nil }
        var p = timing.progress(at: time - begin)
        if let k = keyframe {
            guard p >= k.start || fillsBackwards else { return nil }
            p = k.length > 0 && !timing.discrete ? min(1, max(0, (p - k.start) / k.length)) : (p >= k.start ? 1 : 0)
        }
        return from.interpolated(to: to, p, traits: traits)
    }
}
