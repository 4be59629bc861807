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
        open[last].before.append((view, property, view.presentedValue(property)))
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
