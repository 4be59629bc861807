import Foundation
import XCTest
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport
@testable import PopsnapSnapshot
@testable import PopsnapCompare

/// A render against a reference file: the digest shortcut gives what the full comparison gives, and a
/// reference whose pixels changed after recording is compared in full.
final class ReferenceComparisonTests: TemporaryFolderTestCase {
    private func screen(mark: Bool) throws -> Image {
        var image = try Image(width: 64, height: 48, fill: Color(r8: 20, g8: 110, b8: 220))
        for x in 10..<50 { image[x, 20] = Pixel(r: 255, g: 255, b: 255, a: 255) }
        if mark { for x in 30..<34 { image[x, 30] = Pixel(r: 0, g: 0, b: 0, a: 255) } }
        return image
    }

    func testAReferenceWithTheRendersDigestPassesAsTheFullComparisonWould() throws {
        let image = try screen(mark: false)
        let path = folder.path + "/ref.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(try ReferenceImage.png(image))))
        let shortcut = try ImageComparison.compare(referenceAt: path, image)
        let full = ImageComparison.compare(try StraightImage(contentsOf: path), StraightImage(image))
        XCTAssertEqual(shortcut, full)
        XCTAssertEqual(shortcut.diff, full.diff)
        XCTAssertTrue(shortcut.passed)
        XCTAssertEqual(shortcut.comparison?.differentPixels, 0)
    }

    func testADifferentRenderIsComparedInFull() throws {
        let path = folder.path + "/ref.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(try ReferenceImage.png(try screen(mark: false)))))
        let result = try ImageComparison.compare(referenceAt: path, try screen(mark: true))
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.comparison?.differentPixels, 4)
        XCTAssertEqual(result.description, "fail: 4 of 3072 px differ (0.13%), in 4 x 1 px at (30, 30); tolerance: \(Tolerance.zero)")
    }

    /// A reference recorded from the marked screen, then edited by hand to the plain one (its image data
    /// replaced, the digest chunk left behind): the plain render must not pass on the stale digest.
    func testAHandEditedReferenceIsComparedInFull() throws {
        let marked = try screen(mark: true), plain = try screen(mark: false)
        let recorded = try ReferenceImage.png(marked)
        let editedData = try PNG.encode(plain, compression: .smallest)
        // Keep every chunk of the recorded file but its IDAT, which becomes the edited image's.
        let idat = try XCTUnwrap(chunkRanges(recorded).first { $0.type == "IDAT" }), newIDAT = try XCTUnwrap(chunkRanges(editedData).first { $0.type == "IDAT" })
        let handEdited = Array(recorded[..<idat.range.lowerBound]) + editedData[newIDAT.range] + recorded[idat.range.upperBound...]
        let path = folder.path + "/ref.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(handEdited)))
        XCTAssertEqual(try PNG.read(contentsOf: path), plain)

        let againstMarked = try ImageComparison.compare(referenceAt: path, marked)
        XCTAssertFalse(againstMarked.passed, "the digest of the marked screen is still in the file, but its pixels are the plain screen's")
        XCTAssertEqual(againstMarked.comparison?.differentPixels, 4)
        XCTAssertTrue(try ImageComparison.compare(referenceAt: path, plain).passed)
    }

    /// Each chunk's type and byte range (length field to CRC) in a PNG.
    private func chunkRanges(_ png: [UInt8]) -> [(type: String, range: Range<Int>)] {
        var chunks: [(String, Range<Int>)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            chunks.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self), offset..<(offset + 12 + length)))
            offset += 12 + length
        }
        return chunks
    }
}
