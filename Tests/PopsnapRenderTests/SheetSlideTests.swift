import XCTest
import PopsnapGeometry
import PopsnapRaster
@testable import Popsnap

/// iOS 18's large sheet rising (`slide-in`): the screen behind shrinks as far as the sheet has come, from
/// the whole screen in the first frame to the still's card in the last; the other detents only dim.
final class SheetSlideTests: XCTestCase {
    let renderer = try! PopupRenderer()

    private func spec(_ detent: SheetDetent) -> PopupSpec {
        var root = Element(.vstack(Element.Stack()), name: "content", role: "content")
        root.padding = EdgeInsets(all: 16)
        var spec = PopupSpec(popup: SheetPopup(detent: detent, root: CustomPopup(root: root)), screen: .device(.iPhone15), scale: 1, ios: .ios18)
        spec.background = .color(DynamicColor(Color(r8: 200, g8: 0, b8: 0)))
        return spec
    }

    private func frames(_ spec: PopupSpec) throws -> FrameSource {
        var animation = AnimationSpec()
        animation.transition = .slideIn
        animation.fps = 10
        return try spec.frames(renderer: renderer, animation: animation)
    }

    /// The first x of row `y` that is not the black around the shrunk screen.
    private func screenLeft(_ image: Image, y: Int) -> Int? {
        (0..<image.width).first { image[$0, y].r > 0 }
    }

    func testTheScreenBehindShrinksAsTheLargeSheetRises() throws {
        let large = spec(.large)
        let f = try frames(large)
        XCTAssertEqual(f.count, 6, "UIKit's 0.5 s at 10 fps")
        XCTAssertEqual(screenLeft(try f.frame(0), y: 30), 0, "the first frame: the whole screen")
        let still = try renderer.render(large.scene())
        XCTAssertTrue(try f.frame(5) == still, "the last frame is the still")
        // Half way through the spring: each figure part of the way, as the frame's dimming is.
        let timeline = try Timeline(duration: 0.5, fps: 10)
        let fraction = Transition.slideIn().state(2, timeline).backdrop
        XCTAssertGreaterThan(fraction, 0.1)
        XCTAssertLessThan(fraction, 0.99)
        let partway = PresentingScreen(scale: 11.0 / 12, top: 59, cornerRadius: 10).partway(fraction)
        let left = 393 * (1 - partway.scale) / 2, top = partway.top
        let middle = try f.frame(2)
        XCTAssertEqual(Double(try XCTUnwrap(screenLeft(middle, y: Int(top) + 30))), left, accuracy: 1)
        XCTAssertEqual(middle[196, Int(top.rounded(.down)) - 1].r, 0, "black above the shrinking screen")
    }

    /// A cross-dissolve starts from the screen as it is too, the shrunk one only at its end.
    func testACrossDissolveStartsFromTheWholeScreen() throws {
        var animation = AnimationSpec()
        animation.fps = 10
        let large = spec(.large)
        let f = try large.frames(renderer: renderer, animation: animation)
        XCTAssertEqual(screenLeft(try f.frame(0), y: 30), 0, "the whole screen first")
        XCTAssertTrue(try f.frame(f.count - 1) == renderer.render(large.scene()), "the still last")
    }

    func testAMediumSheetLeavesTheScreenWhereItIs() throws {
        let f = try frames(spec(.medium))
        for i in 0..<f.count {
            XCTAssertEqual(screenLeft(try f.frame(i), y: 100), 0, "frame \(i)")
        }
    }
}
