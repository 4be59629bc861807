import Foundation
import XCTest
import PopsnapSpecTestSupport
import PopsnapTestSupport
@testable import Popsnap
import PopsnapLayout

/// Issue 9: every limit on what a spec may ask is checked before the work it bounds, and its message
/// names the spec's real figure, the limit and how to raise it.
final class SpecLimitsTests: TemporaryFolderTestCase {
    /// A spec file holding `text`, by path.
    func file(_ text: String, named name: String = "spec.json") throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The spec error loading `path` with `limits` gives.
    func loadError(_ path: String, limits: SpecLimits = .default, line: UInt = #line) -> SpecError? {
        do {
            _ = try PopupSpec.load(contentsOf: path, limits: limits)
            XCTFail("loaded without error", line: line)
        } catch {
            guard case let .spec(e) = error else { XCTFail("not a spec error: \(error)", line: line); return nil }
            return e
        }
        return nil
    }

    /// A custom popup whose root is `root`, at the default canvas and scale (393 x 852 pt at 3x).
    func custom(_ root: String) -> String { #"{"popup": {"kind": "custom", "root": "# + root + "}}" }

    func boxes(_ count: Int, _ extra: String = "") -> String {
        #"{"type": "vstack", "children": ["# + Array(repeating: #"{"type": "box""# + extra + "}", count: count).joined(separator: ",") + "]}"
    }

    func testDefaults() {
        let limits = SpecLimits()
        XCTAssertEqual([limits.specBytes, limits.jsonDepth, limits.treeDepth, limits.nodes, limits.layers, limits.shadowMegapixels, limits.frames,
                        limits.memory],
                       [1 << 20, 200, 64, 10_000, 16, 200, 1000, 1 << 30])
    }

    func testNodesAreCountedBeforeTheTreeIsDecoded() throws {
        var limits = SpecLimits()
        limits.nodes = 50
        // 51 elements: the stack and 50 boxes.
        let path = try file(custom(boxes(50)))
        let e = loadError(path, limits: limits)
        XCTAssertEqual(e?.description, "\(path):1:38: popup.root: the element tree has 51 elements, more than the limit of 50; "
                       + "raise SpecLimits.nodes")
        limits.nodes = 51
        XCTAssertNoThrow(try PopupSpec.load(contentsOf: path, limits: limits))
    }

    func testTreeDepthNamesElementsNotJSONLevels() throws {
        // 65 elements deep is 131 JSON levels, within the JSON limit of 200: the tree's own limit speaks.
        var root = #"{"type": "box"}"#
        for _ in 1..<65 { root = #"{"type": "vstack", "children": ["# + root + "]}" }
        let path = try file(custom(root))
        XCTAssertEqual(loadError(path)?.saying, "the element tree is 65 elements deep, more than the limit of 64; "
                       + "raise SpecLimits.treeDepth")
    }

    func testLayersAreCountedBeforePainting() throws {
        let path = try file(custom(boxes(17, #", "opacity": 0.5"#)))
        let e = loadError(path)
        XCTAssertEqual(e?.path, "popup.root")
        XCTAssertEqual(e?.saying, "the popup has 17 elements with an opacity below 1, each a layer, more than the limit of 16; "
                       + "raise SpecLimits.layers")
        // An absent element is not painted, so its layer does not count.
        XCTAssertNoThrow(try PopupSpec.load(contentsOf: try file(custom(boxes(17, #", "opacity": 0.5, "present": false"#)))))
    }

    func testShadowWorkIsShadowsTimesCanvasPixels() throws {
        // 1179 x 2556 px at 3x: 66 shadows are 198.9 megapixels, 67 are 201.9.
        let shadow = #", "shadow": {"color": "black", "radius": 2000}"#
        XCTAssertNoThrow(try PopupSpec.load(contentsOf: try file(custom(boxes(66, shadow)))))
        let path = try file(custom(boxes(67, shadow)))
        XCTAssertEqual(loadError(path)?.saying, "67 shadows over the 1179 x 2556 px canvas are 202.0 megapixels of shadow, "
                       + "more than the limit of 200 megapixels; raise SpecLimits.shadowMegapixels")
        // Checked on the final scale: an override to 1x brings it within the limit.
        var overrides = SpecOverrides()
        overrides.scale = 1
        XCTAssertNoThrow(try PopupSpec.make(file: path, overrides: overrides))
    }

    /// A material blurs the screen around it: it counts as a shadow does, so thousands cannot stall a render.
    func testMaterialsCountAsBlurWork() throws {
        let material = #", "background": {"material": "systemMaterial"}"#
        XCTAssertNoThrow(try PopupSpec.load(contentsOf: try file(custom(boxes(66, material)))))
        XCTAssertEqual(loadError(try file(custom(boxes(67, material))))?.saying,
                       "67 materials over the 1179 x 2556 px canvas are 202.0 megapixels of shadow, "
                       + "more than the limit of 200 megapixels; raise SpecLimits.shadowMegapixels")
    }

    func testSpecBytesAreTheFileSizeCheckedBeforeReading() throws {
        // A 52 MB sparse file: no disk, no reading; the message gives its real size.
        let path = folder.appendingPathComponent("big.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 52 << 20)
        try handle.close()
        XCTAssertEqual(loadError(path)?.description, "\(path): the file is 54525952 bytes, more than the limit of 1048576 bytes; "
                       + "raise SpecLimits.specBytes")
    }

    func testJSONLimitsSayHowToRaiseThem() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let e = specError { () throws(SpecError) in try SpecParsing.parse(Array(deep.utf8), file: "deep.json") }
        XCTAssertEqual(e?.saying, "arrays and objects are nested 300 levels deep, more than the limit of 200; "
                       + "raise SpecLimits.jsonDepth")
    }

    func testFramesNameTheRealCount() throws {
        XCTAssertEqual(try? Timeline(duration: 1, fps: 60, limit: 61).frameCount, 61)
        XCTAssertThrowsError(try Timeline(duration: 1e300, fps: 60)) { error in
            XCTAssertEqual((error as? AnimationError)?.saying, "1e+300 s at 60 fps is 6e+301 frames, more than the limit of 1000; "
                           + "raise SpecLimits.frames")
        }
        // A spec's animation is checked when it is decoded, before any frame is drawn.
        let path = try file(#"{"popup": {"kind": "hud"}, "animation": {"transition": "spin", "duration": 60, "fps": 240}}"#)
        let e = loadError(path)
        XCTAssertEqual(e?.path, "animation")
        XCTAssertEqual(e?.saying, "60 s at 240 fps is 14401 frames, more than the limit of 1000; raise SpecLimits.frames")
    }
}
