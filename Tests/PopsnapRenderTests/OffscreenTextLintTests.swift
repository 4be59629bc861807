import XCTest
@testable import Popsnap

/// Issue 20: lint trapped (`Range requires lowerBound <= upperBound` in its contrast sampling) on any
/// text line outside the screen, which are exactly the popups it must report as `offscreen`.
final class OffscreenTextLintTests: XCTestCase {
    let linter = Linter(renderer: try! PopupRenderer())

    private func rules(_ json: String) throws -> [String: Set<LintRule>] {
        let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "offscreen.json"), baseDirectory: ".")
        return Dictionary(grouping: try linter.lint(spec).findings, by: \.node).mapValues { Set($0.map(\.rule)) }
    }

    /// Six actions at AX5 on an iPhone SE: the alert is taller than the screen, its title's lines above it
    /// and its last buttons' below.
    func testASystemAlertTallerThanTheScreen() throws {
        let found = try rules("""
            {"canvas": "iphone-se", "scale": 1, "contentSize": "AX5", "popup": {"kind": "system-alert", "title": "Delete everything?",
             "message": "This cannot be undone.", "actions": ["One", "Two", "Three", "Four", "Five", {"title": "Cancel", "style": "cancel"}]}}
            """)
        XCTAssertEqual(found["container"], [.offscreen])
    }

    /// Text pushed below the bottom, beyond the right edge, and above the top of the screen.
    func testCustomTextOutsideTheScreenOnEverySide() throws {
        let text = #"{"type": "text", "name": "t", "text": "Far away"}"#
        let box = #"{"type": "box", "width": 100, "height": 3000}"#
        for (name, children, stack) in [("below", box + ", " + text, "vstack"), ("above", text + ", " + box, "vstack"),
                                        ("right", #"{"type": "box", "width": 3000, "height": 10}, "# + text, "hstack")] {
            let found = try rules("""
                {"canvas": "iphone-se", "scale": 1, "popup": {"kind": "custom", "root": {"type": "\(stack)", "background": "white",
                 "children": [\(children)]}}}
                """)
            XCTAssertEqual(found["container"], [.offscreen], name)
            XCTAssertNil(found["container/t"], "\(name): a line wholly off the screen has no contrast to measure")
        }
    }

    /// A line partly on the screen is measured on the part that is: faint text cut by the bottom edge.
    func testALinePartlyOnTheScreenIsMeasuredWhereItIs() throws {
        let found = try rules("""
            {"canvas": {"width": 200, "height": 100}, "scale": 1, "popup": {"kind": "custom", "root": {"type": "vstack", "background": "white",
             "children": [{"type": "box", "width": 100, "height": 90}, {"type": "text", "name": "t", "text": "Faint", "color": "lightGray", "font": {"size": 40}}]}}}
            """)
        XCTAssertEqual(found["container/t"], [.contrast])
        XCTAssertEqual(found["container"], [.offscreen])
    }
}
