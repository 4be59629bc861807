import XCTest
import PopsnapSpecTestSupport
import PopsnapLayout
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry
import PopsnapText

/// Issue 21: JGProgressHUD's look, laid out as its layoutHUD lays it out (JGProgressHUD.m l.344-425).
final class JGProgressHUDTests: XCTestCase {
    /// The indicator 20 pt from the top, 10 pt to the text, 6 pt to the detail text, 20 pt below and at
    /// the sides of the widest; each indicator view its own size.
    func testIndicatorsAndLabels() throws {
        let sides: [(JGProgressHUDMode, Double)] = [(.indeterminate, 37), (.pie(0.5), 50), (.ring(0.5), 50), (.success, 33), (.error, 33)]
        for (mode, side) in sides {
            let f = try laidOutFrames(JGProgressHUDPopup(mode: mode, label: "Loading", details: "Please wait a moment"))
            let hud = try XCTUnwrap(f["container"]), indicator = try XCTUnwrap(f["container/indicator"])
            let label = try XCTUnwrap(f["container/label"]), details = try XCTUnwrap(f["container/details"])
            XCTAssertEqual(indicator.width, side, "\(mode)")
            XCTAssertEqual(indicator.height, side)
            XCTAssertEqual(indicator.y - hud.y, 20)
            XCTAssertEqual(label.y - indicator.maxY, 10)
            XCTAssertEqual(details.y - label.maxY, 6)
            XCTAssertEqual(hud.maxY - details.maxY, 20)
            XCTAssertEqual(hud.width, 40 + max(side, label.width, details.width), accuracy: 0.5)
        }
    }

    /// The spacings follow what is there: an indicator alone is 20 pt inside every edge; the detail text
    /// alone is 10 pt under the indicator; the labels alone start 20 pt from the top.
    func testSpacingsFollowWhatIsThere() throws {
        let alone = try laidOutFrames(JGProgressHUDPopup(mode: .pie(0.2)))
        XCTAssertEqual(alone["container"]?.width, 90)
        XCTAssertEqual(alone["container"]?.height, 90)
        let detail = try laidOutFrames(JGProgressHUDPopup(mode: .ring(0.2), details: "3 of 10"))
        XCTAssertEqual(try XCTUnwrap(detail["container/details"]).y - (try XCTUnwrap(detail["container/indicator"])).maxY, 10)
        let text = try laidOutFrames(JGProgressHUDPopup(mode: .text, label: "Done"))
        XCTAssertNil(text["container/indicator"])
        XCTAssertEqual(try XCTUnwrap(text["container/label"]).y - (try XCTUnwrap(text["container"])).y, 20)
        XCTAssertEqual(try XCTUnwrap(text["container"]).height, try XCTUnwrap(text["container/label"]).height + 40, accuracy: 1e-9)
    }

    /// Bold 17 and regular 15, fixed sizes (the system fonts by size do not follow the content size).
    func testFonts() {
        let tree = JGProgressHUDPopup(label: "A", details: "B").element(traits: Traits(contentSize: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(tree.children[1].font?.style.size, 17)
        XCTAssertEqual(tree.children[1].font?.style.weight, .bold)
        XCTAssertEqual(tree.children[2].font?.style.size, 15)
        XCTAssertEqual(tree.children[2].font?.style.weight, .regular)
    }

    /// No look follows the appearance: dark, or extra light (not light); each look its blur and colours.
    func testLooks() {
        func tree(_ look: JGProgressHUDLook?, _ appearance: Appearance) -> Element {
            JGProgressHUDPopup(label: "A", look: look).element(traits: Traits(appearance: appearance))
        }
        XCTAssertEqual(tree(nil, .light).background, .material(JGProgressHUDLook.extraLight.material))
        XCTAssertEqual(tree(nil, .dark).background, .material(JGProgressHUDLook.dark.material))
        XCTAssertEqual(tree(.light, .dark).background, .material(Material(blurRadius: 30, colorMatrix: .saturation(1.8), tint: Color(white: 1, alpha: 0.3))))
        XCTAssertEqual(tree(.dark, .light).children[1].foregroundColor, .white)
        XCTAssertEqual(tree(.light, .dark).children[1].foregroundColor, .black)
        XCTAssertEqual(tree(.extraLight, .light).cornerRadius, 10)
    }

    /// The pie at a quarter: inside the rim, the wedge from 12 to 3 o'clock over the fill, each pixel its
    /// exact share of the sector (centre floor(50 / 2), radius 25 − 2, at 2x).
    func testThePieIsItsExactWedge() throws {
        var canvas = try Canvas(width: 100, height: 100)
        JGProgressHUDMarks.pie(0.25, side: 50, rim: 2, color: .black, fill: Color(white: 0.9)).paint(at: .zero, pixelsPerPoint: 2, on: &canvas)
        var worst = 0.0
        for y in 10..<90 { for x in 10..<90 {
            let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
            guard (dx * dx + dy * dy).squareRoot() < 40 else { continue }   // inside the rim (44 px) with room for its edge
            let wedge = ExactCoverage.pixelCoverage(ofAnnularSectorCx: 50, cy: 50, innerRadius: 0, outerRadius: 46,
                                                     startAngle: -.pi / 2, sweep: .pi / 2, px: x, py: y)
            worst = max(worst, abs(Double(canvas.image[x, y].r) - 0.9 * 255 * (1 - wedge)))
        } }
        XCTAssertLessThan(worst, 2.5)
    }

    /// The ring at a half on the dark look: white over a black track, both the annulus 22 ± 1.5 pt (at 1x);
    /// right of the square caps, each pixel's red is its exact coverage, left of them none.
    func testTheRingIsItsExactAnnulus() throws {
        var canvas = try Canvas(width: 50, height: 50)
        JGProgressHUDMarks.ring(0.5, side: 50, width: 3, color: .white, track: .black).paint(at: .zero, pixelsPerPoint: 1, on: &canvas)
        var worst = 0.0
        for y in 0..<50 { for x in 0..<50 where x >= 27 || x < 23 {
            let c = ExactCoverage.pixelCoverage(ofAnnularSectorCx: 25, cy: 25, innerRadius: 20.5, outerRadius: 23.5, startAngle: 0, sweep: 2 * .pi, px: x, py: y)
            let expectedRed = x >= 27 ? 255 * c : 0
            worst = max(worst, abs(Double(canvas.image[x, y].r) - expectedRed))
            worst = max(worst, abs(Double(canvas.image[x, y].a) - 255 * (x >= 27 ? c + c * (1 - c) : c)))
        } }
        XCTAssertLessThan(worst, 2.5)
    }

    /// A drawing is painted in its element's points at the scale: at 2x the success mark's corner, (11, 28)
    /// in its 33 pt view, is ink, and the view's centre, off the path, is the blur's light tint.
    func testTheMarkIsDrawnWhereItsViewIs() throws {
        let renderer = try PopupRenderer()
        let scene = PopupScene(canvas: Size(width: 200, height: 200), scale: 2, popup: JGProgressHUDPopup(mode: .success, look: .extraLight).element(traits: Traits(scale: 2)))
        let view = try XCTUnwrap(try renderer.layout(scene).nodes.first { $0.path == "container/indicator" }?.node.frame)
        let image = try renderer.render(scene)
        XCTAssertLessThan(image[Int((view.x + 11) * 2), Int((view.y + 28) * 2)].r, 40)
        XCTAssertGreaterThan(image[Int((view.x + 16.5) * 2), Int((view.y + 16.5) * 2)].r, 230)
    }
}
