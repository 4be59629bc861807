import PopsnapGeometry
import PopsnapRaster
import XCTest
@testable import Popsnap

/// A toast slides from its edge on NotificationBanner's spring, overshooting its place; in a stack, the
/// newest comes from beyond the edge and the earlier ones are pushed from its place to theirs.
final class ToastMotionTests: XCTestCase {
    let renderer = try! PopupRenderer()

    func spec(_ toast: ToastPopup) -> PopupSpec {
        var spec = PopupSpec(popup: toast, screen: .device(.iPhone16Pro), scale: 1, ios: .ios18)
        spec.background = Background.verticalGradient([DynamicColor(Color(r8: 255, g8: 106, b8: 106)), DynamicColor(Color(r8: 255, g8: 195, b8: 106))])
        return spec
    }

    func testAToastSlidesFromItsEdgeOnASpringThatOvershoots() {
        let top = ToastPopup(title: "Copied").slide(traits: Traits())
        XCTAssertEqual(top.edge, .top)
        XCTAssertEqual(top.curve, .spring(damping: 0.7, response: 0.5))
        XCTAssertEqual(top.duration, 0.7)
        XCTAssertNil(top.arriving, "alone, the whole toast slides")
        XCTAssertEqual(ToastPopup(style: .banner, title: "Saved", position: .bottom).slide(traits: Traits()).edge, .bottom)
        XCTAssertGreaterThan(top.curve.value(at: 0.35 / 0.7, duration: 0.7), 1.04, "4.6% past its place at 0.35 s")
        XCTAssertEqual(ToastPopup(title: "A", stack: [Toast(title: "B")]).slide(traits: Traits()).arriving, "container/toast[0]")
    }

    /// The first frame of a stack's slide-in is the stack before the newest came: the earlier toasts in the
    /// places nearest the edge; the last frame is the still.
    func testTheNewestToastPushesTheEarlierOnes() throws {
        let earlier = [Toast(icon: .builtIn(.info), title: "Saved"), Toast(title: "Copied")]
        for position in [ToastPosition.top, .bottom] {
            let stack = ToastPopup(icon: .builtIn(.success), title: "Sent", position: position, stack: earlier)
            var animation = AnimationSpec()
            animation.transition = .slideIn
            animation.fps = 10
            let frames = try spec(stack).frames(renderer: renderer, animation: animation)
            let before = ToastPopup(icon: .builtIn(.info), title: "Saved", position: position, stack: [Toast(title: "Copied")])
            XCTAssertTrue(try frames.frame(0) == renderer.render(spec(before).scene()), "\(position): before the newest came")
            XCTAssertTrue(try frames.frame(frames.count - 1) == renderer.render(spec(stack).scene()), "\(position): the last frame is the still")
        }
    }

    /// Past its place on the spring, the pushed toasts overshoot too, by the same fraction of their step.
    func testAPushOvershootsWithTheSpring() throws {
        let layout = try renderer.layout(spec(ToastPopup(title: "Sent", stack: [Toast(title: "Saved")])).scene())
        let slide = SlideOffset(edge: .top, away: -0.1, arriving: "container/toast[0]")
        let pushed = layout.pushing(slide, arriving: "container/toast[0]", shift: PixelOffset(dy: 7))
        let y = Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.path, $0.node.pixels.y) })
        let moved = Dictionary(uniqueKeysWithValues: pushed.nodes.map { ($0.path, $0.node.pixels.y) })
        XCTAssertEqual(moved["container/toast[0]"], y["container/toast[0]"]! + 7, "the arriving toast moves by its shift")
        XCTAssertEqual(moved["container/toast[1]"], y["container/toast[1]"]! + 6, "one step is 60 px; 10% of it past its place")
        XCTAssertEqual(moved["container/toast[1]/texts/title"], y["container/toast[1]/texts/title"]! + 6, "the toast moves whole")
        XCTAssertEqual(moved["container"], y["container"], "the column stays")
    }
}
