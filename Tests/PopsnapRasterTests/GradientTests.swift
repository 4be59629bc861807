import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class GradientTests: XCTestCase {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func testLinearEndStopsAreExactAndPadded() throws {
        let g = try Gradient(colors: [red, blue])
        var canvas = try Canvas(width: 100, height: 1)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 1)), with: .linear(g, start: Point(x: 10, y: 0), end: Point(x: 90, y: 0)))
        XCTAssertEqual(canvas.image[0, 0], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.image[9, 0], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.image[90, 0], Pixel(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(canvas.image[99, 0], Pixel(r: 0, g: 0, b: 255, a: 255))
        // The middle (x 49.5 + 0.5 = 50, t = 0.5) is an even mix.
        let mid = canvas.image[49, 0]
        XCTAssertTrue((126...129).contains(mid.r) && (126...129).contains(mid.b), "\(mid)")
        // Monotonic in between.
        for x in 10..<90 { XCTAssertGreaterThanOrEqual(canvas.image[x, 0].r, canvas.image[x + 1, 0].r) }
    }

    func testRadialCentreAndRim() throws {
        let g = try Gradient(colors: [.white, .black])
        var canvas = try Canvas(width: 41, height: 41)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 41, height: 41)), with: .radial(g, center: Point(x: 20.5, y: 20.5), radius: 15))
        XCTAssertEqual(canvas.image[20, 20], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(canvas.image[0, 0], Pixel(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.image[20, 35], Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    /// A sweep from 12 o'clock, black to white clockwise: each pixel's grey is its centre's angle as a
    /// fraction of a turn, and the turn wraps just left of the start.
    func testConicSweepsClockwiseFromItsStartAngle() throws {
        let g = try Gradient(colors: [.black, .white])
        var canvas = try Canvas(width: 41, height: 41)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 41, height: 41)), with: .conic(g, center: Point(x: 20.5, y: 20.5), startAngle: -.pi / 2))
        XCTAssertEqual(canvas.image[20, 5].r, 0, "straight up: the start")
        XCTAssertEqual(canvas.image[35, 20].r, 64, "a quarter turn: 0.25 x 255")
        XCTAssertEqual(canvas.image[20, 35].r, 128, "half a turn")
        XCTAssertEqual(canvas.image[5, 20].r, 191, "three quarters")
        // Just left of the start: atan2(-15, -1) + pi/2 is 0.0666 rad short of a whole turn.
        let turn: Double = 1 - 0.066568163775823 / (2 * Double.pi)
        let expected = UInt8((turn * 255 + 0.5).rounded(.down))
        XCTAssertEqual(canvas.image[19, 5].r, expected)
        XCTAssertEqual(canvas.image[19, 5].a, 255)
    }

    func testPremultipliedInterpolationKeepsHue() throws {
        let g = try Gradient(colors: [red, red.withAlpha(0)])
        var canvas = try Canvas(width: 11, height: 1)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 11, height: 1)), with: .linear(g, start: Point(x: 0.5, y: 0), end: Point(x: 10.5, y: 0)))
        for x in 0..<11 {
            let p = canvas.image[x, 0]
            XCTAssertEqual(p.r, p.a, "pure red at every alpha, x \(x)")
            XCTAssertEqual(p.g, 0)
        }
        XCTAssertEqual(canvas.image[10, 0].a, 0)
    }

    func testGradientFollowsTheTransform() throws {
        let g = try Gradient(colors: [red, blue])
        var a = try Canvas(width: 40, height: 4)
        a.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 2)), with: .linear(g, start: .zero, end: Point(x: 20, y: 0)), transform: .scale(2))
        var b = try Canvas(width: 40, height: 4)
        b.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 4)), with: .linear(g, start: .zero, end: Point(x: 40, y: 0)))
        XCTAssertEqual(a.image, b.image)
    }

    func testInvalidGradients() {
        XCTAssertThrowsError(try Gradient(stops: [GradientStop(location: 0, color: red)]))
        XCTAssertThrowsError(try Gradient(stops: [GradientStop(location: 0.5, color: red), GradientStop(location: 0.2, color: blue)]))
        XCTAssertThrowsError(try Gradient(stops: [GradientStop(location: -0.1, color: red), GradientStop(location: 1, color: blue)]))
    }
}
