import Foundation
import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

// MARK: - Frames

/// A semi-transparent box's colour, and an opaque one's.
let translucentRed = Color(red: 0.9, green: 0.1, blue: 0.2, alpha: 0.55)
let opaqueBlue = Color(red: 0.1, green: 0.3, blue: 0.9)

/// `count` frames over a still background (random colours and alphas, so it does not compress
/// away): a semi-transparent 10 x 10 box moving `step` px right each frame at y = 10, and an
/// opaque 6 x 6 box moving down at x = 40 every other frame (so some frames change in one place
/// only). Boxes sit on whole pixels, so their pixels are exact.
func movingBoxFrames(count: Int, width: Int = 64, height: Int = 48, step: Int = 3, seed: UInt64 = 1, opaque: Bool = false) throws -> [Image] {
    let background = try randomImage(width: width, height: height, seed: seed, opaque: opaque)
    return (0..<count).map { i in
        var canvas = Canvas(background)
        canvas.fill(.rect(Rect(x: Double(boxX(i, step: step)), y: 10, width: 10, height: 10)), with: .solid(translucentRed))
        canvas.fill(.rect(Rect(x: 40, y: Double(4 + (i / 2) * 2), width: 6, height: 6)), with: .solid(opaqueBlue))
        return canvas.image
    }
}

/// The translucent box's left edge in frame `i`.
func boxX(_ i: Int, step: Int = 3) -> Int { 2 + i * step }

// MARK: - Chunks as values

/// One chunk as a type and its data, so tests can reorder, edit, drop and add chunks and then
/// reassemble a file whose CRCs are right (computed by the tests' own crc32).
struct RawChunk: Equatable {
    var type: String
    var data: [UInt8]
}

func rawChunks(of png: [UInt8]) -> [RawChunk] {
    chunks(of: png).map { RawChunk(type: $0.type, data: Array(png[$0.dataOffset..<$0.crcOffset])) }
}

func assemble(_ list: [RawChunk]) -> [UInt8] {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for chunk in list {
        out += bigEndian(UInt32(chunk.data.count))
        let body = Array(chunk.type.utf8) + chunk.data
        out += body
        out += bigEndian(crc32(body[...]))
    }
    return out
}

func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
func readBigEndian(_ b: [UInt8], _ o: Int) -> UInt32 { UInt32(b[o]) << 24 | UInt32(b[o + 1]) << 16 | UInt32(b[o + 2]) << 8 | UInt32(b[o + 3]) }

/// An fcTL's fields, read straight from the bytes.
struct FCTL: Equatable {
    var sequence: UInt32
    var width, height, x, y: Int
    var delayNumerator, delayDenominator: Int
    var dispose, blend: UInt8

    init(_ d: [UInt8]) {
        sequence = readBigEndian(d, 0)
        width = Int(readBigEndian(d, 4)); height = Int(readBigEndian(d, 8))
        x = Int(readBigEndian(d, 12)); y = Int(readBigEndian(d, 16))
        delayNumerator = Int(d[20]) << 8 | Int(d[21]); delayDenominator = Int(d[22]) << 8 | Int(d[23])
        dispose = d[24]; blend = d[25]
    }

    var region: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
}

func fcTLs(of png: [UInt8]) -> [FCTL] {
    rawChunks(of: png).filter { $0.type == "fcTL" }.map { FCTL($0.data) }
}

/// Sets a 4-byte big-endian field in a chunk's data.
func set(_ chunk: inout RawChunk, at offset: Int, to value: UInt32) {
    chunk.data.replaceSubrange(offset..<(offset + 4), with: bigEndian(value))
}

// MARK: - Hand-made APNGs

/// A frame for `forgeAPNG`: the rectangle's pixels, where they go, and the ops.
struct ForgedFrame {
    var pixels: Image
    var x = 0, y = 0
    var dispose: APNGFrame.DisposeOp = .none
    var blend: APNGFrame.BlendOp = .source
    var delay: (UInt16, UInt16) = (1, 10)
}

/// An APNG built frame by frame with any ops, which APNG.encode never writes (it always uses
/// NONE and SOURCE), for testing the decoder's composition. With `hiddenDefault`, the default
/// image (IDAT) is that image and not part of the animation.
func forgeAPNG(width: Int, height: Int, frames: [ForgedFrame], hiddenDefault: Image? = nil, plays: UInt32 = 0) throws -> [UInt8] {
    func data(_ image: Image) throws -> [UInt8] {
        try XCTUnwrap(PNGImageData.compressed(image, rect: image.bounds, opaque: false, compression: .fast))
    }
    var list = [RawChunk(type: "IHDR", data: bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]),
                RawChunk(type: "acTL", data: bigEndian(UInt32(frames.count)) + bigEndian(plays))]
    var sequence: UInt32 = 0
    if let hiddenDefault { list.append(RawChunk(type: "IDAT", data: try data(hiddenDefault))) }
    for (i, frame) in frames.enumerated() {
        let control = APNGFrameControl(sequenceNumber: sequence, region: PixelRect(x: frame.x, y: frame.y, width: frame.pixels.width, height: frame.pixels.height),
                                       delayNumerator: frame.delay.0, delayDenominator: frame.delay.1, dispose: frame.dispose, blend: frame.blend)
        sequence += 1
        list.append(RawChunk(type: "fcTL", data: control.bytes))
        if i == 0, hiddenDefault == nil {
            list.append(RawChunk(type: "IDAT", data: try data(frame.pixels)))
        } else {
            list.append(RawChunk(type: "fdAT", data: bigEndian(sequence) + (try data(frame.pixels))))
            sequence += 1
        }
    }
    list.append(RawChunk(type: "IEND", data: []))
    return assemble(list)
}

// MARK: - Errors

/// Asserts that `body` throws a PNGError whose description contains every one of `phrases`.
func assertAPNGError<T>(_ body: @autoclosure () throws -> T, _ phrases: String..., file: StaticString = #filePath, line: UInt = #line) {
    do {
        _ = try body()
        XCTFail("no error; expected one mentioning \(phrases)", file: file, line: line)
    } catch let error as PNGError {
        for phrase in phrases {
            XCTAssertTrue(error.description.contains(phrase), "“\(error)” does not mention “\(phrase)”", file: file, line: line)
        }
    } catch {
        XCTFail("not a PNGError: \(error)", file: file, line: line)
    }
}
