import Popsnap
import PopsnapRaster
import PopsnapSnapshot

extension Diffing where Value == Image {
    /// A PNG, compared with pixelmatch (or exactly) within the tolerance of the configuration in force when it
    /// is compared (`SnapshotConfiguration.current`, with the call's `tolerance:`), as `popsnap verify` compares.
    ///
    /// ```swift
    /// let strategy = Snapshotting<Image, Image>(pathExtension: "png", diffing: .image) { image, _ in image }
    /// ```
    public static var image: Diffing { image { _ in } }

    /// `image` with the configuration's match changed by `adjust` (a strategy's own precision).
    static func image(adjusting adjust: @escaping @Sendable (inout ImageMatch) -> Void) -> Diffing {
        @Sendable func configured() throws -> Diffing {
            var match = SnapshotConfiguration.current.match
            adjust(&match)
            return .image(match: match, renderer: try SharedRenderer.renderer())
        }
        var diffing = Diffing(toData: { try configured().toData($0) }, fromData: { try configured().fromData($0) }) { reference, actual in
            do { return try configured().diff(reference, actual) } catch { return ("the images could not be compared: \(error)", []) }
        }
        diffing.comparesFile = { image, path in try configured().comparesFile!(image, path) }
        diffing.noun = "image"
        return diffing
    }
}

extension Snapshotting where Value == Image, Format == Image {
    /// An image as it is, against a PNG.
    public static var image: Snapshotting { Snapshotting(pathExtension: "png", diffing: .image) { image, _ in image } }
}

extension Snapshotting where Value == PopupScene, Format == Image {
    /// A scene rendered as a still.
    public static var scene: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image) { scene, context in try context.renderer.render(scene) }
    }
}

extension Snapshotting where Format == FrameSource {
    /// Frames against an APNG, frame by frame and a few at a time: a failure names the first frame that differs.
    static func frames(_ snapshot: @escaping @Sendable (Value, SnapshotContext) throws -> FrameSource) -> Snapshotting {
        Snapshotting(pathExtension: "apng", check: .streamed { frames, reference, verifier in
            try verifier.check(frames: frames, reference: reference.stem + ".apng", name: reference.key)
        }, snapshot: snapshot)
    }
}

extension Snapshotting where Value == PopupScene, Format == FrameSource {
    /// A scene animated by `transition`, for `duration` seconds (the transition's own unless given) at `fps`.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .animation(.appear()), named: "appear")
    /// ```
    public static func animation(_ transition: Transition, duration: Double? = nil, fps: Double = 60) -> Snapshotting {
        .frames { scene, context in
            let timeline = try Timeline(duration: duration ?? transition.defaultDuration, fps: fps, limit: context.limits.frames)
            return try AnimationRenderer(renderer: context.renderer).frames(of: scene, transition: transition, timeline: timeline)
        }
    }
}

extension Snapshotting where Value == FrameSource, Format == FrameSource {
    /// Frames already rendered.
    public static var frames: Snapshotting { .frames { frames, _ in frames } }
}

extension Snapshotting where Value == PreparedPopup, Format == PreparedPopup {
    /// A prepared popup (a spec with its scene made once): its still against a PNG, or its animation against
    /// an APNG when it has one, as `popsnap verify` checks it (which of the two is known only once the spec
    /// is loaded: `pathExtension` says png).
    public static var prepared: Snapshotting {
        Snapshotting(pathExtension: "png", check: .streamed { popup, reference, verifier in
            try verifier.check(popup, referenceStem: reference.stem, name: reference.key)
        }) { popup, _ in popup }
    }
}

extension Snapshotting where Value == PopupSpec, Format == PreparedPopup {
    /// A spec, checked as `prepared` checks it, its scene made here.
    public static var spec: Snapshotting {
        Snapshotting<PreparedPopup, PreparedPopup>.prepared.pullback { PreparedPopup($0) }
    }
}

extension Snapshotting where Value == String, Format == PreparedPopup {
    /// The spec file at a path, relative to the test file's package unless absolute: read, its limits checked
    /// on the scene it is drawn as, made once.
    public static var specFile: Snapshotting {
        Snapshotting<PreparedPopup, PreparedPopup>.prepared.pullback { path, context in
            try PopupSpec.prepare(file: context.resolve(path), overrides: SpecOverrides(), limits: context.limits)
        }
    }
}

extension Snapshotting where Value == PopupSpec, Format == FrameSource {
    /// A spec's scene animated by `transition`, whatever animation the spec itself names.
    ///
    /// ```swift
    /// assertSnapshot(of: PopupSpec(popup: AlertPopup(title: "Oops", message: "Gone.")), as: .animation(.appear()))
    /// ```
    public static func animation(_ transition: Transition, duration: Double? = nil, fps: Double = 60) -> Snapshotting {
        Snapshotting<PopupScene, FrameSource>.animation(transition, duration: duration, fps: fps).pullback { $0.scene() }
    }
}
