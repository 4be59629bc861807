import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

/// `--exact` compares a 16-bit APNG's frames at 16 bits, as it does a 16-bit PNG's pixels: frames read at
/// 8 bits would hide a change of every low byte.
final class ExactAnimationDepthTests: TemporaryFolderTestCase {
    let ci = ["CI": "true", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// An RGBA APNG of 16-bit samples, `frames` each `width * height * 4` straight samples: frame 0 the
    /// default image (IDAT), later frames in fdAT blended OVER what came before.
    func apng16(_ frames: [[UInt16]], width: Int, height: Int) throws -> [UInt8] {
        var out = pngSignature
        var sequence: UInt32 = 0
        for (i, samples) in frames.enumerated() {
            let rows = samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let png = try PNG.encode(samples: rows, width: width, height: height, colorType: .rgba, bitDepth: 16, compression: .fast)
            if i == 0 {
                out.appendChunk(.IHDR, Array(png[16..<29]))
                out.appendChunk(.acTL, APNGAnimationControl(frameCount: UInt32(frames.count), playCount: 0).bytes)
            }
            let control = APNGFrameControl(sequenceNumber: sequence, region: PixelRect(x: 0, y: 0, width: width, height: height),
                                           delayNumerator: 1, delayDenominator: 10, dispose: .none, blend: i == 0 ? .source : .over)
            out.appendChunk(.fcTL, control.bytes)
            sequence += 1
            let data = try PNGImageData.imageData(ofPNG: png)
            if i == 0 {
                out.appendChunk(.IDAT, data)
            } else {
                var fdAT: [UInt8] = []
                fdAT.appendBigEndian(sequence)
                out.appendChunk(.fdAT, fdAT + data)
                sequence += 1
            }
        }
        out.appendChunk(.IEND, [])
        return out
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        return path(name)
    }

    func testEveryLowByteOfALaterFrameChangedFailsDiffWithExact() throws {
        // 2 x 2 px, opaque; frame 1 blended over frame 0. Every channel's low byte differs in frame 1 only.
        let first = [UInt16](repeating: 0x4000, count: 16)
        let second = (0..<16).map { $0 % 4 == 3 ? UInt16(0xFFFF) : UInt16(0x8000) }
        let off = second.map { $0 == 0xFFFF ? $0 : $0 | 1 }
        let a = try write(try apng16([first, second], width: 2, height: 2), "a.apng")
        let b = try write(try apng16([first, off], width: 2, height: 2), "b.apng")
        let exact = try RunPopsnap.run(["diff", a, b, "--exact", "--json"], in: folder)
        XCTAssertEqual(exact.status, 1, exact.out + exact.err)
        XCTAssertTrue(exact.out.contains("\"differentPixels\": 4"), exact.out)
        // Rounded to 8 bits the frames are equal, as pixelmatch sees them.
        XCTAssertEqual(try RunPopsnap.run(["diff", a, b], in: folder).status, 0)
        // A file equals itself at 16 bits.
        XCTAssertEqual(try RunPopsnap.run(["diff", a, a, "--exact"], in: folder).status, 0)
    }

    /// Straight 16-bit OVER, as the APNG specification defines it: translucent over translucent.
    func testAReaderAtSourceDepthComposesOverAt16Bits() throws {
        let below: [UInt16] = [0xFFFF, 0, 0, 0x8000], above: [UInt16] = [0, 0, 0xFFFF, 0x8000]
        var reader = try APNGFrameReader(bytes: try apng16([below, above], width: 1, height: 1))
        reader.keepsSourceDepth = true
        XCTAssertEqual(try reader.next()?.rgba16, below)
        // a = 0.5 + 0.5 * 0.5 = 0.75; red = 0.5 * 0.5 / 0.75 = 1/3, blue = 0.5 / 0.75 = 2/3.
        XCTAssertEqual(try reader.next()?.rgba16, [0x5555, 0, 0xAAAA, 0xC000])
        var narrow = try APNGFrameReader(bytes: try apng16([below, above], width: 1, height: 1))
        XCTAssertNil(try narrow.next()?.rgba16, "8 bits unless asked")
    }

    /// `verify --exact` of an animation against a 16-bit reference: its frames are compared at 16 bits
    /// (an 8-bit render's sample v is v * 257), as the Swift test API's `Diffing.frames` compares them too.
    func testVerifyWithExactComparesA16BitReferencesFramesAtItsDepth() throws {
        let spec = #"{"scale": 1, "canvas": {"width": 40, "height": 40}, "popup": {"kind": "hud", "label": ""}, "#
            + #""animation": {"transition": "appear", "fps": 10, "duration": 0.3}}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("appear.json"))
        XCTAssertEqual(try RunPopsnap.run(["record", "appear.json"], in: folder, environment: ci).status, 0)
        var recorded = try APNGFrameReader(contentsOf: path("appear.apng"))
        var frames: [[UInt16]] = []
        while let frame = try recorded.next() { frames.append(frame.image.straightRGBA.map { UInt16($0) * 257 }) }
        XCTAssertEqual(frames.count, 4)

        _ = try write(try apng16(frames, width: 40, height: 40), "appear.apng")
        let same = try RunPopsnap.run(["verify", "appear.json", "--exact"], in: folder, environment: ci)
        XCTAssertEqual(same.status, 0, same.err)

        // The last frame's every low byte flipped, alpha included (the screen is opaque, so its OVER
        // keeps each change).
        frames[3] = frames[3].map { $0 ^ 1 }
        _ = try write(try apng16(frames, width: 40, height: 40), "appear.apng")
        let off = try RunPopsnap.run(["verify", "appear.json", "--exact"], in: folder, environment: ci)
        XCTAssertEqual(off.status, 1, off.err)
        XCTAssertTrue(off.err.contains("frame 3"), off.err)
        XCTAssertEqual(try RunPopsnap.run(["verify", "appear.json"], in: folder, environment: ci).status, 0)
    }
}
