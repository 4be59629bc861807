import Foundation
import XCTest
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport
@testable import PopsnapSnapshot

/// What `record` writes, `verify` can read: a reference larger than the read limit (`Verifier.imageLimits`)
/// is refused while it is written, naming the limit and the way out, with nothing left; and one already
/// there, too large to read but a PNG by its header, is Popsnap's own, not "a file of yours".
final class BoundedReferenceTests: TemporaryFolderTestCase {
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func spec(_ name: String, animated: Bool) throws -> String {
        let animation = animated ? #", "animation": {"transition": "spin", "fps": 12, "duration": 1}"# : ""
        try Data(#"{"scale": 1, "canvas": {"width": 80, "height": 80}, "popup": {"kind": "hud"}\#(animation)}"#.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    func verifier(maxBytes: Int) throws -> Verifier {
        var verifier = Verifier(renderer: try PopupRenderer(), mode: .all, artifacts: path("art"))
        verifier.imageLimits = ImageLimits(maxBytes: maxBytes)
        return verifier
    }

    /// Everything in the folder but the specs: what a refused record left.
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".json") }.sorted()
    }

    func testAnAnimationOverTheReadLimitIsNotRecorded() throws {
        let result = try verifier(maxBytes: 4000).verify(spec: try spec("spin.json", animated: true))
        XCTAssertEqual(result.status, .error)
        let message = try XCTUnwrap(result.message)
        XCTAssertTrue(message.contains("spin.apng") && message.contains("more than 4000 bytes"), message)
        XCTAssertTrue(message.contains("fewer frames") && message.contains("smaller canvas or scale"), message)
        XCTAssertEqual(try leftovers(), [], "no reference and no temporary file")
        // Within the limit it is recorded, and read back.
        XCTAssertEqual(try verifier(maxBytes: 1 << 20).verify(spec: path("spin.json")).status, .recorded)
        var check = try verifier(maxBytes: 1 << 20)
        check.mode = .never
        XCTAssertEqual(check.verify(spec: path("spin.json")).status, .pass)
    }

    func testAMissingAnimationOverTheReadLimitLeavesNoActualAPNG() throws {
        var verifier = try verifier(maxBytes: 4000)
        verifier.mode = .never
        let result = verifier.verify(spec: try spec("spin.json", animated: true))
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message?.contains("actual.apng") == true && result.message?.contains("more than 4000 bytes") == true, result.message ?? "")
        let listed = FileManager.default.enumerator(atPath: path("art"))?.allObjects as? [String] ?? []
        XCTAssertFalse(listed.contains { $0.hasSuffix("actual.apng") || $0.contains(".actual.apng.") }, "\(listed)")
    }

    func testAStillOverTheReadLimitIsNotRecorded() throws {
        let result = try verifier(maxBytes: 100).verify(spec: try spec("hud.json", animated: false))
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message?.contains("more than 100 bytes") == true, result.message ?? "")
        XCTAssertEqual(try leftovers(), [])
    }

    func testAReferenceTooLargeToReadIsStillAPNGOfPopsnaps() throws {
        let reference = try spec("hud.json", animated: false).replacingOccurrences(of: ".json", with: ".png")
        // A valid PNG of noise, larger than the limit below; the new render is smaller.
        var noise = SystemRandomNumberGenerator()
        let pixels = (0..<(64 * 64 * 4)).map { i in i % 4 == 3 ? UInt8(255) : UInt8.random(in: 0...255, using: &noise) }
        let big = try PNG.encodeStraight(width: 64, height: 64, rgba: pixels)
        try Data(big).write(to: URL(fileURLWithPath: reference))
        let result = try verifier(maxBytes: big.count - 1).verify(spec: path("hud.json"))
        XCTAssertEqual(result.status, .recorded, result.message ?? "")
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: reference)), Data(big), "replaced by the new reference")
    }
}
