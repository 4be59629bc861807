import XCTest
import PopsnapLayout
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry
import PopsnapText

/// Issue 21: SVProgressHUD's look, laid out as its updateHUDFrame lays it out (SVProgressHUD.m l.404-485).
final class SVProgressHUDTests: XCTestCase {
    /// 12 pt above, the 48 pt ring (radius 18 + 1 + 5, doubled), 8 pt, the status, 12 pt below; 12 pt at the
    /// sides of the wider of the two; the ring centred across.
    func testARingAboveAStatus() throws {
        for mode in [SVProgressHUDMode.indeterminate, .progress(0.3)] {
            let f = try laidOutFrames(SVProgressHUDPopup(mode: mode, status: "Loading…"))
            let hud = try XCTUnwrap(f["container"]), ring = try XCTUnwrap(f["container/indicator"]), status = try XCTUnwrap(f["container/status"])
            XCTAssertEqual(ring.width, 48); XCTAssertEqual(ring.height, 48)
            XCTAssertEqual(ring.y - hud.y, 12)
            XCTAssertEqual(status.y - ring.maxY, 8)
            XCTAssertEqual(hud.maxY - status.maxY, 12)
            XCTAssertEqual(hud.width, 24 + max(48, status.width), accuracy: 0.5)
            XCTAssertEqual(ring.x + ring.width / 2, hud.x + hud.width / 2, accuracy: 0.5, "\(mode)")
        }
    }

    /// Without a status the ring is ringNoTextRadius 24's: 60 pt, so the HUD is 84 pt square.
    func testARingAloneIsLarger() throws {
        for mode in [SVProgressHUDMode.indeterminate, .progress(0.3)] {
            let f = try laidOutFrames(SVProgressHUDPopup(mode: mode))
            XCTAssertEqual(f["container/indicator"]?.width, 60)
            XCTAssertEqual(f["container"]?.width, 84)
            XCTAssertEqual(f["container"]?.height, 84)
            XCTAssertNil(f["container/status"])
        }
    }

    /// The info, success and error images fill the 28 pt image view: 52 pt alone, 12 + 28 + 8 + status + 12 with one.
    func testImagesAreTwentyEightPoints() throws {
        for image in SVProgressHUDMode.Image.allCases {
            let alone = try laidOutFrames(SVProgressHUDPopup(mode: .image(image)))
            XCTAssertEqual(alone["container"]?.width, 52)
            XCTAssertEqual(alone["container"]?.height, 52)
            let f = try laidOutFrames(SVProgressHUDPopup(mode: .image(image), status: "Saved"))
            let hud = try XCTUnwrap(f["container"]), status = try XCTUnwrap(f["container/status"])
            XCTAssertEqual(f["container/indicator"]?.height, 28)
            XCTAssertEqual(hud.height, 12 + 28 + 8 + status.height + 12, accuracy: 1e-9)
        }
    }

    /// The status alone: 12 pt around it, wrapped at 200 pt.
    func testTextAloneWrapsAtTwoHundredPoints() throws {
        let f = try laidOutFrames(SVProgressHUDPopup(mode: .text, status: String(repeating: "A long status that wraps ", count: 4)))
        let hud = try XCTUnwrap(f["container"]), status = try XCTUnwrap(f["container/status"])
        XCTAssertNil(f["container/indicator"])
        XCTAssertLessThanOrEqual(status.width, 200)
        XCTAssertGreaterThan(status.width, 150)
        XCTAssertEqual(hud.width, status.width + 24, accuracy: 0.5)
        XCTAssertEqual(hud.height, status.height + 24, accuracy: 1e-9)
    }

    /// The status is the subheadline text style, which follows the content size.
    func testTheStatusFollowsTheContentSize() {
        let popup = SVProgressHUDPopup(status: "Loading")
        let large = popup.element(traits: Traits()).children[1].font?.style.size
        let ax = popup.element(traits: Traits(contentSize: .accessibilityExtraExtraExtraLarge)).children[1].font?.style.size
        XCTAssertEqual(large, 15)
        XCTAssertEqual(ax, 49)
    }

    /// Light and dark blur the system material (the light one following the appearance) under the
    /// background at 60%; custom is the background, opaque; no look follows the appearance.
    func testLooks() throws {
        func fill(_ look: SVProgressHUDLook?, _ appearance: Appearance) -> Fill? {
            SVProgressHUDPopup(look: look).element(traits: Traits(appearance: appearance)).background?.resolved(for: appearance)
        }
        let light = MaterialStyle.systemMaterial.resolved(for: .light), dark = MaterialStyle.systemMaterial.resolved(for: .dark)
        guard case let .material(l)? = fill(.light, .light), case let .material(d)? = fill(.dark, .light),
              case let .material(lightOnDark)? = fill(.light, .dark) else { return XCTFail("the light and dark looks blur") }
        XCTAssertEqual(l.tint, Color.white.withAlpha(0.6).over(light.tint))
        XCTAssertEqual(d.tint, Color.black.withAlpha(0.6).over(dark.tint))
        XCTAssertEqual(lightOnDark.tint, Color.white.withAlpha(0.6).over(dark.tint), "UIBlurEffectStyleSystemMaterial follows the appearance")
        XCTAssertEqual(l.blurRadius, light.blurRadius)
        XCTAssertEqual(fill(.custom(foreground: DynamicColor(.white), background: DynamicColor(.black)), .light), .color(.black))
        XCTAssertEqual(fill(nil, .light), fill(.light, .light))
        XCTAssertEqual(fill(nil, .dark), fill(.dark, .dark))
        // White 60% over a tint of alpha 0.78: alpha 1 − 0.4 × 0.22, its grey the weighted mean.
        let c = Color.white.withAlpha(0.6).over(Color(white: 0.5, alpha: 0.5))
        XCTAssertEqual(c.alpha, 0.8, accuracy: 1e-12)
        XCTAssertEqual(c.red, (0.6 + 0.5 * 0.5 * 0.4) / 0.8, accuracy: 1e-12)
    }

    /// The progress ring at 0 is the track alone: the foreground at 10% over exactly the annulus of the
    /// stroke (radius 24 ± 1 pt at 1x); at one half, pixels right of the caps carry the arc over the track.
    func testTheProgressRingCoversItsAnnulus() throws {
        for progress in [0.0, 0.5] {
            let drawing = SVProgressHUDMarks.progressRing(progress, side: 60, radius: 24, thickness: 2, color: .black, trackAlpha: 0.1)
            var canvas = try Canvas(width: 60, height: 60)
            drawing.paint(at: .zero, pixelsPerPoint: 1, on: &canvas)
            var worst = 0.0
            // Columns 28 to 31 hold the caps at 12 and 6 o'clock, and are left out.
            for y in 0..<60 { for x in 0..<60 where !(28..<32).contains(x) {
                let c = ExactCoverage.pixelCoverage(ofAnnularSectorCx: 30, cy: 30, innerRadius: 23, outerRadius: 25, startAngle: 0, sweep: 2 * .pi, px: x, py: y)
                let arc = progress > 0 && x >= 32 ? c : 0
                let expected = arc + 0.1 * c * (1 - arc)
                worst = max(worst, abs(Double(canvas.image[x, y].a) / 255 - expected))
            } }
            XCTAssertLessThan(worst, 2.5 / 255, "progress \(progress)")
        }
    }

    /// The spinner's first frame: the arc from 1.5% to 48.5% of two turns from 12 o'clock, faded by the
    /// angle mask: nothing at the gap by 12 o'clock, about half at 6 o'clock, nearly opaque before 12.
    func testTheSpinnerFadesClockwise() throws {
        var canvas = try Canvas(width: 60, height: 60)
        SVProgressHUDMarks.spinner(side: 60, radius: 24, thickness: 2, color: .black, turn: 0).paint(at: .zero, pixelsPerPoint: 1, on: &canvas)
        func alpha(_ degrees: Double) -> Double {
            let a = (degrees - 90) * .pi / 180
            return Double(canvas.image[Int(30 + 24 * cos(a)), Int(30 + 24 * sin(a))].a) / 255
        }
        XCTAssertEqual(alpha(0), 0, "the gap at 12 o'clock")
        XCTAssertEqual(alpha(90) / alpha(270), 52.0 / 203.0, accuracy: 0.08, "the mask's 3 and 9 o'clock, measured")
        XCTAssertLessThan(alpha(180), 0.6)
        XCTAssertGreaterThan(alpha(330), alpha(180))
    }

    /// The `spin` animation turns the spinner as SVProgressHUD's animations do, a turn a second: three
    /// twelfths on, it is the first frame turned a quarter clockwise.
    func testTheSpinnerTurnsWithThePhase() throws {
        func image(phase: Int) throws -> Image {
            let e = SVProgressHUDPopup(status: "Loading").element(traits: Traits(scale: 1)).children[0]
            var canvas = try Canvas(width: 48, height: 48)
            try XCTUnwrap(e.content.drawing)(e.foregroundColor.light, 0, phase).paint(at: .zero, pixelsPerPoint: 1, on: &canvas)
            return canvas.image
        }
        let first = try image(phase: 0), quarter = try image(phase: 3)
        var worst = 0, changed = 0
        for y in 0..<48 { for x in 0..<48 {
            worst = max(worst, abs(Int(quarter[x, y].a) - Int(first[y, 47 - x].a)))
            if quarter[x, y].a != first[x, y].a { changed += 1 }
        } }
        XCTAssertLessThanOrEqual(worst, 2)
        XCTAssertGreaterThan(changed, 100)
    }

    /// The `progress` animation sets the element's progress; the ring drawn from it is the still of that progress.
    func testTheProgressAnimationFillsTheRing() throws {
        let renderer = try PopupRenderer()
        func render(_ popup: SVProgressHUDPopup, progress: Double? = nil) throws -> Image {
            let scene = PopupScene(canvas: Size(width: 200, height: 200), scale: 2, popup: popup.element(traits: Traits(scale: 2)))
            var layout = try renderer.layout(scene)
            if let progress { layout = layout.mapNodes { e in if case var .progress(p) = e.content { p.value = progress; e.content = .progress(p) } } }
            return try renderer.render(scene, laidOut: layout)
        }
        // Compared whole, so a failure does not print a million pixels.
        XCTAssertTrue(try render(SVProgressHUDPopup(mode: .progress(0.9)), progress: 0.25) == render(SVProgressHUDPopup(mode: .progress(0.25))))
        XCTAssertFalse(try render(SVProgressHUDPopup(mode: .progress(0.9))) == render(SVProgressHUDPopup(mode: .progress(0.25))))
    }
}
