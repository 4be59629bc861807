import Foundation
import XCTest
import PopsnapTestSupport

/// Issue 20 through the binary: the memory budget is checked before the work, exits 2 naming
/// `--max-memory`, writes nothing, and the option raises it.
final class MemoryCommandTests: TemporaryFolderTestCase {
    func testTheMemoryBudgetNamesItsOptionAndWritesNothing() throws {
        var root = #"{"type": "box", "width": 100, "height": 100, "background": "red"}"#
        for _ in 0..<3 { root = #"{"type": "vstack", "opacity": 0.9, "children": ["# + root + "]}" }
        try Data((#"{"canvas": {"width": 2048, "height": 2048}, "scale": 1, "popup": {"kind": "custom", "root": "# + root + "}}").utf8)
            .write(to: folder.appendingPathComponent("layers.json"))
        // 2048 x 2048 px is 16 MiB a buffer; 3 nested layers hold 4 of them.
        let refused = try RunPopsnap.run(["render", "layers.json", "-o", "out.png", "--max-memory", "60000000"], in: folder)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.err, "popsnap render: layers.json: popup.root: painting the popup would take 67108864 bytes (64 MiB): "
                       + "4 buffers of the 2048 x 2048 px canvas (3 nested opacity layers), more than the limit of 60000000 bytes; "
                       + "raise it with --max-memory BYTES\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["layers.json"])
        let raised = try RunPopsnap.run(["render", "layers.json", "-o", "out.png", "--max-memory", "67108864"], in: folder)
        XCTAssertEqual(raised.status, 0, raised.err)
    }
}
