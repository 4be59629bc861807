import Foundation
import XCTest
import PopsnapTestSupport

/// The painting budget bounds what paints: `convert`, `layout` and `accessibility` without `-o` paint
/// nothing, so a spec over it is still converted and laid out (they refused it, and `convert` suggested
/// --max-memory, which it does not take); what draws it is refused before any work, naming the limit.
final class PaintingBudgetScopeTests: TemporaryFolderTestCase, ExhaustiveLayer {
    /// Five nested opacity layers on an 8000 x 8000 px canvas: 6 buffers of 256 MB, over the 1 GiB default.
    static let heavy = #"{"canvas": {"width": 4000, "height": 4000}, "scale": 2, "popup": {"kind": "custom", "root": {"type": "vstack", "width": 300, "opacity": 0.5, "background": "white", "children": [{"type": "vstack", "opacity": 0.5, "children": [{"type": "vstack", "opacity": 0.5, "children": [{"type": "vstack", "opacity": 0.5, "children": [{"type": "box", "height": 90, "opacity": 0.5, "background": "red"}]}]}]}]}}}"#

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder, timeout: 120)
    }

    func testWhatPaintsNothingIsNotHeldToThePaintingBudget() throws {
        try Data(Self.heavy.utf8).write(to: folder.appendingPathComponent("heavy.json"))
        for args in [["convert", "heavy.json", "--to", "swift"], ["layout", "heavy.json"], ["accessibility", "heavy.json"]] {
            let r = try run(args)
            XCTAssertEqual(r.status, 0, "\(args): \(r.err)")
            XCTAssertTrue(args[0] == "accessibility" || !r.out.isEmpty, "\(args)")
        }
        for args in [["render", "heavy.json", "-o", "h.png"], ["accessibility", "heavy.json", "-o", "h.png"]] {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.err)")
            XCTAssertTrue(r.err.contains("painting the popup would take 1536000000 bytes (1464 MiB): 6 buffers of the 8000 x 8000 px canvas "
                + "(5 nested opacity layers), more than the limit of 1073741824 bytes; raise it with --max-memory BYTES"), "\(args): \(r.err)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("h.png").path))
    }

    /// A thousand rows make a legend of 40 columns: the overlay is refused before anything is drawn, saying
    /// what it is and what to do, not as "image of 37248 x 2400 px exceeds the limits".
    func testAnOverlayTooLargeSaysWhatItIs() throws {
        let rows = (0..<1000).map { #"{"type": "text", "name": "t\#($0)", "text": "Row \#($0)"}"# }.joined(separator: ", ")
        let spec = #"{"canvas": {"width": 400, "height": 800}, "scale": 3, "popup": {"kind": "custom", "root": {"type": "vstack", "width": 380, "children": [\#(rows)]}}}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("rows.json"))
        let r = try run(["accessibility", "rows.json", "-o", "overlay.png"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("the VoiceOver overlay would be 37248 x 2400 px: the 1200 x 2400 px render and beside it a legend of "
            + "1000 entries in 40 columns, more than the 16384 px a side and 256 MiB an image Popsnap draws: draw it at a lower scale, "
            + "or read the elements as lines"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("overlay.png").path))
        XCTAssertEqual(try run(["accessibility", "rows.json", "-o", "overlay.png", "--scale", "1"]).status, 0, "the way out works")
    }

    /// The overlay is a canvas of its own beside the render (the 40-column legend at 1x: 12,240 x 800 px,
    /// 39 MB, and its PNG): counted in the memory budget before anything is drawn, not only its side.
    func testAnOverlayIsHeldToTheMemoryBudget() throws {
        let rows = (0..<1000).map { #"{"type": "text", "name": "t\#($0)", "text": "Row \#($0)"}"# }.joined(separator: ", ")
        let spec = #"{"canvas": {"width": 400, "height": 800}, "scale": 1, "popup": {"kind": "custom", "root": {"type": "vstack", "width": 380, "children": [\#(rows)]}}}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("rows.json"))
        let r = try run(["accessibility", "rows.json", "-o", "overlay.png", "--max-memory", "50000000"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("painting the popup and its VoiceOver overlay would take 82022400 bytes (78 MiB): 2 buffers of the 400 x 800 px canvas, "
            + "and 79462400 bytes for the overlay and its PNG, "), r.err)
        XCTAssertTrue(r.err.contains("more than the limit of 50000000 bytes; raise it with --max-memory BYTES"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("overlay.png").path))
        XCTAssertEqual(try run(["accessibility", "rows.json", "--max-memory", "50000000"]).status, 0, "the lines draw nothing")
        XCTAssertEqual(try run(["accessibility", "rows.json", "-o", "overlay.png", "--max-memory", "100000000"]).status, 0, "room for it")
    }
}
