import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

/// Decoding files with what APNG.encode never writes: OVER, BACKGROUND and PREVIOUS, a default
/// image outside the animation, plain PNGs.
final class APNGDecodingTests: XCTestCase {
    private func filled(_ width: Int, _ height: Int, _ color: Color) throws -> Image {
        try Image(width: width, height: height, fill: color)
    }

    func testPlainPNGDecodesAsOneFrame() throws {
        let image = try randomImage(width: 13, height: 9, seed: 2)
        let animation = try APNG.decode(try PNG.encode(image))
        XCTAssertEqual(animation.width, 13)
        XCTAssertEqual(animation.height, 9)
        XCTAssertEqual(animation.loopCount, 0)
        XCTAssertEqual(animation.frames.count, 1)
        XCTAssertEqual(animation.frames[0].image, image)
        XCTAssertEqual(animation.frames[0].region, PixelRect(x: 0, y: 0, width: 13, height: 9))
        // Opaque (RGB) and other colour types too.
        let opaque = try randomImage(width: 5, height: 4, seed: 3, opaque: true)
        XCTAssertEqual(try APNG.decode(try PNG.encode(opaque)).frames.map(\.image), [opaque])
        let grey = try PNG.encode(samples: [0, 128, 255, 64], width: 2, height: 2, colorType: .grey, bitDepth: 8)
        XCTAssertEqual(try APNG.decode(grey).frames[0].image, try PNG.decode(grey))
    }

    func testSourceReplacesAlphaIncluded() throws {
        let base = try filled(8, 6, .white)
        let hole = try filled(3, 2, Color(red: 0, green: 1, blue: 0, alpha: 0.25))
        let animation = try APNG.decode(try forgeAPNG(width: 8, height: 6, frames: [
            ForgedFrame(pixels: base), ForgedFrame(pixels: hole, x: 4, y: 3, blend: .source),
        ]))
        let frame = animation.frames[1].image
        XCTAssertEqual(frame[4, 3], hole[0, 0])
        XCTAssertEqual(frame[6, 4], hole[0, 0])
        XCTAssertEqual(frame[3, 3], base[0, 0])
        XCTAssertEqual(frame[7, 5], base[0, 0])
        XCTAssertEqual(animation.frames[1].region, PixelRect(x: 4, y: 3, width: 3, height: 2))
        XCTAssertEqual(animation.frames[0].image, base)
    }

    /// OVER composites premultiplied source-over: d = s + d * (1 - sa), within rounding.
    func testOverCompositesSourceOver() throws {
        let base = try randomImage(width: 10, height: 8, seed: 11)
        let top = try randomImage(width: 4, height: 5, seed: 12)
        let animation = try APNG.decode(try forgeAPNG(width: 10, height: 8, frames: [
            ForgedFrame(pixels: base), ForgedFrame(pixels: top, x: 5, y: 2, blend: .over),
        ]))
        let frame = animation.frames[1].image
        for y in 0..<8 {
            for x in 0..<10 {
                let d = base[x, y]
                guard (5..<9).contains(x), (2..<7).contains(y) else {
                    XCTAssertEqual(frame[x, y], d, "outside the region at \(x), \(y)")
                    continue
                }
                let s = top[x - 5, y - 2]
                let k = 1 - Double(s.a) / 255
                let expected = [s.r, s.g, s.b, s.a].enumerated().map { i, c in Double(c) + Double([d.r, d.g, d.b, d.a][i]) * k }
                let got = [frame[x, y].r, frame[x, y].g, frame[x, y].b, frame[x, y].a]
                for i in 0..<4 { XCTAssertEqual(Double(got[i]), expected[i], accuracy: 1.01, "channel \(i) at \(x), \(y)") }
            }
        }
        XCTAssertEqual(animation.frames[1].blend, .over)
    }

    func testOverOnTransparentCanvasIsTheSource() throws {
        let image = try randomImage(width: 6, height: 6, seed: 13)
        let animation = try APNG.decode(try forgeAPNG(width: 6, height: 6, frames: [ForgedFrame(pixels: image, blend: .over)]))
        XCTAssertEqual(animation.frames[0].image, image)
    }

    func testDisposeBackgroundClearsTheRegion() throws {
        let base = try filled(6, 4, .white)
        let dot = try filled(1, 1, .black)
        let animation = try APNG.decode(try forgeAPNG(width: 6, height: 4, frames: [
            ForgedFrame(pixels: base),
            ForgedFrame(pixels: try filled(2, 2, opaqueBlueColor), x: 1, y: 1, dispose: .background),
            ForgedFrame(pixels: dot, x: 5, y: 3),
        ]))
        var expected = base
        expected[5, 3] = dot[0, 0]
        for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2)] { expected[x, y] = Pixel(r: 0, g: 0, b: 0, a: 0) }
        XCTAssertEqual(animation.frames[2].image, expected)
        XCTAssertEqual(animation.frames[1].image[1, 1], opaqueBlueColor.premultiplied)
        XCTAssertEqual(animation.frames[1].dispose, .background)
    }

    func testDisposePreviousRestoresTheRegion() throws {
        let base = try randomImage(width: 6, height: 4, seed: 14)
        let dot = try filled(1, 1, .black)
        let animation = try APNG.decode(try forgeAPNG(width: 6, height: 4, frames: [
            ForgedFrame(pixels: base),
            ForgedFrame(pixels: try filled(3, 2, .white), x: 2, y: 1, dispose: .previous, blend: .over),
            ForgedFrame(pixels: dot, x: 0, y: 0),
        ]))
        var expected = base
        expected[0, 0] = dot[0, 0]
        XCTAssertEqual(animation.frames[2].image, expected)
        XCTAssertEqual(animation.frames[1].image[3, 2], Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// The specification: PREVIOUS on the first frame acts as BACKGROUND.
    func testDisposePreviousOnTheFirstFrameClears() throws {
        let animation = try APNG.decode(try forgeAPNG(width: 3, height: 3, frames: [
            ForgedFrame(pixels: try filled(3, 3, .white), dispose: .previous),
            ForgedFrame(pixels: try filled(1, 1, .black), x: 1, y: 1),
        ]))
        var expected = try Image(width: 3, height: 3)
        expected[1, 1] = Pixel(r: 0, g: 0, b: 0, a: 255)
        XCTAssertEqual(animation.frames[1].image, expected)
    }

    /// Without an fcTL before IDAT, the default image is not part of the animation.
    func testHiddenDefaultImageIsSkipped() throws {
        let hidden = try filled(4, 4, .black)
        let a = try filled(4, 4, .white)
        let b = try filled(2, 2, opaqueBlueColor)
        let animation = try APNG.decode(try forgeAPNG(width: 4, height: 4, frames: [
            ForgedFrame(pixels: a, delay: (1, 4)), ForgedFrame(pixels: b, x: 2, y: 2, delay: (3, 4)),
        ], hiddenDefault: hidden, plays: 7))
        XCTAssertEqual(animation.frames.count, 2)
        XCTAssertEqual(animation.frames[0].image, a)
        XCTAssertEqual(animation.frames[1].image[3, 3], opaqueBlueColor.premultiplied)
        XCTAssertEqual(animation.frames[1].image[0, 0], a[0, 0])
        XCTAssertEqual(animation.frames.map(\.delay), [0.25, 0.75])
        XCTAssertEqual(animation.loopCount, 7)
    }

    /// A palette APNG (as other encoders write): frames get the file's PLTE and tRNS.
    func testPaletteFramesUseTheFilesPalette() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 0, 255]
        let trns: [UInt8] = [255, 0]
        func frameData(_ indices: [UInt8], _ w: Int, _ h: Int) throws -> [UInt8] {
            let png = try PNG.encode(samples: indices, width: w, height: h, colorType: .palette, bitDepth: 8,
                                     palette: palette, transparency: trns, sRGB: false)
            return try PNGImageData.imageData(ofPNG: png)
        }
        let bytes = assemble([
            RawChunk(type: "IHDR", data: bigEndian(2) + bigEndian(2) + [8, 3, 0, 0, 0]),
            RawChunk(type: "acTL", data: bigEndian(2) + bigEndian(0)),
            RawChunk(type: "PLTE", data: palette),
            RawChunk(type: "tRNS", data: trns),
            RawChunk(type: "fcTL", data: APNGFrameControl(sequenceNumber: 0, region: PixelRect(x: 0, y: 0, width: 2, height: 2),
                                                          delayNumerator: 1, delayDenominator: 2, dispose: .none, blend: .source).bytes),
            RawChunk(type: "IDAT", data: try frameData([0, 0, 0, 0], 2, 2)),
            RawChunk(type: "fcTL", data: APNGFrameControl(sequenceNumber: 1, region: PixelRect(x: 1, y: 0, width: 1, height: 1),
                                                          delayNumerator: 1, delayDenominator: 2, dispose: .none, blend: .source).bytes),
            RawChunk(type: "fdAT", data: bigEndian(2) + (try frameData([1], 1, 1))),
            RawChunk(type: "IEND", data: []),
        ])
        let animation = try APNG.decode(bytes)
        let red = Pixel(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(animation.frames[0].image[1, 0], red)
        XCTAssertEqual(animation.frames[1].image[1, 0], Pixel(r: 0, g: 0, b: 0, a: 0))
        XCTAssertEqual(animation.frames[1].image[0, 0], red)
    }
}

private let opaqueBlueColor = Color(red: 0, green: 0, blue: 1)

