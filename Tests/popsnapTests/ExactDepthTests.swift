import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapPNG

/// `--exact` compares 16-bit files at 16 bits: rounding both to 8 would hide a change of every low byte.
final class ExactDepthTests: TemporaryFolderTestCase {
    /// A 2 x 2 RGBA file of 16-bit samples, every one `sample` (big-endian in the rows, as PNG holds them).
    func write16(_ name: String, sample: UInt16) throws -> String {
        let samples = (0..<16).flatMap { _ in [UInt8(sample >> 8), UInt8(sample & 0xFF)] }
        let bytes = try PNG.encode(samples: samples, width: 2, height: 2, colorType: .rgba, bitDepth: 16, compression: .fast)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testEveryLowByteChangedFailsWithExact() throws {
        let a = try write16("a.png", sample: 0x8000), b = try write16("b.png", sample: 0x8001)
        let exact = try RunPopsnap.run(["diff", a, b, "--exact", "--json"], in: folder)
        XCTAssertEqual(exact.status, 1, exact.out + exact.err)
        XCTAssertTrue(exact.out.contains("\"differentPixels\": 4"), exact.out)
        // Without --exact, pixelmatch sees the 8-bit colours, which are equal.
        XCTAssertEqual(try RunPopsnap.run(["diff", a, b], in: folder).status, 0)
    }

    /// An 8-bit sample v is the 16-bit sample v * 257: a 16-bit file of such samples equals its 8-bit twin.
    func testA16BitFileEqualsItsExact8BitTwin() throws {
        let wide = try write16("wide.png", sample: 0x8080)
        let narrow = folder.appendingPathComponent("narrow.png").path
        try PNG.writeStraight(width: 2, height: 2, rgba: [UInt8](repeating: 0x80, count: 16), to: narrow)
        let r = try RunPopsnap.run(["diff", wide, narrow, "--exact", "--json"], in: folder)
        XCTAssertEqual(r.status, 0, r.out + r.err)
        let off = try write16("off.png", sample: 0x8081)
        XCTAssertEqual(try RunPopsnap.run(["diff", off, narrow, "--exact"], in: folder).status, 1)
    }
}
