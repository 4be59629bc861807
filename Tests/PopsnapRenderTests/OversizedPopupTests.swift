import Foundation
import XCTest
import PopsnapRaster
@testable import Popsnap

/// Popups larger than what is behind them (taller than the screen, wider than a screenshot background,
/// a theme as wide as validation allows) render whole screens, stills and crossfades alike.
final class OversizedPopupTests: XCTestCase {
    let renderer = try! PopupRenderer()

    private func spec(_ json: String) throws -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "oversized.json"), baseDirectory: ".")
    }

    private func crossfade(_ scene: PopupScene) throws -> FrameSource {
        try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .crossfade(curve: .linear), timeline: try Timeline(duration: 0.2, fps: 10))
    }

    /// The still is the screen's size, and the middle of the crossfade is neither its start nor its end.
    private func assertCrossfades(_ scene: PopupScene, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let still = try renderer.render(scene)
        XCTAssertEqual([still.width, still.height], [width, height], "the still is the screen", file: file, line: line)
        let frames = try crossfade(scene)
        let first = try frames.frame(0), middle = try frames.frame(1), last = try frames.frame(frames.count - 1)
        XCTAssertEqual([middle.width, middle.height], [width, height], file: file, line: line)
        XCTAssertEqual(last, still, "the crossfade ends on the still", file: file, line: line)
        XCTAssertNotEqual(middle, first, "the popup is fading in", file: file, line: line)
        XCTAssertNotEqual(middle, last, file: file, line: line)
    }

    func testAPopupTallerThanTheScreen() throws {
        let message = String(repeating: "word ", count: 400)
        let scene = try spec("""
            {"scale": 1, "popup": {"kind": "alert", "title": "T", "message": "\(message)", "button": "OK"}}
            """).scene()
        try assertCrossfades(scene, width: 393, height: 852)
    }

    func testAPopupWiderThanAnImageBackground() throws {
        var s = try spec("""
            {"scale": 1, "popup": {"kind": "alert", "title": "T", "message": "m", "button": "OK"}, "theme": {"width": 500}}
            """)
        s.background = .image(try Image(width: 20, height: 20, fill: .white))
        try assertCrossfades(s.scene(), width: 393, height: 852)
    }

    /// `theme.width` up to 10000 pt renders at 3x too: the popup covers the screen from edge to edge.
    func testAWideThemeThatValidatesAlsoRenders() throws {
        for scale in [1, 3] {
            let json = { (theme: String) in
                #"{"scale": \#(scale), "popup": {"kind": "alert", "title": "T", "message": "m", "button": "OK"}\#(theme)}"#
            }
            let wide = try renderer.render(try spec(json(#", "theme": {"width": 10000}"#)).scene())
            let usual = try renderer.render(try spec(json("")).scene())
            XCTAssertEqual([wide.width, wide.height], [393 * scale, 852 * scale], "\(scale)x")
            let middle = usual.height / 2
            XCTAssertEqual(wide[0, middle], wide[wide.width - 1, middle], "the same popup at both edges, \(scale)x")
            XCTAssertNotEqual(wide[0, middle], usual[0, middle], "where the usual alert leaves the dimmed screen, \(scale)x")
        }
    }
}
