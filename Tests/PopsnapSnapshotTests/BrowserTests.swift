import Foundation
import XCTest
import PopsnapPNG
import PopsnapTestSupport

/// The Chromium driver the report and preview tests stand on, tried on a local page: every call does what it
/// says, and what goes wrong comes back as an error naming it rather than a hang.
final class BrowserTests: TemporaryFolderTestCase {
    private static let page = """
    <!doctype html><html><head><title>driver</title><style>
    body { margin: 0 } #box { width: 100px; height: 100px; background: rgb(255, 0, 0) }
    #box:hover { background: rgb(0, 0, 255) }
    </style></head><body><div id="box"></div><button id="first">one</button><button id="second">two</button>
    <script>
    window.keys = []; window.mouse = null;
    document.addEventListener("keydown", e => keys.push(e.key));
    document.addEventListener("mousemove", e => mouse = [e.clientX, e.clientY]);
    </script></body></html>
    """

    private func openPage() throws -> Browser {
        let browser = try Browser(width: 320, height: 200)
        let file = folder.appendingPathComponent("page.html")
        try Data(Self.page.utf8).write(to: file)
        try browser.open(file)
        return browser
    }

    private struct Shape: Decodable, Equatable { var a: [Int]; var b: String? }

    func testEvaluateDecodesJSONValuesAndAwaitsPromises() throws {
        let browser = try openPage()
        XCTAssertEqual(try browser.evaluate("document.title", as: String.self), "driver")
        XCTAssertEqual(try browser.evaluate("({a: [1, 2], b: null})", as: Shape.self), Shape(a: [1, 2], b: nil))
        XCTAssertEqual(try browser.evaluate("new Promise(r => setTimeout(() => r(7), 10))", as: Int.self), 7)
        XCTAssertNil(try browser.evaluate("undefined", as: Int?.self))
        XCTAssertThrowsError(try browser.evaluate("undefined", as: Int.self))
    }

    func testKeysReachThePageWithTheirDefaultActions() throws {
        let browser = try openPage()
        try browser.press("Tab")
        XCTAssertEqual(try browser.evaluate("document.activeElement.id", as: String.self), "first")
        try browser.press("Tab")
        try browser.press("j")
        try browser.press("ArrowDown")
        XCTAssertEqual(try browser.evaluate("document.activeElement.id", as: String.self), "second")
        XCTAssertEqual(try browser.evaluate("keys", as: [String].self), ["Tab", "Tab", "j", "ArrowDown"])
    }

    func testTheMouseHoversAndTheScreenshotShowsIt() throws {
        let browser = try openPage()
        let before = try PNG.decodeStraight(try browser.screenshot())
        XCTAssertEqual([before.width, before.height], [320, 200])
        XCTAssertEqual(Array(before.rgba[(50 * 320 + 50) * 4..<(50 * 320 + 50) * 4 + 3]), [255, 0, 0])
        try browser.moveMouse(toX: 50, y: 40)
        XCTAssertEqual(try browser.evaluate("mouse", as: [Double].self), [50, 40])
        try browser.wait(until: "getComputedStyle(box).backgroundColor == 'rgb(0, 0, 255)'")
        let after = try PNG.decodeStraight(try browser.screenshot())
        XCTAssertEqual(Array(after.rgba[(50 * 320 + 50) * 4..<(50 * 320 + 50) * 4 + 3]), [0, 0, 255])
        // Outside the box the page stays white.
        XCTAssertEqual(Array(after.rgba[(150 * 320 + 200) * 4..<(150 * 320 + 200) * 4 + 3]), [255, 255, 255])
    }

    func testFailuresComeBackAsErrorsNamingThem() throws {
        let browser = try openPage()
        XCTAssertThrowsError(try browser.wait(until: "false", timeout: .milliseconds(100))) { error in
            XCTAssertTrue("\(error)".contains("still not true"), "\(error)")
        }
        XCTAssertThrowsError(try browser.evaluate("nosuch.thing", as: Int?.self)) { error in
            XCTAssertTrue("\(error)".contains("nosuch is not defined"), "\(error)")
        }
        XCTAssertThrowsError(try browser.press("NoSuchKey")) { error in
            XCTAssertTrue("\(error)".contains("no such key"), "\(error)")
        }
        XCTAssertThrowsError(try browser.open(folder.appendingPathComponent("missing.html"))) { error in
            XCTAssertTrue("\(error)".contains("ERR_FILE_NOT_FOUND"), "\(error)")
        }
        // The browser still answers after each failure.
        XCTAssertEqual(try browser.evaluate("1 + 1", as: Int.self), 2)
    }
}
