import XCTest
import PopsnapFiles
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport

/// Broken input gives an error that says what is wrong, never a crash.
final class CorruptInputTests: XCTestCase {
    private func validPNG() throws -> [UInt8] {
        try PNG.encode(randomImage(width: 40, height: 30, seed: 5))
    }

    private func assertDamaged(_ bytes: [UInt8], mentioning text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PNG.decode(bytes), file: file, line: line) { error in
            guard case PNGError.damaged(let message, _) = error else {
                return XCTFail("expected .damaged, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(message.contains(text), "libpng said: \(message)", file: file, line: line)
            XCTAssertTrue("\(error)".contains(message), "\(error)", file: file, line: line)
        }
    }

    func testEmptyDataIsNotAPNG() {
        XCTAssertThrowsError(try PNG.decode([])) { error in
            XCTAssertEqual(error as? PNGError, .notPNG(reason: "the data is empty"))
            XCTAssertEqual("\(error)", "not a PNG: the data is empty")
        }
    }

    func testWrongSignatureIsNotAPNG() throws {
        var png = try validPNG()
        png[1] = UInt8(ascii: "J")
        XCTAssertThrowsError(try PNG.decode(png)) { error in
            guard case PNGError.notPNG(let reason, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("signature"), reason)
        }
        XCTAssertThrowsError(try PNG.decode(Array("GIF89a".utf8)))
        XCTAssertThrowsError(try PNG.decode(Array(png[0..<5])))
    }

    func testTruncatedFileIsAnError() throws {
        let png = try validPNG()
        let idat = try XCTUnwrap(chunks(of: png).first { $0.type == "IDAT" })
        // Cut inside the image data, just after the header, and just before IEND.
        for length in [idat.dataOffset + idat.length / 2, 33, 20, png.count - 12, png.count - 1] {
            XCTAssertThrowsError(try PNG.decode(Array(png[0..<length])), "cut at \(length)") { error in
                XCTAssertTrue("\(error)".contains("libpng"), "\(error)")
            }
        }
        assertDamaged(Array(png[0..<(idat.dataOffset + idat.length / 2)]), mentioning: "truncated")
    }

    /// Found by the png fuzzer: libpng took memory for a chunk's declared length before reading it,
    /// so 106 bytes declaring a 1.4 GB tEXt chunk asked for 1.4 GB. A chunk longer than the rest of the
    /// file is refused before libpng reads it.
    func testChunkLongerThanTheFileIsRefusedBeforeReading() throws {
        var png = try validPNG()
        let idat = try XCTUnwrap(chunks(of: png).first { $0.type == "IDAT" })
        let text: [UInt8] = [0x52, 0x4E, 0x4E, 0x00] + Array("tEXt".utf8) + Array("Comment".utf8)
        png.insert(contentsOf: text, at: idat.offset)
        assertDamaged(png, mentioning: "chunk tEXt at byte \(idat.offset): it declares 1380863488 bytes, only")
        // Past IEND nothing is read, so nothing there is checked.
        XCTAssertNoThrow(try PNG.decode(try validPNG() + text))
    }

    func testBadCRCInIHDRIsAnError() throws {
        var png = try validPNG()
        let ihdr = try XCTUnwrap(chunks(of: png).first)
        png[ihdr.crcOffset + 3] ^= 0xFF
        assertDamaged(png, mentioning: "CRC")
    }

    func testBadCRCInIDATIsAnError() throws {
        var png = try validPNG()
        let idat = try XCTUnwrap(chunks(of: png).first { $0.type == "IDAT" })
        png[idat.crcOffset] ^= 0x01
        assertDamaged(png, mentioning: "CRC")
    }

    /// A bad CRC in an ancillary chunk drops that chunk, as libpng does by default: the pixels
    /// are intact, so the image still decodes.
    func testBadCRCInAncillaryChunkIsTolerated() throws {
        let image = try randomImage(width: 40, height: 30, seed: 5)
        var png = try PNG.encode(image)
        let srgb = try XCTUnwrap(chunks(of: png).first { $0.type == "sRGB" })
        png[srgb.crcOffset] ^= 0x01
        XCTAssertEqual(try PNG.decode(png), image)
    }

    func testCorruptImageDataWithValidCRCIsAnError() throws {
        var png = try validPNG()
        let idat = try XCTUnwrap(chunks(of: png).first { $0.type == "IDAT" })
        for i in 2..<min(idat.length, 40) { png[idat.dataOffset + i] = 0xFF }
        fixCRC(&png, idat)
        XCTAssertThrowsError(try PNG.decode(png)) { error in
            guard case PNGError.damaged = error else { return XCTFail("\(error)") }
        }
    }

    func testHugeHeaderIsRefusedBeforeDecoding() throws {
        var png = try validPNG()
        let ihdr = try XCTUnwrap(chunks(of: png).first)
        for (offset, value) in [(ihdr.dataOffset, 100_000), (ihdr.dataOffset + 4, 100_000)] {
            for i in 0..<4 { png[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
        }
        fixCRC(&png, ihdr)
        XCTAssertThrowsError(try PNG.decode(png)) { error in
            XCTAssertEqual(error as? PNGError, .imageTooLarge(width: 100_000, height: 100_000, limits: .default))
            XCTAssertTrue("\(error)".contains("100000 x 100000"), "\(error)")
        }
    }

    func testCustomLimitsApply() throws {
        let png = try validPNG()
        let limits = ImageLimits(maxSide: 32)
        XCTAssertThrowsError(try PNG.decode(png, limits: limits)) { error in
            XCTAssertEqual(error as? PNGError, .imageTooLarge(width: 40, height: 30, limits: limits))
        }
        XCTAssertNoThrow(try PNG.decode(png, limits: ImageLimits(maxSide: 40)))
    }

    func testGarbageAfterSignatureIsAnError() {
        var rng = SplitMix(seed: 9)
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<200).map { _ in UInt8(rng.below(256)) }
        XCTAssertThrowsError(try PNG.decode(bytes)) { error in
            guard case PNGError.damaged = error else { return XCTFail("\(error)") }
        }
    }

    /// Every prefix of a small file fails cleanly or (only when whole) decodes.
    func testEveryPrefixFailsCleanly() throws {
        let png = try PNG.encode(randomImage(width: 5, height: 4, seed: 6))
        for length in 0..<png.count {
            XCTAssertThrowsError(try PNG.decode(Array(png[0..<length])), "prefix of \(length) bytes")
        }
        XCTAssertNoThrow(try PNG.decode(png))
    }

    func testReadErrorsNameTheFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/broken.png"
        try AtomicFile.write(Array(try validPNG()[0..<60]), to: path)
        XCTAssertThrowsError(try PNG.read(contentsOf: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix(path + ": damaged"), "\(error)")
        }
        XCTAssertThrowsError(try PNG.read(contentsOf: folder + "/missing.png")) { error in
            XCTAssertEqual(error as? PNGError, .file(FileError(.read, path: folder + "/missing.png", code: ENOENT)))
            XCTAssertTrue("\(error)".contains("No such file"), "\(error)")
        }
    }
}
