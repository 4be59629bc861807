import XCTest
@testable import PopsnapGIF
import PopsnapGeometry
import PopsnapRaster

final class GIFFrameTests: XCTestCase {
    /// A 40 x 30 opaque screen of two colours with a 6 x 4 box of a third at `x`.
    private func screen(boxAt x: Int) throws -> Image {
        var canvas = Canvas(try Image(width: 40, height: 30, fill: Color(red: 1, green: 1, blue: 1)))
        canvas.fill(.rect(Rect(x: 0, y: 20, width: 40, height: 10)), with: .solid(Color(red: 0, green: 0, blue: 1)))
        canvas.fill(.rect(Rect(x: Double(x), y: 5, width: 6, height: 4)), with: .solid(Color(red: 1, green: 0, blue: 0)))
        return canvas.image
    }

    /// The frame's indices, read back with the independent decoder, mapped through its palette.
    private func pixels(_ frame: GIFPreparedFrame, global: GIFPalette? = nil) throws -> [UInt32] {
        let palette = try XCTUnwrap(frame.localPalette ?? global)
        return try LZWDecoder.decode(frame.data, minimumCodeSize: frame.minimumCodeSize).map { palette.colors[Int($0)] }
    }

    func testAFrameOfFewColoursIsExact() throws {
        let image = try screen(boxAt: 3)
        let frame = try GIFPreparedFrame(image, after: nil, index: 0, global: nil, options: GIFOptions(), opaque: true)
        XCTAssertEqual(frame.rect, image.bounds)
        XCTAssertEqual(frame.colorCount, 3)
        XCTAssertNil(frame.colorError)
        XCTAssertEqual(try pixels(frame), image.withWords { Array($0) })
    }

    /// Only the rectangle that changed, and inside it the pixels that did not change are transparent
    /// (one long run) where that codes smaller.
    func testALaterFrameWritesWhatChanged() throws {
        let first = try screen(boxAt: 3), second = try screen(boxAt: 9)
        let frame = try GIFPreparedFrame(second, after: first, index: 1, global: nil, options: GIFOptions(), opaque: true)
        XCTAssertEqual(frame.rect, PixelRect(x: 3, y: 5, width: 12, height: 4))
        let written = try pixels(frame)
        let expected = second.withWords { w in (5..<9).flatMap { y in (3..<15).map { x in w[y * 40 + x] } } }
        let before = first.withWords { w in (5..<9).flatMap { y in (3..<15).map { x in w[y * 40 + x] } } }
        for (i, p) in written.enumerated() {
            XCTAssertTrue(p == expected[i] || (p == VisiblePixels.transparent && before[i] == expected[i]), "pixel \(i)")
        }
        let unchanged = try GIFPreparedFrame(second, after: second, index: 2, global: nil, options: GIFOptions(), opaque: true)
        XCTAssertTrue(unchanged.isUnchanged)
    }

    func testAFrameUsesTheGlobalTableWhenThatIsSmaller() throws {
        let image = try screen(boxAt: 3)
        let global = GIFPalette(GIFFrameCensus(image, after: nil, opaque: true).colors!)
        let frame = try GIFPreparedFrame(image, after: nil, index: 0, global: global, options: GIFOptions(), opaque: true)
        XCTAssertNil(frame.localPalette, "the same colours: no table of its own")
        XCTAssertEqual(try pixels(frame, global: global), image.withWords { Array($0) })
    }

    /// GIF's one bit of alpha: alpha 128 and above shows the colour unpremultiplied, below it nothing.
    func testTranslucentPixelsAreThresholdedAtHalf() throws {
        var canvas = Canvas(try Image(width: 4, height: 1))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 1)), with: .solid(Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
        canvas.fill(.rect(Rect(x: 2, y: 0, width: 1, height: 1)), with: .solid(Color(red: 0, green: 1, blue: 0, alpha: 127.0 / 255)))
        let frame = try GIFPreparedFrame(canvas.image, after: nil, index: 0, global: nil, options: GIFOptions(), opaque: false)
        XCTAssertEqual(frame.disposal, 2, "cleared before the next frame")
        XCTAssertEqual(try pixels(frame), [0xFF00_00FF, 0xFF00_00FF, 0, 0])
    }

    /// A frame equal to the one before lengthens its delay; the file holds one frame.
    func testUnchangedFramesMergeIntoTheDelay() throws {
        let image = try screen(boxAt: 3)
        let first = try GIFPreparedFrame(image, after: nil, index: 0, global: nil, options: GIFOptions(), opaque: true)
        let same = try GIFPreparedFrame(image, after: image, index: 1, global: nil, options: GIFOptions(), opaque: true)
        var encoder = try GIFStreamEncoder(width: 40, height: 30, options: GIFOptions(), global: nil, animated: true)
        var bytes = encoder.header()
        bytes += try encoder.append(first, centiseconds: 3)
        bytes += try encoder.append(same, centiseconds: 4)
        bytes += encoder.end()
        XCTAssertEqual(encoder.writtenDelays, [7])
        let controls = (0..<(bytes.count - 1)).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 }
        XCTAssertEqual(controls.count, 1, "one graphic control extension: one frame")
        XCTAssertEqual(Array(bytes[controls[0] + 4...controls[0] + 5]), [7, 0], "its delay, 7 cs")
        XCTAssertEqual(bytes.last, 0x3B)
    }
}
