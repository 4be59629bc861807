import Foundation
import XCTest
import PopsnapSpecTestSupport
import PopsnapTestSupport
import PopsnapGeometry
import PopsnapPNG
import PopsnapRaster
@testable import Popsnap

/// Issue 20: one memory budget covers what the other limits multiply, checked before the work; an
/// image file is decoded once however often a spec names it, and counted once.
final class MemoryBudgetTests: TemporaryFolderTestCase {
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A `side` x `side` PNG of one colour in the folder.
    func png(_ name: String, side: Int, color: Color = .white) throws {
        try PNG.write(try Image(width: side, height: side, fill: color), to: folder.appendingPathComponent(name).path)
    }

    /// A custom popup of `count` image elements, naming `images` in turn.
    func imageSpec(_ images: [String], count: Int) -> String {
        let children = (0..<count).map { #"{"type": "image", "width": 10, "height": 10, "image": ""# + images[$0 % images.count] + #""}"# }
        return #"{"popup": {"kind": "custom", "root": {"type": "vstack", "children": ["# + children.joined(separator: ",") + "]}}}"
    }

    func loadError(_ path: String, limits: SpecLimits) -> SpecError? {
        do { _ = try PopupSpec.load(contentsOf: path, limits: limits) } catch {
            if case let .spec(e) = error { return e }
            XCTFail("not a spec error: \(error)")
        }
        return nil
    }

    func testAFileNamedManyTimesIsDecodedOnceAndCountedOnce() throws {
        try png("a.png", side: 64)
        let path = try write("spec.json", imageSpec(["a.png"], count: 20))
        // 20 references to one 16 KiB image fit a budget of two screens and one image, not of twenty.
        var limits = SpecLimits()
        limits.memory = 2 * 1179 * 2556 * 4 + 64 * 64 * 4
        let spec = try PopupSpec.load(contentsOf: path, limits: limits)
        let root = spec.scene().popup
        let files = Set(root.children.compactMap { if case let .image(.file(f)) = $0.content { ObjectIdentifier(f) } else { nil } })
        XCTAssertEqual(files.count, 1, "every reference shares one file")
        // Two files are two images: one byte short of them both, the spec is refused before either is decoded.
        try png("b.png", side: 64, color: .black)
        limits.memory = 2 * 1179 * 2556 * 4 + 2 * 64 * 64 * 4 - 1
        let two = try write("two.json", imageSpec(["a.png", "b.png"], count: 4))
        let e = loadError(two, limits: limits)
        XCTAssertEqual(e?.path, "popup.root")
        XCTAssertEqual(e?.saying, "painting the popup would take 24140960 bytes (23 MiB): 2 buffers of the 1179 x 2556 px canvas "
                       + "and 32768 bytes of decoded images, more than the limit of 24140959 bytes; raise SpecLimits.memory")
    }

    func testAnImageRewrittenInPlaceIsDecodedAgain() throws {
        try png("a.png", side: 8, color: .white)
        let path = try write("spec.json", imageSpec(["a.png"], count: 1))
        func file() throws -> ImageFile {
            guard case let .image(.file(file)) = try PopupSpec.load(contentsOf: path).scene().popup.children[0].content else { throw CocoaError(.fileReadCorruptFile) }
            return file
        }
        XCTAssertEqual(try file().decoded()[0, 0], Color.white.premultiplied)
        try png("a.png", side: 9, color: .black)
        let again = try file()
        XCTAssertEqual(again.width, 9)
        XCTAssertEqual(try again.decoded()[0, 0], Color.black.premultiplied)
    }

    func testNestedLayersAndBlursAreCountedInCanvasBuffers() throws {
        func nested(_ n: Int, _ extra: String = "") -> String {
            var root = #"{"type": "box""# + extra + "}"
            for _ in 0..<n { root = #"{"type": "vstack", "opacity": 0.9, "children": ["# + root + "]}" }
            return #"{"canvas": {"width": 4096, "height": 4096}, "scale": 1, "popup": {"kind": "custom", "root": "# + root + "}}"
        }
        // A 4096 x 4096 px buffer is 64 MiB: the budget of 1 GiB holds 16 of them.
        XCTAssertNoThrow(try PopupSpec.load(contentsOf: try write("fifteen.json", nested(15))))
        let e = loadError(try write("sixteen.json", nested(16)), limits: .default)
        XCTAssertEqual(e?.path, "popup.root")
        XCTAssertEqual(e?.saying, "painting the popup would take 1140850688 bytes (1088 MiB): 17 buffers of the 4096 x 4096 px canvas "
                       + "(16 nested opacity layers), more than the limit of 1073741824 bytes; raise SpecLimits.memory")
        let blur = loadError(try write("blur.json", nested(13, #", "background": {"material": "systemMaterial"}"#)), limits: .default)
        XCTAssertEqual(blur?.saying, "painting the popup would take 1140850688 bytes (1088 MiB): 17 buffers of the 4096 x 4096 px canvas "
                       + "(13 nested opacity layers, a blur), more than the limit of 1073741824 bytes; raise SpecLimits.memory")
        // The same spec at 1/4 of the pixels is well within it.
        var overrides = SpecOverrides()
        overrides.size = Size(width: 2048, height: 2048)
        XCTAssertNoThrow(try PopupSpec.make(file: try write("small.json", nested(16)), overrides: overrides))
    }

    func testEveryThreadDrawingFramesCountsItsFramesInFlight() throws {
        let path = try write("fade.json", #"{"canvas": {"width": 2048, "height": 2048}, "scale": 1, "popup": {"kind": "hud"}, "#
                             + #""animation": {"transition": "crossfade", "duration": 0.1, "fps": 60}}"#)
        var limits = SpecLimits()
        // 16 MiB a buffer: 2 for the scene and 3 a thread.
        limits.memory = 8 * 2048 * 2048 * 4
        let spec = try PopupSpec.load(contentsOf: path, limits: limits), popup = PreparedPopup(spec)
        let (transition, timeline) = try spec.animation!.resolved(frameLimit: limits.frames)
        XCTAssertNoThrow(try popup.checkBudget(animating: transition, timeline, limits: limits, file: "fade.json", jobs: 2))
        XCTAssertThrowsError(try popup.checkBudget(animating: transition, timeline, limits: limits, file: "fade.json", jobs: 3)) { error in
            XCTAssertEqual("\(error)", "fade.json: popup: painting the popup would take 184549376 bytes (176 MiB): 11 buffers of the "
                           + "2048 x 2048 px canvas (9 frames in flight), more than the limit of 134217728 bytes; raise SpecLimits.memory")
        }
        XCTAssertEqual(popup.memoryEstimate(jobs: 3), 184_549_376, "what a MemoryGate reserves is what the budget counts")
    }

    /// Checks on several threads wait for their part of one budget: never more than it held at once,
    /// and a check as large as the whole budget runs alone.
    func testAMemoryGateNeverHoldsMoreThanItsCapacity() {
        let gate = MemoryGate(capacity: 10)
        let lock = NSLock()
        nonisolated(unsafe) var held = 0, most = 0
        let sizes = [6, 4, 10, 3, 3, 3, 7, 2, 9, 1, 5, 5]
        _ = sizes.parallelMap(jobs: 4) { bytes in
            gate.withReservation(bytes) {
                lock.lock(); held += bytes; most = max(most, held); lock.unlock()
                // Work long enough that others try to enter meanwhile.
                var x = 0
                for i in 0..<200_000 { x &+= i }
                lock.lock(); held -= bytes; lock.unlock()
                return x
            }
        }
        XCTAssertLessThanOrEqual(most, 10)
        XCTAssertEqual(held, 0)
    }
}

/// A spec's own `limits`: lower than the run's, never higher.
final class SpecOwnLimitsTests: TemporaryFolderTestCase {
    func load(_ text: String, limits: SpecLimits = .default) throws -> PopupSpec {
        let url = folder.appendingPathComponent("spec.json")
        try Data(text.utf8).write(to: url)
        return try PopupSpec.load(contentsOf: url.path, limits: limits)
    }

    func message(_ text: String) -> String? {
        do { _ = try load(text); return nil } catch let error as PopsnapError {
            if case let .spec(e) = error { return "\(e.path): \(e.saying)" }
            return "\(error)"
        } catch { return "\(error)" }
    }

    func testASpecCanLowerItsLimitsButNotRaiseThem() throws {
        let variants = #""variants": {"appearances": ["light", "dark"], "contentSizes": ["S", "L"]}"#
        XCTAssertNoThrow(try load(#"{"popup": {"kind": "hud"}, "# + variants + "}"))
        XCTAssertEqual(message(#"{"popup": {"kind": "hud"}, "limits": {"maxVariants": 3}, "# + variants + "}"),
                       "variants: the matrix has 4 variants (2 appearances x 2 contentSizes), more than the limit of 3; raise SpecLimits.variants")
        XCTAssertEqual(message(#"{"popup": {"kind": "hud"}, "limits": {"maxMemory": 20000000}}"#),
                       "limits.maxMemory: painting the popup would take 24108192 bytes (22 MiB): 2 buffers of the 1179 x 2556 px canvas, "
                       + "more than the spec's own limit of 20000000 bytes")
        XCTAssertEqual(message(#"{"popup": {"kind": "hud"}, "limits": {"maxVariants": 1000}}"#),
                       "limits.maxVariants: a spec can lower a limit, not raise it: 1000 is more than the run's 256; raise SpecLimits.variants")
    }
}
