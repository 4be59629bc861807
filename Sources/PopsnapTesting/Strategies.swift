import Popsnap
import PopsnapRaster
import PopsnapSnapshot

extension Diffing where Format == Image {
    /// A PNG, compared with pixelmatch (or exactly) within the configuration's tolerance.
    public static var image: Diffing {
        Diffing { image, reference, verifier in try verifier.check(image: image, reference: reference.stem + ".png", name: reference.key) }
    }
}

extension Diffing where Format == FrameSource {
    /// An APNG, frame by frame: a failure names the first frame that differs and its time.
    public static var frames: Diffing {
        Diffing { frames, reference, verifier in try verifier.check(frames: frames, reference: reference.stem + ".apng", name: reference.key) }
    }
}

extension Diffing where Format == PopupSpec {
    /// A still against a PNG, or the spec's `animation` against an APNG, as `popsnap verify` checks it.
    public static var spec: Diffing {
        Diffing { spec, reference, verifier in try verifier.check(spec: spec, referenceStem: reference.stem, name: reference.key) }
    }
}

extension Snapshotting where Value == Image, Format == Image {
    /// An image as it is.
    public static var image: Snapshotting { Snapshotting(diffing: .image) { image, _ in image } }
}

extension Snapshotting where Value == PopupScene, Format == Image {
    /// A scene rendered as a still.
    public static var scene: Snapshotting { Snapshotting(diffing: .image) { scene, context in try context.renderer.render(scene) } }
}

extension Snapshotting where Value == PopupScene, Format == FrameSource {
    /// A scene animated by `transition`, for `duration` seconds (the transition's own unless given) at `fps`.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .animation(.appear()), named: "appear")
    /// ```
    public static func animation(_ transition: Transition, duration: Double? = nil, fps: Double = 60) -> Snapshotting {
        Snapshotting(diffing: .frames) { scene, context in
            let timeline = try Timeline(duration: duration ?? transition.defaultDuration, fps: fps, limit: context.limits.frames)
            return try AnimationRenderer(renderer: context.renderer).frames(of: scene, transition: transition, timeline: timeline)
        }
    }
}

extension Snapshotting where Value == FrameSource, Format == FrameSource {
    /// Frames already rendered.
    public static var frames: Snapshotting { Snapshotting(diffing: .frames) { frames, _ in frames } }
}

extension Snapshotting where Value == PopupSpec, Format == PopupSpec {
    /// A spec: its still, or its animation when it has one.
    public static var spec: Snapshotting { Snapshotting(diffing: .spec) { spec, _ in spec } }
}

extension Snapshotting where Value == String, Format == PopupSpec {
    /// The spec file at a path, relative to the test file's package unless absolute.
    public static var specFile: Snapshotting {
        Snapshotting(diffing: .spec) { path, context in try PopupSpec.load(contentsOf: context.resolve(path), limits: context.limits) }
    }
}

/// A value with a strategy of its own, so `assertSnapshot(of: value)` needs no `as:`.
public protocol Snapshottable {
    associatedtype SnapshotFormat
    static var snapshotting: Snapshotting<Self, SnapshotFormat> { get }
}

extension Image: Snapshottable {
    public static var snapshotting: Snapshotting<Image, Image> { .image }
}

extension PopupScene: Snapshottable {
    public static var snapshotting: Snapshotting<PopupScene, Image> { .scene }
}

extension FrameSource: Snapshottable {
    public static var snapshotting: Snapshotting<FrameSource, FrameSource> { .frames }
}

extension PopupSpec: Snapshottable {
    public static var snapshotting: Snapshotting<PopupSpec, PopupSpec> { .spec }
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
