import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class BlendTests: XCTestCase {
    func testDiv255IsCorrectlyRoundedEverywhere() {
        for x in 0...(255 * 255) {
            let exact = (Double(x) / 255).rounded()
            XCTAssertEqual(Double(Blend.div255(UInt32(x))), exact, "x = \(x)")
            if Double(Blend.div255(UInt32(x))) != exact { return }
        }
    }

    func testScaleRoundsEachChannelExactly() {
        for k in stride(from: 0, through: 255, by: 1) {
            for c in stride(from: 0, through: 255, by: 3) {
                let p = UInt32(c) | UInt32(255 - c) << 8 | UInt32(c / 2) << 16 | UInt32(c) << 24
                let s = Blend.pixel(Blend.scale(p, by: UInt32(k)))
                func r(_ v: Int) -> UInt8 { UInt8((Double(v * k) / 255).rounded()) }
                XCTAssertEqual(s, Pixel(r: r(c), g: r(255 - c), b: r(c / 2), a: r(c)), "c \(c) k \(k)")
            }
        }
    }

    func testTransparentSourceLeavesDestinationUnchanged() throws {
        var canvas = try Canvas(width: 4, height: 4, fill: Color(r8: 12, g8: 200, b8: 99, a8: 180))
        let before = canvas.image
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0)))
        canvas.fill(.rect(Rect(x: 0.3, y: 0.7, width: 2.2, height: 2)), with: .solid(Color(red: 1, green: 0, blue: 0)), opacity: 0)
        XCTAssertEqual(canvas.image, before)
    }

    func testOpaqueSourceReplacesDestination() throws {
        var canvas = try Canvas(width: 3, height: 3, fill: Color(r8: 12, g8: 200, b8: 99, a8: 180))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 3, height: 3)), with: .solid(Color(r8: 1, g8: 2, b8: 3)))
        for y in 0..<3 { for x in 0..<3 { XCTAssertEqual(canvas.image[x, y], Pixel(r: 1, g: 2, b: 3, a: 255)) } }
    }

    func testHalfBlackOverWhiteIsMidGrey() throws {
        var canvas = try Canvas(width: 1, height: 1, fill: .white)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(Color.black.withAlpha(0.5)))
        let p = canvas.image[0, 0]
        XCTAssertTrue(p.r == 127 || p.r == 128, "\(p)")
        XCTAssertEqual(p.a, 255)
        XCTAssertEqual(p.r, p.g)
    }

    func testSourceOverMatchesRealArithmeticWithinHalfAStepPerRounding() throws {
        // Every source alpha over an opaque grey: one rounding for the scaled source, one for dst·(1 − a).
        for a in 0...255 {
            var canvas = try Canvas(width: 1, height: 1, fill: Color(r8: 200, g8: 200, b8: 200))
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(Color(r8: 10, g8: 10, b8: 10, a8: UInt8(a))))
            let exact = 10 * Double(a) / 255 + 200 * (1 - Double(a) / 255)
            XCTAssertLessThanOrEqual(abs(Double(canvas.image[0, 0].r) - exact), 1.0, "a \(a)")
        }
    }
}
