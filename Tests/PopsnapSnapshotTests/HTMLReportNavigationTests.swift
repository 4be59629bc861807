import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapSnapshot

/// The report's "changed only" filter and its keys, in headless Chromium: the filter hides what passed and a
/// reload keeps it (the URL fragment), j/k, n/p and the arrows move focus from failure to failure and scroll
/// each into view, all without a mouse, and the page still needs nothing but itself.
final class HTMLReportNavigationTests: TemporaryFolderTestCase {
    /// Twelve failures and six passes, one recorded: taller than the 800 x 600 window, so moving scrolls.
    private func openReport(fragment: String = "") throws -> (Browser, URL) {
        var results: [VerifyResult] = []
        for i in 0..<18 {
            let status: VerifyResult.Status = i % 3 == 2 ? .pass : .fail
            var r = VerifyResult(spec: "spec-\(i).json", status: status, differentPixels: status == .pass ? 0 : 100 + i,
                                 message: status == .pass ? nil : "\(100 + i) pixels differ")
            r.accept = status == .pass ? nil : "popsnap record spec-\(i).json"
            results.append(r)
        }
        results.append(VerifyResult(spec: "new.json", status: .recorded, message: "recorded new.png"))
        let file = folder.appendingPathComponent("report.html")
        let page = HTMLReport.page(results)
        XCTAssertFalse(page.contains("src=\"http") || page.contains("<script src") || page.contains("<link"), "one self-contained file")
        try Data(page.utf8).write(to: file)
        let browser = try Browser(width: 800, height: 600)
        try browser.open(URL(string: file.absoluteString + fragment)!)
        return (browser, file)
    }

    private func visible(_ browser: Browser, _ selector: String) throws -> [Bool] {
        try browser.evaluate("Array.from(document.querySelectorAll('\(selector)')).map(e => e.offsetParent !== null)", as: [Bool].self)
    }

    func testTheFilterHidesWhatPassedAndAReloadKeepsIt() throws {
        let (browser, file) = try openReport()
        XCTAssertEqual(try visible(browser, ".case.pass"), Array(repeating: true, count: 6))
        // Without a mouse: Tab reaches the filter first, Space toggles it.
        try browser.press("Tab")
        XCTAssertEqual(try browser.evaluate("document.activeElement.id", as: String.self), "changed-only")
        try browser.press(" ")
        XCTAssertEqual(try visible(browser, ".case.pass"), Array(repeating: false, count: 6))
        XCTAssertEqual(try visible(browser, ".case.failure"), Array(repeating: true, count: 12))
        XCTAssertEqual(try visible(browser, ".case.recorded"), [true], "a recorded reference is a change")
        XCTAssertEqual(try browser.evaluate("location.hash", as: String.self), "#changed")
        // A reload keeps the filter on, and so does opening the address anew.
        try browser.reload()
        XCTAssertTrue(try browser.evaluate("document.getElementById('changed-only').checked", as: Bool.self))
        try browser.open(URL(string: "about:blank")!)
        try browser.open(URL(string: file.absoluteString + "#changed")!)
        XCTAssertTrue(try browser.evaluate("document.getElementById('changed-only').checked", as: Bool.self))
        XCTAssertEqual(try visible(browser, ".case.pass"), Array(repeating: false, count: 6))
        try browser.press("Tab")
        try browser.press(" ")
        XCTAssertEqual(try visible(browser, ".case.pass"), Array(repeating: true, count: 6))
        XCTAssertEqual(try browser.evaluate("location.hash", as: String.self), "")
    }

    func testKeysMoveFocusFromFailureToFailureAndScrollItIntoView() throws {
        let (browser, _) = try openReport()
        let focused = "document.activeElement.id"
        // Where the focused failure is: its top and bottom against the window's height, and the page's scroll.
        let placed = "(() => { const r = document.activeElement.getBoundingClientRect(); return [Math.round(r.top), r.bottom <= innerHeight, scrollY > 0]; })()"
        try browser.press("j")
        XCTAssertEqual(try browser.evaluate(focused, as: String.self), "case0")
        for _ in 0..<6 { try browser.press("j") }
        XCTAssertEqual(try browser.evaluate(focused, as: String.self), "case6")
        let at = try browser.evaluate(placed, as: [AnyCodable].self)
        XCTAssertEqual(at.map(\.text), ["0", "true", "true"], "case6 scrolled to the top of the window")
        try browser.press("ArrowDown")
        try browser.press("n")
        XCTAssertEqual(try browser.evaluate(focused, as: String.self), "case8")
        try browser.press("k")
        try browser.press("ArrowUp")
        try browser.press("p")
        XCTAssertEqual(try browser.evaluate(focused, as: String.self), "case5")
        // The focus is drawn: an outline on the focused failure.
        XCTAssertEqual(try browser.evaluate("getComputedStyle(document.activeElement).outlineStyle", as: String.self), "solid")
        // The last failure stays the last, and passes are never stepped on.
        for _ in 0..<20 { try browser.press("j") }
        XCTAssertEqual(try browser.evaluate(focused, as: String.self), "case11")
        // The keys are written on the page.
        XCTAssertTrue(try browser.evaluate("document.querySelector('.keys').textContent", as: String.self).contains("j or n next failure"))
    }

    func testArrowsScrollThePageUntilAFailureHasFocus() throws {
        let (browser, _) = try openReport()
        try browser.press("ArrowDown")
        XCTAssertEqual(try browser.evaluate("document.activeElement.tagName", as: String.self), "BODY")
    }
}

/// A JSON number or boolean, as text: for mixed arrays a test compares whole.
private struct AnyCodable: Decodable {
    var text: String
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) { text = String(b) } else { text = String(try c.decode(Int.self)) }
    }
}
