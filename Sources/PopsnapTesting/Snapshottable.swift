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
