import Foundation
import XCTest
import PopsnapRaster
@testable import Popsnap

/// Review findings (round 2): each test failed before its fix.
final class ReviewFindings2Tests: XCTestCase {
    let renderer = try! PopupRenderer()

    private func spec(_ json: String) throws -> PopupSpec {
        let reader = try SpecParsing.parse(Array(json.utf8), file: "review.json")
        return try PopupSpec.decode(reader, baseDirectory: ".")
    }

    private func frames(_ scene: PopupScene, _ transition: Transition, duration: Double = 0.2, fps: Double = 10) throws -> FrameSource {
        try AnimationRenderer(renderer: renderer).frames(of: scene, transition: transition,
                                                         timeline: try Timeline(duration: duration, fps: fps))
    }

    /// A popup taller than the screen renders as a still, and its crossfade too (the layer is cut to the screen).
    func testCrossfadeOfAPopupTallerThanTheScreen() throws {
        let message = String(repeating: "word ", count: 400)
        let scene = try spec("""
            {"scale": 1, "popup": {"kind": "alert", "title": "T", "message": "\(message)", "button": "OK"}}
            """).scene()
        XCTAssertNoThrow(try renderer.render(scene), "the still renders")
        let f = try frames(scene, .crossfade(curve: .linear))
        XCTAssertNoThrow(try f.frame(1), "the mid-crossfade frame of a popup taller than the screen")
    }

    /// A popup wider than an image background crossfades.
    func testCrossfadeOfAPopupWiderThanAnImageBackground() throws {
        var s = try spec("""
            {"scale": 1, "popup": {"kind": "alert", "title": "T", "message": "m", "button": "OK"}, "theme": {"width": 500}}
            """)
        s.background = .image(try Image(width: 20, height: 20))
        let scene = s.scene()
        XCTAssertNoThrow(try renderer.render(scene), "the still renders")
        let f = try frames(scene, .crossfade(curve: .linear))
        XCTAssertNoThrow(try f.frame(1), "the mid-crossfade frame of a popup wider than the screen, over a screenshot")
    }

    /// `theme.width` up to 10000 pt renders at 3x too.
    func testAWideThemeThatValidatesAlsoRendersAt3x() throws {
        for scale in [1, 3] {
            let s = try spec("""
                {"scale": \(scale), "popup": {"kind": "alert", "title": "T", "message": "m", "button": "OK"}, "theme": {"width": 10000}}
                """)
            XCTAssertNoThrow(try renderer.render(s.scene()), "theme.width 10000 at \(scale)x")
        }
    }

    /// The spinning loop turns from the still's own indicator phase, so its first frame is the still.
    func testSpinStartsFromTheStillsIndicatorPhase() throws {
        let s = try spec("""
            {"scale": 1, "popup": {"kind": "custom", "root": {"type": "overlay", "width": 80, "height": 80, "background": "#000000",
             "children": [{"type": "indicator", "name": "spinner", "width": 40, "height": 40, "color": "#FFFFFF", "phase": 5}]}}}
            """)
        let scene = s.scene()
        let f = try frames(scene, .spin, duration: 1, fps: 12)
        XCTAssertEqual(try f.frame(0), try renderer.render(scene), "frame 0 of the loop is the still")
    }
}
