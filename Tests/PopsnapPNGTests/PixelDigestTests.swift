import XCTest
@testable import PopsnapPNG
import PopsnapRaster

/// The digest a reference carries is believed only for the file exactly as written.
final class PixelDigestTests: XCTestCase {
    /// Expected values from the reference implementation (Python's xxhash package, xxh64).
    func testXXH64MatchesTheReferenceImplementation() {
        XCTAssertEqual(XXH64.hash([]), 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(XXH64.hash(Array("a".utf8)), 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(XXH64.hash(Array("abc".utf8)), 0x44BC_2CF5_AD77_0999)
        XCTAssertEqual(XXH64.hash(Array("Nobody inspects the spammish repetition".utf8)), 0xFBCE_A83C_8A37_8BF1)
        let long = [UInt8]((0..<768).map { UInt8($0 % 256) })
        XCTAssertEqual(XXH64.hash(long), 0x8E03_C838_C596_036F)
        XCTAssertEqual(XXH64.hash(long, seed: 12345), 0x6ECA_C135_863F_12B2)
    }

    func testAWrittenDigestIsReadBackAndThePixelsAreUnchanged() throws {
        let image = try randomImage(width: 40, height: 30, seed: 7)
        let png = try PNG.encodeWithDigest(image, compression: .fast)
        XCTAssertEqual(PNG.storedDigest(in: png), PixelDigest(image))
        XCTAssertEqual(try PNG.decode(png), image, "readers skip the chunk")
        XCTAssertNil(PNG.storedDigest(in: try PNG.encode(image)), "no chunk, no digest")
    }

    func testOnePixelOrTheSizeChangesTheDigest() throws {
        var image = try Image(width: 8, height: 8, fill: .white)
        let before = PixelDigest(image)
        image[3, 4] = Pixel(r: 254, g: 255, b: 255, a: 255)
        XCTAssertNotEqual(PixelDigest(image), before)
        XCTAssertNotEqual(PixelDigest(try Image(width: 4, height: 16, fill: .white)), PixelDigest(try Image(width: 16, height: 4, fill: .white)))
    }

    /// A reference edited after recording (its image data replaced, or a chunk added) keeps a digest
    /// that no longer describes it: it must not be believed.
    func testAnEditedFileIsNotBelieved() throws {
        let recorded = try Image(width: 16, height: 16, fill: .white)
        var edited = recorded
        edited[0, 0] = Pixel(r: 0, g: 0, b: 0, a: 255)
        let png = try PNG.encodeWithDigest(recorded, compression: .fast)
        let otherData = try PNGImageData.imageData(ofPNG: try PNG.encode(edited))
        XCTAssertNil(PNG.storedDigest(in: try replacingImageData(of: png, with: otherData)))
        XCTAssertEqual(try PNG.decode(try replacingImageData(of: png, with: otherData)), edited)

        var withText = Array(png[..<33])   // signature and IHDR
        withText.appendChunk(PNGChunkType("tEXt"), Array("Comment\0edited".utf8))
        withText += png[33...]
        XCTAssertNil(PNG.storedDigest(in: withText))
        XCTAssertNil(PNG.storedDigest(in: Array(png.dropLast(3))), "a truncated file")
    }

    /// The same chunks with the IDAT data replaced (CRCs made anew, as an editor would write them).
    private func replacingImageData(of png: [UInt8], with data: [UInt8]) throws -> [UInt8] {
        var reader = try PNGChunkReader(png)
        var out = pngSignature
        var wroteData = false
        while let chunk = try reader.next() {
            if chunk.type == .IDAT {
                if !wroteData { out.appendChunk(.IDAT, data) }
                wroteData = true
            } else {
                out.appendChunk(chunk.type, png[chunk.data])
            }
        }
        return out
    }
}
