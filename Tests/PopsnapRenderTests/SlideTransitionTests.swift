import PopsnapGeometry
import PopsnapRaster
import XCTest
@testable import Popsnap

/// A slide's frame is the still of the same popup placed where the frame has it: a frame `away` of the way
/// down is the popup pinned that many whole pixels lower, drawn on its own, for an opaque popup (the
/// cached layer moved) and for a material one (painted again over the screen where it now is).
final class SlideTransitionTests: XCTestCase {
    /// A 100 x 60 box pinned `margin` points below the screen's top, sliding as `motion` says.
    struct Box: PopupKind {
        var margin: Double
        var material: Bool
        var motion = SlideMotion(edge: .bottom, curve: .linear, duration: 1)
        func element(traits: Traits) -> Element {
            Popup {
                if material {
                    Rectangle().frame(width: 100, height: 60).background(.thinMaterial)
                } else {
                    Rectangle().frame(width: 100, height: 60).background(Color(r8: 200, g8: 30, b8: 30))
                }
            }.element(traits: traits)
        }
        func backdrop(traits: Traits) -> Color? { nil }
        func placement(traits: Traits) -> PopupPlacement { .pinned(.top, margin: margin, fromSafeArea: false) }
        func slide(traits: Traits) -> SlideMotion { motion }
    }

    func spec(_ box: Box) -> PopupSpec {
        var spec = PopupSpec(popup: box, screen: .size(Size(width: 300, height: 400)), scale: 2)
        spec.background = Background.verticalGradient([DynamicColor(Color(r8: 20, g8: 120, b8: 220)), DynamicColor(Color(r8: 250, g8: 200, b8: 40))])
        return spec
    }

    func frames(_ box: Box, transition: Transition.Name = .slideIn) throws -> FrameSource {
        var animation = AnimationSpec()
        animation.transition = transition
        animation.fps = 4
        return try spec(box).frames(renderer: try PopupRenderer(), animation: animation)
    }

    func testAFrameIsTheStillWhereTheFrameHasThePopup() throws {
        let renderer = try PopupRenderer()
        for material in [false, true] {
            let box = Box(margin: 20, material: material)
            let f = try frames(box)
            XCTAssertEqual(f.count, 5, "1 s at 4 fps, from the kind's own motion")
            // Frame 2: half way from beyond the bottom edge: (800 - 40) / 2 = 380 px, 190 pt lower.
            XCTAssertTrue(try f.frame(2) == renderer.render(spec(Box(margin: 210, material: material)).scene()), "material \(material)")
            XCTAssertTrue(try f.frame(4) == renderer.render(spec(box).scene()), "the last frame is the still")
            var empty = spec(box)
            empty.popup = Box(margin: 400, material: material)
            XCTAssertTrue(try f.frame(0) == renderer.render(empty.scene()), "the first frame shows the screen alone")
            // Sliding out, the same frames backwards.
            let out = try frames(box, transition: .slideOut)
            XCTAssertTrue(try out.frame(1) == f.frame(3))
        }
    }

    func testAPopupComesFromItsEdgeAndLeadingFollowsTheLayoutDirection() throws {
        func firstRow(_ image: Image) -> (x: Int, y: Int)? {
            for y in 0..<image.height { for x in 0..<image.width where image[x, y] == Pixel(r: 200, g: 30, b: 30, a: 255) { return (x, y) } }
            return nil
        }
        var box = Box(margin: 20, material: false)
        box.motion.edge = .top
        // Frame 3 is a quarter of the way from beyond the top: its top at 40 − (40 + 120) · 0.25 = 0 px.
        XCTAssertEqual(firstRow(try frames(box).frame(3))?.y, 0)
        box.motion.edge = .leading
        let ltr = try frames(box).frame(2)
        var rtl = spec(box)
        rtl.locale = "ar"
        var animation = AnimationSpec()
        (animation.transition, animation.fps) = (.slideIn, 4)
        let mirrored = try rtl.frames(renderer: try PopupRenderer(), animation: animation).frame(2)
        // Centred at x 200..400 px; half way to beyond the left edge is 200 px left, to beyond the right 200 px right.
        XCTAssertEqual(firstRow(ltr)?.x, 0)
        XCTAssertEqual(firstRow(mirrored)?.x, 400)
    }

    func testASpecSlidesAsItsKindDoes() throws {
        let json = #"{"popup": {"kind": "system-alert", "title": "Title", "actions": ["OK"]}, "animation": {"transition": "slide-in"}}"#
        let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".")
        let (transition, timeline) = try spec.animationTiming()
        XCTAssertEqual(transition.defaultDuration, 0.5)
        XCTAssertEqual(timeline.frameCount, 31, "UIKit's 0.5 s at 60 fps")
        XCTAssertEqual(try spec.frames(renderer: try PopupRenderer()).count, 31)
    }
}
