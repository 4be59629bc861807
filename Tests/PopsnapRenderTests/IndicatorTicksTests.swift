import XCTest
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry

/// iOS 14's activity indicator (Flutter's reproduction): 8 ticks from a third of the radius to the edge, a
/// fifth of it wide with round ends, faded 47 … 147 of 255 back from the head, the head turning clockwise.
final class IndicatorTicksTests: XCTestCase {
    typealias EC = ExactCoverage
    /// The large indicator at 2x: 74 px, radius 37, placed at (3, 5).
    let rect = Rect(x: 3, y: 5, width: 74, height: 74), (cx, cy) = (40.0, 42.0), r = 37.0

    func ticks(phase: Int) throws -> Image {
        var canvas = try Canvas(width: 80, height: 84)
        IndicatorPainter.drawTicks(in: rect, phase: phase, color: .black, on: &canvas)
        return canvas.image
    }

    func alpha(_ image: Image, _ x: Int, _ y: Int) -> Double { Double(image[x, y].a) / 255 }

    func testTheTicksAtTwelveAndThreeAreExactRoundedBoxes() throws {
        let image = try ticks(phase: 0)
        let w = r / 5, corner = r / 10
        // At phase 0 the head is the tick before 12 o'clock: the one at 12 is faintest (47), at 3 too.
        let twelve = EC.RoundedRect(x: cx - w / 2, y: cy - r, width: w, height: r * 2 / 3, radii: (corner, corner, corner, corner))
        let three = EC.RoundedRect(x: cx + r / 3, y: cy - w / 2, width: r * 2 / 3, height: w, radii: (corner, corner, corner, corner))
        // Windows around each, clear of the ticks either side.
        for (box, name, xs, ys) in [(twelve, "12 o'clock", 34..<46, 3..<30), (three, "3 o'clock", 52..<80, 36..<48)] {
            for y in ys {
                for x in xs {
                    let exact = box.area(x0: Double(x), y0: Double(y), x1: Double(x + 1), y1: Double(y + 1)) * 47 / 255
                    XCTAssertEqual(alpha(image, x, y) * 255, exact * 255, accuracy: 1, "\(name) (\(x), \(y))")
                }
            }
        }
        // All eight: each tick's area at its own opacity.
        let tickArea = w * (r * 2 / 3) - (4 - .pi) * corner * corner
        let painted = (0..<84).reduce(0.0) { s, y in (0..<80).reduce(s) { $0 + alpha(image, $1, y) } }
        XCTAssertEqual(painted, tickArea * IndicatorPainter.tickAlphas.reduce(0, +), accuracy: 0.5)
    }

    /// The head, 147 of 255, stands before 12 o'clock at phase 0 and a quarter turn on at phase 3 (of 12).
    func testTheHeadTurnsClockwiseWithThePhase() throws {
        func brightest(_ image: Image) -> Double {
            // The angle from 12 o'clock, clockwise, of the most opaque pixel 2/3 of the radius out.
            let angles = (0..<360).map { Double($0) * .pi / 180 }
            let best = angles.max { a, b in
                alpha(image, Int(cx + 0.66 * r * sin(a)), Int(cy - 0.66 * r * cos(a))) < alpha(image, Int(cx + 0.66 * r * sin(b)), Int(cy - 0.66 * r * cos(b)))
            }!
            return best * 180 / .pi
        }
        XCTAssertEqual(brightest(try ticks(phase: 0)), 315, accuracy: 8)
        XCTAssertEqual(brightest(try ticks(phase: 3)), 45, accuracy: 8)
        XCTAssertEqual(brightest(try ticks(phase: 6)), 135, accuracy: 8)
    }
}
