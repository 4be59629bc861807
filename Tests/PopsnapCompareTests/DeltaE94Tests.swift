import PopsnapRaster
import XCTest
@testable import PopsnapCompare
import PopsnapGeometry

/// ΔE94 against values worked out independently, in Python (double precision) from the same definitions:
/// sRGB decoded, the sRGB/D65 XYZ matrix with its own white (its row sums), CIELAB, then
/// ΔE94 = √((ΔL/1)² + (ΔC/(1 + 0.045·C1))² + ΔH²/(1 + 0.015·C1)²), C1 the reference's chroma.
final class DeltaE94Tests: XCTestCase {
    private func deltaE(_ reference: (UInt8, UInt8, UInt8, UInt8), _ other: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        let a = [reference.0, reference.1, reference.2, reference.3], b = [other.0, other.1, other.2, other.3]
        return PerceptualComparison.deltaE(a, b, 0)
    }

    func testOpaquePairs() {
        XCTAssertEqual(deltaE((255, 0, 0, 255), (255, 0, 0, 255)), 0)
        XCTAssertEqual(deltaE((255, 0, 0, 255), (250, 0, 0, 255)), 1.06695317298912, accuracy: 1e-9)
        XCTAssertEqual(deltaE((0, 0, 0, 255), (255, 255, 255, 255)), 100, accuracy: 1e-9)
        XCTAssertEqual(deltaE((255, 255, 255, 255), (0, 0, 0, 255)), 100, accuracy: 1e-9)
        XCTAssertEqual(deltaE((128, 128, 128, 255), (130, 128, 128, 255)), 0.8126958023175599, accuracy: 1e-9)
        XCTAssertEqual(deltaE((0, 0, 255, 255), (0, 0, 250, 255)), 0.7734319169295322, accuracy: 1e-9)
        XCTAssertEqual(deltaE((200, 100, 50, 255), (190, 110, 60, 255)), 3.530531497165972, accuracy: 1e-9)
        XCTAssertEqual(deltaE((255, 255, 255, 255), (254, 254, 254, 255)), 0.34507776723106076, accuracy: 1e-9)
    }

    /// Red is L* 53.2408, a* 80.0925, b* 67.2032 (the published sRGB figures); white is exactly L* 100.
    func testLab() {
        let red = DeltaE94.lab(255, 0, 0), white = DeltaE94.lab(255, 255, 255)
        XCTAssertEqual(red.l, 53.24079183328088, accuracy: 1e-9)
        XCTAssertEqual(red.a, 80.09246954480042, accuracy: 1e-9)
        XCTAssertEqual(red.b, 67.20319253649727, accuracy: 1e-9)
        XCTAssertEqual(white.l, 100, accuracy: 1e-12)
        XCTAssertEqual(white.a, 0, accuracy: 1e-9)
        XCTAssertEqual(white.b, 0, accuracy: 1e-9)
    }

    /// Transparency is seen over white and over black, the larger difference counting: a transparent pixel
    /// is 100 from opaque white (over black) and from opaque black (over white); half-transparent black is
    /// the grey 127 over white but black over black, 53.19 from that grey; half-transparent red
    /// (255·128/255 over 0 or 255) is 18.79 from red over white and 28.74 over black. Two transparent pixels match.
    func testTransparency() {
        XCTAssertEqual(deltaE((255, 255, 255, 255), (255, 255, 255, 0)), 100, accuracy: 1e-9)
        XCTAssertEqual(deltaE((0, 0, 0, 255), (0, 0, 0, 0)), 100, accuracy: 1e-9)
        XCTAssertEqual(deltaE((127, 127, 127, 255), (0, 0, 0, 128)), 53.19277745493915, accuracy: 1e-9)
        XCTAssertEqual(deltaE((255, 0, 0, 255), (255, 0, 0, 128)), 28.737717219495593, accuracy: 1e-9)
        XCTAssertEqual(deltaE((255, 0, 0, 0), (0, 255, 0, 0)), 0)
    }

    /// The mode counts pixels over the threshold (at it passes), and marks them in the diff as exact mode does.
    func testModeCountsAndMarks() throws {
        let a = solid(10, 10, (255, 0, 0, 255))
        var b = a
        b.setPixel(x: 2, y: 3, (250, 0, 0, 255))   // ΔE 1.067
        b.setPixel(x: 7, y: 8, (200, 0, 0, 255))
        let loose = ImageComparison.compare(a, b, match: ImageMatch(mode: .deltaE94(max: 2)))
        XCTAssertEqual(loose.comparison?.differentPixels, 1)
        XCTAssertEqual(loose.comparison?.changedBounds, PixelRect(x: 7, y: 8, width: 1, height: 1))
        let strict = ImageComparison.compare(a, b, match: ImageMatch(mode: .deltaE94(max: 1)))
        XCTAssertEqual(strict.comparison?.differentPixels, 2)
        XCTAssertTrue(ImageComparison.compare(a, b, match: ImageMatch(tolerance: .ratio(0.02), mode: .deltaE94(max: 1))).passed)
        XCTAssertTrue(ImageComparison.compare(a, b, match: ImageMatch(mode: .deltaE94(max: 1.06695317298912 + 1e-9))).comparison?.differentPixels == 1)

        let diff = try XCTUnwrap(ImageComparison.compare(a, b, match: ImageMatch(options: MatchOptions(diffColor: RGB(0, 0, 255)), mode: .deltaE94(max: 1))).diff)
        XCTAssertEqual(rgba(diff, 2, 3), [0, 0, 255, 255])
        XCTAssertEqual(rgba(diff, 7, 8), [0, 0, 255, 255])
        XCTAssertEqual(rgba(diff, 0, 0), rgba(ImageComparison.compare(a, b, match: .exact).diff, 0, 0), "the grey copy, as exact mode draws it")
        XCTAssertFalse(ImageMatch(mode: .deltaE94(max: 1)).isExact)
    }
}
