#if canImport(XCTest)
import XCTest
import Popsnap
import PopsnapRaster
import PopsnapSnapshot

/// Fails the test when `image` differs from its reference, Snapshots/<TestFile>/<name>.png.
///
/// ```swift
/// func testAlert() throws {
///     assertSnapshot(of: try renderer.render(scene), named: "alert")
/// }
/// ```
public func assertSnapshot(of image: Image, named name: String, record: RecordMode? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    report(.image(image), name, record, file, line)
}

/// Renders `scene` and compares it with Snapshots/<TestFile>/<name>.png.
public func assertSnapshot(of scene: PopupScene, named name: String, record: RecordMode? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    report(.scene(scene), name, record, file, line)
}

/// Renders the spec at `path` (a still, or an animation when it has one) and compares it with its reference.
public func assertSnapshot(ofSpec path: String, named name: String, record: RecordMode? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    report(.spec(path), name, record, file, line)
}

/// Compares every frame with Snapshots/<TestFile>/<name>.apng; a failure names the first frame that differs.
public func assertSnapshot(of frames: FrameSource, named name: String, record: RecordMode? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    report(.animation(frames), name, record, file, line)
}

private func report(_ value: Snapshottable, _ name: String, _ record: RecordMode?, _ file: StaticString, _ line: UInt) {
    var configuration = SnapshotConfiguration.current
    if let record { configuration.record = record }
    if let failure = snapshotFailure(of: value, named: name, configuration: configuration, file: "\(file)") {
        XCTFail(failure, file: file, line: line)
    }
}
#endif
