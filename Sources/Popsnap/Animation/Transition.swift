/// The motions Popsnap animates, each with its curve and default duration from the seeds and UIKit;
/// `.appear()` is the transition with its defaults, `defaultDuration` its length.
public enum Transition: Sendable {
    /// Seed 000's modalTransitionStyle .crossDissolve: the presented layer (dimming and popup) fades in
    /// over the app screen. UIKit's default: 0.3 s, easeInOut.
    case crossfade(curve: Easing = .easeInOut)
    /// From one whole screen to another (`--from A.json --to B.json`).
    case crossfadeFrom(PopupScene, curve: Easing)
    /// The dimming fades in while the popup fades in and scales from `fromScale` to 1 (UIAlertController's
    /// presentation, and seed 001's animated container).
    case appear(curve: Easing = .easeOut, fromScale: Double = 1.2)
    /// The popup fades out over the first two thirds and scales to `toScale`; the dimming fades over the
    /// last two thirds.
    case disappear(curve: Easing = .easeIn, toScale: Double = 1)
    /// Seed 002's HUD: appears (fade and zoom) for `edge` seconds, spins, and disappears for `edge` seconds.
    case hud(edge: Double = 0.2)
    /// The spinning indicator alone, for a seamless loop: one second, the last frame left out.
    case spin
    /// A determinate ring, pie or bar filling from 0 to 1.
    case progress(curve: Easing = .linear)
    /// The popup slides in from beyond `motion.edge` to its place while the dimming fades in: an action
    /// sheet's and a sheet's rise, a banner's drop, a toast's entrance (`PopupKind.slide(traits:)` gives each
    /// kind's motion).
    case slideIn(SlideMotion = SlideMotion())
    /// The popup slides from its place to beyond `motion.edge` while the dimming fades out.
    case slideOut(SlideMotion = SlideMotion())

    /// The transitions a spec's `animation.transition` and `popsnap animate --transition` name (a cross-fade
    /// from another screen is a scene, not a name).
    public enum Name: String, CaseIterable, Sendable {
        /// `crossfade` (0.3 s, easeInOut), `appear` (0.4 s, easeOut, from 1.2×), `disappear` (0.3 s, easeIn),
        /// `hud` (seed 002's 1.4 s HUD), `spin` (a one-second loop of the indicator) and `progress` (0 to 1 in 1 s,
        /// linear): each names the `Transition` case of that name with its defaults.
        case crossfade, appear, disappear, hud, spin, progress
        /// `slide-in` and `slide-out` move the popup from and to beyond its kind's edge, on its kind's curve, for
        /// its kind's time (UIKit's presentation spring from the bottom in 0.5 s unless the kind has its own).
        case slideIn = "slide-in", slideOut = "slide-out"
    }

    /// The transition `name` names, with its defaults (`curve` in place of its own; the HUD and the
    /// spinner keep seed 002's timing); a slide moves as `slide` says, the popup kind's motion.
    public init(_ name: Name, curve: Easing? = nil, slide: SlideMotion = SlideMotion()) {
        var motion = slide
        if let curve { motion.curve = curve }
        switch name {
        case .crossfade: self = curve.map { .crossfade(curve: $0) } ?? .crossfade()
        case .appear: self = curve.map { .appear(curve: $0) } ?? .appear()
        case .disappear: self = curve.map { .disappear(curve: $0) } ?? .disappear()
        case .hud: self = .hud()
        case .spin: self = .spin
        case .progress: self = curve.map { .progress(curve: $0) } ?? .progress()
        case .slideIn: self = .slideIn(motion)
        case .slideOut: self = .slideOut(motion)
        }
    }

    /// How long the transition lasts unless told: UIKit's 0.3 s for a cross-dissolve and a dismissal,
    /// UIAlertController's 0.4 s presentation, seed 002's HUD (appear, 1 s of spinning, disappear), one
    /// turn of the spinner, a second of progress, and a slide's own time.
    public var defaultDuration: Double {
        switch self {
        case .crossfade, .crossfadeFrom, .disappear: return 0.3
        case .appear: return 0.4
        case let .hud(edge): return 1 + 2 * edge
        case .spin, .progress: return 1
        case let .slideIn(motion), let .slideOut(motion): return motion.duration
        }
    }

    /// A loop repeats without its last frame, which would duplicate the first.
    var isLoop: Bool {
        if case .spin = self { return true }
        return false
    }

    /// How many frames an animation of `timeline` holds.
    func frameCount(_ timeline: Timeline) -> Int {
        isLoop ? max(1, timeline.frameCount - 1) : timeline.frameCount
    }

    /// How many times rendering it paints the popup: once for the cached layers, and once more for
    /// every frame that repaints it (`readsBackdrop`: the popup has a material, which a slide paints again).
    func popupPaints(_ timeline: Timeline, readsBackdrop: Bool) -> Int {
        1 + (0..<frameCount(timeline)).filter { state($0, timeline).repaintsPopup(readsBackdrop: readsBackdrop) }.count
    }
}

/// The dimming's opacity, the popup's and the popup's zoom about its centre at one moment of a transition.
public struct TransitionPresentation: Sendable, Equatable {
    /// The dimming's opacity, 0...1.
    public var backdrop: Double
    /// The popup's opacity, 0...1.
    public var popupOpacity: Double
    /// The popup's scale about its centre (1: its laid-out size).
    public var zoom: Double

    /// Presented and at rest: everything opaque, at its laid-out size.
    public static let atRest = TransitionPresentation(backdrop: 1, popupOpacity: 1, zoom: 1)
}

/// How one frame composes the scene's layers.
struct FrameState: Equatable {
    var backdrop = 1.0
    var popupOpacity = 1.0
    var zoom = 1.0
    /// Fade the dimming and the popup together as one layer (a cross-dissolve).
    var presented: Double?
    /// The activity indicator's brightest spoke, when it turns.
    var spinnerPhase: Int?
    /// The progress value of determinate elements, when it moves.
    var progress: Double?
    /// Cross-fading from another screen: its weight under this one.
    var fromOther: Double?
    /// Sliding: how far the popup is from its place.
    var slide: SlideOffset?

    /// Whether the frame paints the popup again (zoomed, its indicator turned, its progress moved, or moved
    /// over another part of the screen its material blurs) rather than composing the cached layers; the
    /// painting budget counts these; so does a stack whose parts slide apart (`SlideOffset.arriving`).
    func repaintsPopup(readsBackdrop: Bool) -> Bool {
        presented == nil && fromOther == nil
            && (zoom != 1 || spinnerPhase != nil || progress != nil
                || ((readsBackdrop || slide?.arriving != nil) && slide.map { $0.away != 0 } == true))
    }
}

extension Transition {
    /// The state of frame `i` of `timeline`.
    func state(_ i: Int, _ timeline: Timeline) -> FrameState {
        state(time: timeline.time(of: i), fraction: timeline.fraction(of: i), duration: timeline.duration)
    }

    /// How the dimming and the popup stand `time` seconds into the transition lasting `duration`
    /// (`fraction` of the way): what a front end drawing its own tree (a UIKit alert controller's view)
    /// applies to its dimming and its popup.
    /// ```swift
    /// let halfway = Transition.appear().presentation(atTime: 0.2, duration: 0.4)   // zoom 1.0…, opacity 0.8…
    /// ```
    public func presentation(atTime time: Double, duration: Double) -> TransitionPresentation {
        let s = state(time: time, fraction: duration > 0 ? min(1, max(0, time / duration)) : 1, duration: duration)
        return TransitionPresentation(backdrop: s.backdrop, popupOpacity: s.popupOpacity, zoom: s.zoom)
    }

    private func state(time t: Double, fraction f: Double, duration d: Double) -> FrameState {
        var s = FrameState()
        switch self {
        case let .crossfade(curve):
            s.presented = curve.value(at: f, duration: d)
        case let .crossfadeFrom(_, curve):
            s.fromOther = curve.value(at: f, duration: d)
        case let .appear(curve, fromScale):
            let e = curve.value(at: f, duration: d)
            s.backdrop = e
            s.popupOpacity = e
            s.zoom = fromScale + (1 - fromScale) * e
        case let .disappear(curve, toScale):
            let popup = curve.value(at: min(1, f * 1.5), duration: d * 2 / 3)
            let dim = curve.value(at: max(0, f * 1.5 - 0.5), duration: d * 2 / 3)
            s.popupOpacity = 1 - popup
            s.zoom = 1 + (toScale - 1) * popup
            s.backdrop = 1 - dim
        case let .hud(edge):
            // UIActivityIndicatorView steps one spoke at a time: twelve a second, a turn a second.
            s.spinnerPhase = Int((t * Double(IndicatorPainter.spokes)).rounded(.down)) % IndicatorPainter.spokes
            let e = min(edge, d / 2)
            let appear = Easing.easeOut.value(at: t / e, duration: e)
            let leave = Easing.easeIn.value(at: (t - (d - e)) / e, duration: e)
            s.backdrop = appear - leave
            s.popupOpacity = appear - leave
            s.zoom = t < d / 2 ? 1.2 - 0.2 * appear : 1 - 0.2 * leave
        case .spin:
            s.spinnerPhase = Int((t * Double(IndicatorPainter.spokes)).rounded(.down)) % IndicatorPainter.spokes
        case let .progress(curve):
            s.progress = curve.value(at: f, duration: d)
        case let .slideIn(motion):
            let e = motion.curve.value(at: f, duration: d)
            s.slide = SlideOffset(edge: motion.edge, away: 1 - e, arriving: motion.arriving)
            s.backdrop = min(1, max(0, e))
        case let .slideOut(motion):
            let e = motion.curve.value(at: f, duration: d)
            s.slide = SlideOffset(edge: motion.edge, away: e, arriving: motion.arriving)
            s.backdrop = 1 - min(1, max(0, e))
        }
        return s
    }
}
