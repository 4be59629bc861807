import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class ImageTests: XCTestCase {
    func testLimitsAreCheckedBeforeAllocating() {
        XCTAssertThrowsError(try Image(width: 100_000, height: 100_000)) { error in
            XCTAssertTrue("\(error)".contains("100000 x 100000"), "\(error)")
        }
        XCTAssertThrowsError(try Image(width: 16_385, height: 1))
        // 16384 x 4097 x 4 bytes is just over 256 MiB.
        XCTAssertThrowsError(try Image(width: 16_384, height: 4_097))
        XCTAssertThrowsError(try Image(width: -1, height: 10))
        XCTAssertThrowsError(try Image(width: Int.max, height: Int.max))
        XCTAssertNoThrow(try Image(width: 0, height: 0))
        XCTAssertThrowsError(try Image(width: 10, height: 10, limits: ImageLimits(maxSide: 8)))
    }

    func testFillAndOpacity() throws {
        var image = try Image(width: 3, height: 2, fill: Color.black.withAlpha(0.3))
        XCTAssertEqual(image[2, 1], Pixel(r: 0, g: 0, b: 0, a: 77))
        XCTAssertFalse(image.isOpaque)
        image.fill(.white)
        XCTAssertTrue(image.isOpaque)
        XCTAssertThrowsError(try Image(width: 2, height: 2, premultipliedRGBA: [0, 0, 0]))
    }

    /// isOpaque reads two pixels a step, then the odd one left: a translucent pixel is found anywhere.
    func testOpacityIsFoundAtEveryPixel() throws {
        for count in [1, 2, 5] {
            for i in 0..<count {
                var image = try Image(width: count, height: 1, fill: .white)
                XCTAssertTrue(image.isOpaque)
                image[i, 0] = Pixel(r: 254, g: 254, b: 254, a: 254)
                XCTAssertFalse(image.isOpaque, "pixel \(i) of \(count)")
            }
        }
    }
}

extension ImageTests {
    func testCroppingCopiesTheRectangle() throws {
        var image = try Image(width: 4, height: 3)
        image[2, 1] = Pixel(r: 9, g: 8, b: 7, a: 200)
        let crop = try image.cropped(to: PixelRect(x: 1, y: 1, width: 2, height: 2))
        XCTAssertEqual(crop.width, 2)
        XCTAssertEqual(crop[1, 0], Pixel(r: 9, g: 8, b: 7, a: 200))
        XCTAssertEqual(crop[0, 1], Pixel(r: 0, g: 0, b: 0, a: 0))
        XCTAssertThrowsError(try image.cropped(to: PixelRect(x: 3, y: 0, width: 2, height: 1)))
        let rows = try Image(width: 3, repeatingRowsOf: try image.cropped(to: PixelRect(x: 2, y: 0, width: 1, height: 3)))
        XCTAssertEqual(rows[0, 1], Pixel(r: 9, g: 8, b: 7, a: 200))
        XCTAssertEqual(rows[2, 1], Pixel(r: 9, g: 8, b: 7, a: 200))
    }
}

extension ImageTests {
    /// Runs of equal rows are written once and copied: every pixel must still be its row's colour, for runs
    /// of one row, runs longer than the copied block (13 px rows: 1,260 a block), and rows wider than a
    /// block (16,384 px = 65,536 bytes, the widest image), where each row is copied on its own.
    func testRepeatedRowsHoldTheirRowsColourInEveryRun() throws {
        for (width, runs) in [(1, [1, 2, 1, 7000, 3, 1, 9000, 1]), (13, [1, 2, 1, 7000, 3, 1, 9000, 1]), (16_384, [1, 2, 1, 30, 3, 1])] {
            var column = try Image(width: 1, height: runs.reduce(0, +))
            var y = 0
            for (i, run) in runs.enumerated() {
                for _ in 0..<run {
                    column[0, y] = Pixel(r: UInt8(i * 30), g: UInt8(255 - i), b: UInt8(i), a: 255)
                    y += 1
                }
            }
            let image = try Image(width: width, repeatingRowsOf: column)
            var expected = [UInt8]()
            expected.reserveCapacity(image.pixels.count)
            for row in 0..<column.height {
                let p = column[0, row]
                for _ in 0..<width { expected += [p.r, p.g, p.b, p.a] }
            }
            XCTAssertTrue(image.pixels == expected, "\(width) px wide")
        }
    }
}
