import Popsnap
import PopsnapRaster

/// A value with a strategy of its own, so `assertSnapshot(of: value)` needs no `as:`.
///
/// ```swift
/// extension Receipt: Snapshottable {
///     static var snapshotting: Snapshotting<Receipt, String> { Snapshotting.lines.pullback(\.text) }
/// }
/// ```
public protocol Snapshottable {
    /// What the value becomes to be compared and stored: an `Image` for a scene, a `String` for text, the
    /// value itself when it is stored as it is.
    associatedtype SnapshotFormat
    /// The strategy `assertSnapshot(of:)` and `expectSnapshot(of:)` use when no `as:` is given.
    static var snapshotting: Snapshotting<Self, SnapshotFormat> { get }
}

extension Image: Snapshottable {
    /// `.image`: the image itself, against a PNG, compared with pixelmatch within the configuration's tolerance.
    public static var snapshotting: Snapshotting<Image, Image> { .image }
}

extension PopupScene: Snapshottable {
    /// `.scene`: the scene rendered as a still, against a PNG.
    public static var snapshotting: Snapshotting<PopupScene, Image> { .scene }
}

extension FrameSource: Snapshottable {
    /// `.frames`: frames already rendered, against an APNG, frame by frame with their delays.
    public static var snapshotting: Snapshotting<FrameSource, FrameSource> { .frames }
}

extension PopupSpec: Snapshottable {
    /// `.spec`: the spec's still against a PNG, or its animation against an APNG when it has one, as
    /// `popsnap verify` checks it.
    public static var snapshotting: Snapshotting<PopupSpec, PreparedPopup> { .spec }
}

extension PreparedPopup: Snapshottable {
    /// `.prepared`: checked as a spec is, over the scene made already.
    public static var snapshotting: Snapshotting<PreparedPopup, PreparedPopup> { .prepared }
}
