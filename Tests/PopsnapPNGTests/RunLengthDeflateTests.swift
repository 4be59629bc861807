import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

/// The Swift deflater behind `.fast`: its streams are inflated by zlib (through libpng) to exactly the
/// bytes given, whatever their runs, and its Huffman codes and checksum follow the RFCs.
final class RunLengthDeflateTests: XCTestCase {
    /// `bytes` deflated, inflated back by libpng as the rows of a greyscale PNG of at most 10,000 px a
    /// row (each row after its filter type, 0), appended to the deflater in `pieces` parts.
    private func roundTrip(_ bytes: [UInt8], pieces: Int = 1) throws -> [UInt8] {
        let width = min(bytes.count, 10_000), height = (bytes.count + width - 1) / width
        let padded = bytes + [UInt8](repeating: 0, count: width * height - bytes.count)
        var stream: [UInt8] = []
        for y in 0..<height { stream += [0] + padded[(y * width)..<((y + 1) * width)] }
        var deflater = RunLengthDeflater(expectedBytes: stream.count)
        let step = max(1, stream.count / pieces)
        var start = 0
        while start < stream.count {
            let piece = Array(stream[start..<min(stream.count, start + step)])
            piece.withUnsafeBufferPointer { deflater.append($0) }
            start += step
        }
        let png = PNG.stillPNG(width: width, height: height, colorType: .grey, imageData: deflater.finish())
        let grey = try PNG.decodeStraight(png).rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        return Array(grey[..<bytes.count])
    }

    func testRunsOfEveryLengthAroundTheCopyLimitsComeBackExactly() throws {
        var bytes: [UInt8] = []
        for (i, length) in [1, 2, 3, 4, 10, 11, 257, 258, 259, 260, 516, 517, 1000].enumerated() {
            bytes += [UInt8](repeating: UInt8(i * 17 % 256), count: length)
        }
        XCTAssertEqual(try roundTrip(bytes), bytes)
        XCTAssertEqual(try roundTrip(bytes, pieces: 7), bytes, "runs continue across appended pieces")
    }

    func testNoiseWithoutRunsComesBackExactly() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<50_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        // More tokens than one block holds: several blocks, each with codes of its own.
        XCTAssertGreaterThan(bytes.count, RunLengthDeflater.tokensPerBlock)
        XCTAssertEqual(try roundTrip(bytes, pieces: 13), bytes)
    }

    func testOneRepeatedByteShrinksToAFewBytes() throws {
        let bytes = [UInt8](repeating: 0, count: 1_000_000)
        var deflater = RunLengthDeflater(expectedBytes: bytes.count)
        bytes.withUnsafeBufferPointer { deflater.append($0) }
        XCTAssertLessThan(deflater.finish().count, 2_000)
        XCTAssertEqual(try roundTrip(Array(bytes[..<300_000])), Array(bytes[..<300_000]))
    }

    func testAdler32MatchesRFC1950ByteByByteAndInRuns() {
        var adler = Adler32()
        for byte in "Wikipedia".utf8 { adler.add(byte, count: 1) }
        XCTAssertEqual(adler.value, 0x11E6_0398)
        var runs = Adler32(), single = Adler32()
        for (byte, count) in [(UInt8(7), 5), (0, 100_000), (255, 70_000), (1, 3)] {
            runs.add(byte, count: count)
            for _ in 0..<count { single.add(byte, count: 1) }
        }
        XCTAssertEqual(runs.value, single.value)
    }

    /// Fibonacci weights give Huffman's deepest tree: the code is cut to the limit and stays complete.
    func testHuffmanCodesAreCompleteAndWithinTheirLimit() {
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (weights, limit) in [(fibonacci, 15), (fibonacci.prefix(19).map { $0 }, 7), ([0, 0, 9, 0], 15), ([3, 3, 3, 3], 15)] {
            let code = HuffmanCode(frequencies: weights, limit: limit)
            XCTAssertLessThanOrEqual(Int(code.lengths.max()!), limit)
            let kraft = code.lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            XCTAssertEqual(kraft, 1, "weights \(weights)")
            XCTAssertGreaterThanOrEqual(code.lengths.filter { $0 > 0 }.count, 2)
        }
        // Within the limit, Huffman's lengths: 1, 2, 3, … for doubling weights.
        XCTAssertEqual(HuffmanCode(frequencies: [8, 4, 2, 1, 1], limit: 15).lengths, [1, 2, 3, 4, 4])
    }

    func testUpFilterSubtractsTheRowAboveModulo256() {
        let row: [UInt8] = [10, 0, 255], above: [UInt8] = [3, 1, 255]
        var out = [UInt8](repeating: 2, count: 4)
        row.withUnsafeBufferPointer { r in
            above.withUnsafeBufferPointer { a in out.withUnsafeMutableBufferPointer { _ = PNGImageData.upFilter(r, above: a, into: $0) } }
        }
        XCTAssertEqual(out, [2, 7, 255, 0])
    }

    func testSubFilterSubtractsThePixelBeforeModulo256() {
        let row: [UInt8] = [10, 20, 30, 10, 25, 29, 10, 25, 29]
        var out = [UInt8](repeating: 1, count: 10)
        let zeros = row.withUnsafeBufferPointer { r in out.withUnsafeMutableBufferPointer { PNGImageData.subFilter(r, bytesPerPixel: 3, into: $0) } }
        XCTAssertEqual(out, [1, 10, 20, 30, 0, 5, 255, 0, 0, 0])
        XCTAssertEqual(zeros, 4)
    }

    /// Rows of one colour each (a vertical gradient) take SUB, rows like the one above take UP: both
    /// decode to the image, and the gradient costs a few bytes a row.
    func testGradientRowsAreFilteredWithSub() throws {
        var image = try Image(width: 400, height: 300)
        for y in 0..<300 { for x in 0..<400 { image[x, y] = Pixel(r: UInt8(y % 256), g: UInt8(255 - y / 2), b: 40, a: 255) } }
        let png = try PNG.encode(image, compression: .fast)
        XCTAssertEqual(try PNG.decode(png), image)
        XCTAssertLessThan(png.count, 300 * 16)
    }

    /// A screen-like image (flat areas, a gradient, translucent and random pixels) survives `.fast`, whole and as a rectangle.
    func testFastImagesDecodeToTheirPixels() throws {
        var image = try Image(width: 300, height: 200, fill: .white)
        var state: UInt32 = 1
        for y in 0..<200 {
            for x in 0..<300 {
                state = state &* 1_103_515_245 &+ 12345
                if y < 50 { image[x, y] = Pixel(r: UInt8(y * 5), g: 100, b: 200, a: 255) }
                if (80..<120).contains(y) && (40..<260).contains(x) { image[x, y] = Pixel(r: 0, g: 0, b: 0, a: 77) }
                if y > 180 { image[x, y] = Pixel(r: UInt8(state >> 24), g: UInt8(state >> 16 & 0xFF), b: 9, a: 255) }
            }
        }
        XCTAssertEqual(try PNG.decode(try PNG.encode(image, compression: .fast)), image)
        let rect = PixelRect(x: 30, y: 70, width: 100, height: 60)
        let data = try XCTUnwrap(PNGImageData.compressed(image, rect: rect, opaque: false, compression: .fast))
        var part = try Image(width: rect.width, height: rect.height)
        for y in 0..<rect.height { for x in 0..<rect.width { part[x, y] = image[x + rect.x, y + rect.y] } }
        XCTAssertEqual(try PNG.decode(PNG.stillPNG(width: rect.width, height: rect.height, colorType: .rgba, imageData: data)), part)
    }
}
