import XCTest
@testable import PopsnapPNG
import PopsnapRaster

/// The rounding of both conversions, exhaustively, and through real files.
final class PremultiplyTests: XCTestCase {
    func testDiv255IsRoundedDivisionOverTheWholeRange() {
        for x in UInt32(0)...65025 {
            XCTAssertEqual(Premultiply.div255(x), UInt32((Double(x) / 255).rounded()), "x = \(x)")
        }
    }

    func testPremultiplyIsRoundedProductForEveryPair() {
        for a in 0...255 {
            for c in 0...255 {
                XCTAssertEqual(Premultiply.premultiply(UInt8(c), alpha: UInt8(a)), referencePremultiply(UInt8(c), UInt8(a)))
            }
        }
    }

    func testUnpremultiplyRoundsToNearest() {
        XCTAssertEqual(Premultiply.unpremultiply(64, alpha: 128), 128)
        XCTAssertEqual(Premultiply.unpremultiply(1, alpha: 2), 128)   // 127.5 rounds up
        XCTAssertEqual(Premultiply.unpremultiply(0, alpha: 0), 0)
        XCTAssertEqual(Premultiply.unpremultiply(200, alpha: 100), 255) // invalid input clamps
        for a in 1...255 {
            for c in 0...a {
                let exact = Double(c) * 255 / Double(a)
                let result = Double(Premultiply.unpremultiply(UInt8(c), alpha: UInt8(a)))
                XCTAssertLessThanOrEqual(abs(result - exact), 0.5, "c = \(c), a = \(a)")
            }
        }
    }

    func testPremultipliedValuesSurviveUnpremultiplyThenPremultiply() {
        for a in 0...255 {
            for c in 0...a {
                let straight = Premultiply.unpremultiply(UInt8(c), alpha: UInt8(a))
                XCTAssertEqual(Premultiply.premultiply(straight, alpha: UInt8(a)), UInt8(c), "c = \(c), a = \(a)")
            }
        }
    }

    func testOpaqueStraightValuesSurvivePremultiplyThenUnpremultiply() {
        for c in 0...255 {
            let premultiplied = Premultiply.premultiply(UInt8(c), alpha: 255)
            XCTAssertEqual(Premultiply.unpremultiply(premultiplied, alpha: 255), UInt8(c))
        }
    }

    /// (64, 0, 0, 128) premultiplied is straight (128, 0, 0, 128): the file must hold exactly that
    /// straight pixel, at either compression.
    func testHalfAlphaPixelIsWrittenAsExactStraightValue() throws {
        var image = try Image(width: 1, height: 1)
        image[0, 0] = Pixel(r: 64, g: 0, b: 0, a: 128)
        for compression in [PNGCompression.fast, .smallest] {
            XCTAssertEqual(try PNG.decodeStraight(try PNG.encode(image, compression: compression)).rgba, [128, 0, 0, 128])
        }
        let straight = try PNG.encode(samples: [128, 0, 0, 128], width: 1, height: 1, colorType: .rgba, bitDepth: 8)
        XCTAssertEqual(try PNG.decode(straight)[0, 0], Pixel(r: 64, g: 0, b: 0, a: 128))
    }

    /// Every valid premultiplied pixel (c <= a) comes back unchanged from a file.
    func testEveryPremultipliedPairRoundTripsThroughAFile() throws {
        var image = try Image(width: 256, height: 256)
        for a in 0...255 {
            for c in 0...255 {
                let v = UInt8(min(c, a))
                image[c, a] = Pixel(r: v, g: UInt8(a - Int(v)), b: UInt8(a / 2), a: UInt8(a))
            }
        }
        XCTAssertEqual(try PNG.decode(PNG.encode(image)), image)
    }

    /// Straight values over alpha 255 are stored as they are, for every value.
    func testOpaqueValuesRoundTripThroughAFile() throws {
        var image = try Image(width: 256, height: 1)
        for c in 0...255 { image[c, 0] = Pixel(r: UInt8(c), g: UInt8(255 - c), b: UInt8(c / 3), a: 255) }
        let png = try PNG.encode(image)
        XCTAssertEqual(try PNG.decode(png), image)
    }

    /// Opaque pixels are copied two at a time; a translucent one anywhere, even or odd, is still converted.
    func testUnpremultiplyingRowsMixesOpaquePairsAndSinglePixels() {
        for count in 1...6 {
            for translucent in 0..<count {
                var source: [UInt8] = []
                for p in 0..<count { source += p == translucent ? [40, 30, 20, 128] : [UInt8(p * 9), 200, 7, 255] }
                var straight = [UInt8](repeating: 0, count: source.count)
                source.withUnsafeBufferPointer { s in straight.withUnsafeMutableBufferPointer { Premultiply.unpremultiplyRGBA(s, into: $0) } }
                var expected: [UInt8] = []
                for p in 0..<count {
                    let px = Array(source[(p * 4)..<(p * 4 + 4)])
                    expected += px[3] == 255 ? px : px[0..<3].map { Premultiply.unpremultiply($0, alpha: px[3]) } + [px[3]]
                }
                XCTAssertEqual(straight, expected, "pixel \(translucent) of \(count)")
            }
        }
    }

    /// Alpha is dropped a word at a time, the last pixel byte by byte: nothing is written past the RGB row.
    func testDroppingAlphaKeepsEveryPixelAndStaysInTheRow() {
        for count in 1...5 {
            let source = (0..<(count * 4)).map { UInt8($0 * 7 % 256) }
            var rgb = [UInt8](repeating: 0xEE, count: count * 3 + 2)
            source.withUnsafeBufferPointer { s in
                rgb.withUnsafeMutableBufferPointer { Premultiply.dropAlpha(s, into: UnsafeMutableBufferPointer(rebasing: $0[..<(count * 3)])) }
            }
            let expected = (0..<count).flatMap { Array(source[($0 * 4)..<($0 * 4 + 3)]) }
            XCTAssertEqual(Array(rgb[..<(count * 3)]), expected)
            XCTAssertEqual(Array(rgb[(count * 3)...]), [0xEE, 0xEE], "\(count) pixels")
        }
    }

    /// Dropping alpha reports whether every alpha was 255: one pixel below it, first, middle or last (the
    /// one copied byte by byte), makes it false.
    func testDroppingAlphaReportsATranslucentPixelAnywhere() {
        for count in 1...6 {
            let opaque = (0..<(count * 4)).map { $0 % 4 == 3 ? UInt8(255) : UInt8($0 * 7 % 256) }
            var rgb = [UInt8](repeating: 0, count: count * 3)
            XCTAssertTrue(opaque.withUnsafeBufferPointer { s in rgb.withUnsafeMutableBufferPointer { Premultiply.dropAlpha(s, into: $0) } })
            for translucent in 0..<count {
                for alpha: UInt8 in [0, 127, 254] {
                    var source = opaque
                    source[translucent * 4 + 3] = alpha
                    let all = source.withUnsafeBufferPointer { s in rgb.withUnsafeMutableBufferPointer { Premultiply.dropAlpha(s, into: $0) } }
                    XCTAssertFalse(all, "pixel \(translucent) of \(count), alpha \(alpha)")
                }
            }
        }
    }
}
