/// The animation blocks running now, innermost last: a change to an animated property inside one is
/// noted with its value on screen before the change, and becomes an animation when the block ends.
@MainActor
enum AnimationBlock {
    private struct Open {
        let timing: AnimationTiming?
        /// The value on screen before the block's first change, for each property it changed.
        var before: [(view: UIView, property: AnimatedProperty, value: AnimatedValue)] = []
    }

    private static var open: [Open] = []
    /// The keyframe animation being built, when inside `animateKeyframes`.
    private static var keyframes: KeyframesRun?

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatedProperty
    }

    /// What a keyframe block collects: each property's value on screen before its first change, and each
    /// keyframe's end value with its place in the overall time.
    private struct KeyframesRun {
        let timing: AnimationTiming
        var initial: [Key: AnimatedValue] = [:]
        var segments: [(view: UIView, property: AnimatedProperty, start: Double, length: Double, to: AnimatedValue)] = []
    }

    /// Runs `animations` as a block with `timing`, records the animations its changes make when a
    /// recording is current, and schedules `completion` for when they end. A nested block takes its
    /// enclosing block's duration and curve unless `options` override them, as UIKit's nested blocks do.
    static func run(_ timing: AnimationTiming, options: UIView.AnimationOptions, _ animations: () -> Void, completion: ((Bool) -> Void)?) {
        var timing = timing
        if let outer = open.last?.timing {
            if !options.contains(.overrideInheritedDuration) { (timing.duration, timing.delay) = (outer.duration, outer.delay) }
            if !options.contains(.overrideInheritedCurve) { timing.curve = outer.curve }
        }
        open.append(Open(timing: timing))
        animations()
        let block = open.removeLast()
        if let recording = AnimationRecording.current {
            for (view, property, from) in block.before {
                let to = view.modelValue(property)
                guard to != from else { continue }
                recording.add(PropertyAnimation(property: property, from: from, to: to, added: recording.now, timing: timing), to: view)
            }
        }
        // A repeating animation never finishes, so UIKit never calls its completion.
        guard let completion, !timing.repeats else { return }
        AnimationEvents.schedule(after: timing.length) { completion(true) }
    }

    /// Runs `animations` as a keyframe animation lasting `timing`: changes made in it directly move over
    /// the whole duration, and those made in `addKeyframe` blocks over their part of it, each property
    /// passing through its keyframes' values in time order, linearly, on the overall curve. That is the
    /// `CAKeyframeAnimation` UIKit makes, as one printed from a device shows (Stack Overflow 20521214: a
    /// keyframe from 0 to 0.1 of 10 s gave keyTimes (0, 0.1, 1), values (1, 0, 0), calculationMode linear,
    /// fillMode both, timingFunction easeInEaseOut).
    static func runKeyframes(_ timing: AnimationTiming, _ animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outerRun = keyframes
        keyframes = KeyframesRun(timing: timing)
        open.append(Open(timing: timing))
        animations()
        endKeyframe(open.removeLast(), start: 0, length: 1)
        let run = keyframes!
        keyframes = outerRun
        if let recording = AnimationRecording.current {
            // Each property's keyframes in time order, each starting where the one before ends.
            var last: [Key: AnimatedValue] = run.initial
            var filled: Set<Key> = []
            for segment in run.segments.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }).map(\.element) {
                let key = Key(view: ObjectIdentifier(segment.view), property: segment.property)
                guard let from = last[key] else { continue }
                last[key] = segment.to
                let keyframe = PropertyAnimation.Keyframe(start: segment.start, length: segment.length, fillsBackwards: filled.insert(key).inserted)
                recording.add(PropertyAnimation(property: segment.property, from: from, to: segment.to, added: recording.now, timing: timing,
                                                keyframe: keyframe), to: segment.view)
            }
        }
        guard let completion, !timing.repeats else { return }
        AnimationEvents.schedule(after: timing.length) { completion(true) }
    }

    /// Runs `animations` as the keyframe from `start` for `length` of the enclosing keyframe animation's
    /// duration (fractions of it); outside one, at once, as UIKit does.
    static func addKeyframe(start: Double, length: Double, _ animations: () -> Void) {
        guard let timing = keyframes?.timing else { return animations() }
        open.append(Open(timing: timing))
        animations()
        endKeyframe(open.removeLast(), start: min(1, max(0, start)), length: min(1, max(0, length)))
    }

    private static func endKeyframe(_ block: Open, start: Double, length: Double) {
        for (view, property, _) in block.before {
            keyframes?.segments.append((view, property, start, length, view.modelValue(property)))
        }
    }

    /// Runs `actions` with its changes shown at once, inside a block or not.
    static func withoutAnimation(_ actions: () -> Void) {
        open.append(Open(timing: nil))
        actions()
        open.removeLast()
    }

    /// Notes `view`'s `property` about to change: the innermost block animating it keeps the value on
    /// screen now, once.
    static func willChange(_ view: UIView, _ property: AnimatedProperty) {
        guard AnimationRecording.current != nil, let last = open.indices.last, open[last].timing != nil,
              !open[last].before.contains(where: { $0.view === view && $0.property == property }) else { return }
        let onScreen = view.presentedValue(property)
        open[last].before.append((view, property, onScreen))
        let key = Key(view: ObjectIdentifier(view), property: property)
        if keyframes != nil, keyframes?.initial[key] == nil { keyframes?.initial[key] = onScreen }
    }
}

/// Work that falls due when an animation ends (completions, a transition's end): at that time in a
/// recording; otherwise before the next drawing, in the order it was scheduled, when a still has every
/// animation ended.
@MainActor
enum AnimationEvents {
    private static var waiting: [() -> Void] = []

    /// Runs `action` `seconds` from now.
    static func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        if let recording = AnimationRecording.current { return recording.schedule(after: seconds, action) }
        waiting.append(action)
    }

    /// Runs everything waiting, and what that schedules, for a still.
    static func runAll() {
        while !waiting.isEmpty {
            let next = waiting.removeFirst()
            next()
        }
    }
}
