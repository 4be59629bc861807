import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG

/// `popsnap diff` keeps the one memory budget (`--max-memory`) and writes no side-by-side larger than
/// Popsnap reads, both checked from the files' headers before anything is decoded.
final class DiffBudgetTests: TemporaryFolderTestCase {
    /// A `width` x `height` opaque grey PNG; `shade` tells two apart.
    func png(_ name: String, width: Int, height: Int, shade: UInt8 = 200) throws -> String {
        let path = folder.appendingPathComponent(name).path
        var pixels = [UInt8](repeating: shade, count: width * height * 4)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        try Data(try PNG.encodeStraight(width: width, height: height, rgba: pixels)).write(to: URL(fileURLWithPath: path))
        return path
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }

    func testAComparisonOverTheMemoryLimitIsRefusedBeforeItIsDecoded() throws {
        let a = try png("a.png", width: 64, height: 64), b = try png("b.png", width: 64, height: 64, shade: 100)
        let refused = try RunPopsnap.run(["diff", a, b, "-o", "diff.png", "--max-memory", "10000"], in: folder)
        XCTAssertEqual(refused.status, 2, refused.out + refused.err)
        XCTAssertTrue(refused.err.contains("more than the limit of 10000 bytes; raise it with --max-memory BYTES"), refused.err)
        XCTAssertTrue(refused.err.contains("64 x 64 px"), refused.err)
        XCTAssertFalse(exists("diff.png"))
        // The default budget takes them.
        let compared = try RunPopsnap.run(["diff", a, b, "-o", "diff.png"], in: folder)
        XCTAssertEqual(compared.status, 1, compared.err)
        XCTAssertTrue(exists("diff.png"))
    }

    func testASideBySideWiderThanPopsnapReadsIsRefusedNamingBothSizes() throws {
        // Three images of 5,462 px in a row are 16,386 px: two past the widest image the readers accept.
        let a = try png("a.png", width: 5462, height: 1), b = try png("b.png", width: 5462, height: 1, shade: 100)
        let refused = try RunPopsnap.run(["diff", a, b, "--side-by-side", "sbs.png"], in: folder)
        XCTAssertEqual(refused.status, 2, refused.out + refused.err)
        XCTAssertTrue(refused.err.contains("--side-by-side would be 16386 x 1 px"), refused.err)
        XCTAssertTrue(refused.err.contains("16384 px a side"), refused.err)
        XCTAssertFalse(exists("sbs.png"))
        let c = try png("c.png", width: 5461, height: 1), d = try png("d.png", width: 5461, height: 1, shade: 100)
        let narrow = try RunPopsnap.run(["diff", c, d, "--side-by-side", "sbs.png"], in: folder)
        XCTAssertEqual(narrow.status, 1, narrow.err)
        XCTAssertTrue(exists("sbs.png"))
    }
}

extension DiffBudgetTests {
    /// verify's side-by-side artifact of images 5,462 px wide would be 16,386 px: it is left out, and the
    /// failure still reported with its expected, actual and diff (the check could not be read before).
    func testVerifyLeavesOutASideBySideLargerThanPopsnapReads() throws {
        let spec = ##"{"scale": 1, "canvas": {"width": 5462, "height": 100}, "background": "#00FF00", "popup": {"kind": "hud"}}"##
        try Data(spec.utf8).write(to: folder.appendingPathComponent("w.json"))
        _ = try png("w.png", width: 5462, height: 100, shade: 90)
        let r = try RunPopsnap.run(["verify", "w.json", "--artifacts", "art"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(r.status, 1, r.err)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("art/w").path).sorted()
        XCTAssertEqual(names, [".popsnap-manifest", "actual.png", "diff.png", "expected.png"])
        XCTAssertTrue(r.err.contains("art/w/diff.png"), r.err)
    }
}
