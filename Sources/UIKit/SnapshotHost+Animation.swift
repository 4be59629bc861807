import Popsnap
import PopsnapGeometry
import PopsnapLayout

@_spi(PopsnapTesting)
extension SnapshotHost {
    /// The window holding `controller` (hosted as `image(of:size:safeArea:traits:)` hosts it) while
    /// `actions` run and the animations they start play: one frame each `1 / fps` seconds, for `duration`
    /// seconds, or, when nil, until the last animation, transition and completion has ended (what
    /// completions start included). Presented controllers are in the frames, as on screen.
    ///
    /// Throws when the frames would be more than `frameLimit`, when an animation repeats for ever and no
    /// duration is given, when nothing animates and no duration is given, and for what cannot be drawn.
    public static func frames(of controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection,
                              duration: Double?, fps: Double, frameLimit: Int, actions: (UIViewController) -> Void) throws -> FrameSource {
        let view: UIView = controller.view
        let scale = try self.scale(traits, view: view.nodeName)
        return try hosting(controller, size: size, safeArea: safeArea, traits: traits) { () throws -> FrameSource in
            guard let window = view.window else { throw ViewDrawingError(view: view.nodeName, reason: "it is not in a window") }
            return try record(window, scale: scale, duration: duration, fps: fps, frameLimit: frameLimit) { actions(controller) }
        }
    }

    /// The frames of `view` (hosted as `image(of:size:safeArea:traits:)` hosts it) while `actions` run and
    /// the animations they start play, as `frames(of:size:safeArea:traits:duration:fps:frameLimit:actions:)`
    /// records a controller's.
    public static func frames(of view: UIView, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection,
                              duration: Double?, fps: Double, frameLimit: Int, actions: (UIView) -> Void) throws -> FrameSource {
        let scale = try self.scale(traits, view: view.nodeName)
        return try hosting(view, size: size, safeArea: safeArea, traits: traits) { () throws -> FrameSource in
            try record(view, scale: scale, duration: duration, fps: fps, frameLimit: frameLimit) { actions(view) }
        }
    }

    /// `drawn` laid out at each frame's time while `actions`' animations play.
    private static func record(_ drawn: UIView, scale: Scale, duration: Double?, fps: Double, frameLimit: Int,
                               actions: () -> Void) throws -> FrameSource {
        guard AnimationRecording.current == nil else {
            throw ViewDrawingError(view: drawn.nodeName, reason: "an animation is already being recorded: record one at a time")
        }
        let recording = AnimationRecording()
        AnimationRecording.current = recording
        defer { AnimationRecording.current = nil }
        // Work left from before the recording (a still's completions) ends before it starts.
        AnimationEvents.runAll()
        actions()
        func frame(at time: Double) throws -> SceneLayout {
            recording.advance(to: time)
            if let reason = recording.unsupported.first { throw ViewDrawingError(view: drawn.nodeName, reason: reason) }
            return try drawn.drawnLayout(scale: scale)
        }
        if let duration {
            let timeline = try Timeline(duration: duration, fps: fps, limit: frameLimit)
            let layouts = try (0..<timeline.frameCount).map { try frame(at: timeline.time(of: $0)) }
            return try FrameSource(laidOut: layouts, canvas: canvas(of: drawn), timeline: timeline, renderer: try renderer(for: drawn))
        }
        guard !recording.repeatsForever else {
            throw ViewDrawingError(view: drawn.nodeName, reason: "an animation repeats for ever: give the recording a duration")
        }
        // Frames every 1 / fps until the end, which completions may push further as they run; the end is
        // then the timeline's last frame, and frames drawn past the timeline's last whole step are dropped.
        // The frame rate checked before it steps the loop below.
        _ = try Timeline(duration: max(recording.end, 1 / fps), fps: fps, limit: frameLimit)
        var layouts: [SceneLayout] = []
        var i = 0
        repeat {
            while Double(i) / fps < recording.end {
                // Past the limit, the timeline's own error says so, with its remedy.
                if i >= frameLimit { _ = try Timeline(duration: Double(i) / fps, fps: fps, limit: frameLimit) }
                layouts.append(try frame(at: Double(i) / fps))
                i += 1
            }
            recording.advance(to: recording.end)
        } while Double(i) / fps < recording.end
        guard recording.end > 0 else {
            throw ViewDrawingError(view: drawn.nodeName, reason: "nothing animates: snapshot it as an image, or give the recording a duration")
        }
        let timeline = try Timeline(duration: recording.end, fps: fps, limit: frameLimit)
        let kept = Array(layouts.prefix(timeline.frameCount - 1)) + [try frame(at: recording.end)]
        return try FrameSource(laidOut: kept, canvas: canvas(of: drawn), timeline: timeline, renderer: try renderer(for: drawn))
    }

    private static func canvas(of view: UIView) -> Size {
        Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
    }

    private static func renderer(for view: UIView) throws -> PopupRenderer {
        PopupRenderer(typesetter: try FontBook.loaded(for: view.nodeName))
    }
}
