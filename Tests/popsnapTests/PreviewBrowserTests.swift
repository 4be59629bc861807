import Foundation
import PopsnapTestSupport
import XCTest

/// `popsnap preview`'s page in headless Chromium: it loads, shows every spec, follows an edit without a
/// reload, outlines the node under the pointer, and shows a failing check's images.
final class PreviewBrowserTests: TemporaryFolderTestCase, ExhaustiveLayer {
    private var preview: PreviewProcess!
    private var browser: Browser!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try PreviewCommandTests.previewAlert.write(to: specs.appendingPathComponent("alert.json"), atomically: true, encoding: .utf8)
        try PreviewCommandTests.previewHUD.write(to: specs.appendingPathComponent("hud.json"), atomically: true, encoding: .utf8)
        // A name that would be markup if the page pasted it in.
        try PreviewCommandTests.previewHUD.write(to: specs.appendingPathComponent("<img src=x onerror=window.owned=1>.json"), atomically: true, encoding: .utf8)
        // The dark variant's reference is the light image: its check fails.
        let reference = try RunPopsnap.run(["render", "specs/alert.json", "--appearance", "light", "-o", "specs/alert.dark.png"], in: folder)
        XCTAssertEqual(reference.status, 0, reference.err)
        browser = try Browser(width: 1200, height: 900)
        preview = try PreviewProcess(["specs"], in: folder)
        try browser.open(preview.url)
        try browser.wait(until: "document.querySelectorAll('.card img').length === 4 && [...document.querySelectorAll('.card img')].every(i => i.complete && i.naturalWidth > 0)")
    }

    override func tearDownWithError() throws {
        browser = nil
        preview = nil
        try super.tearDownWithError()
    }

    func testTheGalleryShowsEverySpecAndVariant() throws {
        let cards = try browser.evaluate("[...document.querySelectorAll('.card')].map(c => c.querySelector('.name').textContent + ' ' + c.dataset.variant)", as: [String].self)
        XCTAssertEqual(cards, ["<img src=x onerror=window.owned=1>.json ", "alert.json light", "alert.json dark", "hud.json "])
        XCTAssertNil(try browser.evaluate("window.owned", as: Int?.self), "a spec's name is shown as text, never run")
        XCTAssertEqual(try browser.evaluate("document.getElementById('status').textContent", as: String.self), "live")
    }

    func testAnEditAppearsWithoutAReload() throws {
        try browser.wait(until: "document.getElementById('status').textContent === 'live'")
        _ = try browser.evaluate("(window.marker = 'still here', document.querySelector('.card[data-spec=\"hud.json\"] img').src)", as: String.self)
        let before = try browser.evaluate("document.querySelector('.card[data-spec=\"hud.json\"] img').src", as: String.self)
        try saveAsAnEditorDoes(PreviewCommandTests.previewHUD.replacingOccurrences(of: "Loading", with: "Saving a much longer title"),
                               to: folder.appendingPathComponent("specs/hud.json"))
        try browser.wait(until: "document.querySelector('.card[data-spec=\"hud.json\"] img').src !== \(quoted(before))", timeout: .seconds(30))
        try browser.wait(until: "(i => i.complete && i.naturalWidth > 0)(document.querySelector('.card[data-spec=\"hud.json\"] img'))")
        XCTAssertEqual(try browser.evaluate("window.marker", as: String?.self), "still here", "the page was not reloaded")
        let alertSource = try browser.evaluate("document.querySelector('.card[data-spec=\"alert.json\"] img').src", as: String.self)
        XCTAssertTrue(alertSource.hasSuffix("v=0"), "only the changed spec's image is fetched again: \(alertSource)")
    }

    func testTheInspectorOutlinesTheNodeUnderThePointer() throws {
        _ = try browser.evaluate("(document.querySelector('.card[data-spec=\"alert.json\"]').click(), true)", as: Bool.self)
        try browser.wait(until: "document.querySelectorAll('#tree li').length > 3")
        let shot = try browser.evaluate("(r => [r.left, r.top])(document.getElementById('shot').getBoundingClientRect())", as: [Double].self)
        let frame = try browser.evaluate("fetch('/api/inspect?spec=alert.json').then(r => r.json()).then(j => j.layout.nodes.find(n => n.path === 'container/title').frame)",
                                         as: [String: Double].self)
        try browser.moveMouse(toX: shot[0] + frame["x"]! + frame["width"]! / 2, y: shot[1] + frame["y"]! + frame["height"]! / 2)
        try browser.wait(until: "document.getElementById('hover').dataset.path === 'container/title'")
        let outline = try browser.evaluate("(s => [s.left, s.top, s.width, s.height].map(parseFloat))(document.getElementById('hover').style)", as: [Double].self)
        XCTAssertEqual(outline, [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!])
        let shown = try browser.evaluate("document.getElementById('where').textContent", as: String.self)
        XCTAssertTrue(shown.contains("path: container/title"), shown)
        // The spec field to edit, as `popsnap layout` names it.
        XCTAssertTrue(shown.contains("JSON: popup.title"), shown)

        // A switch re-renders the image in that trait: the dark render's pixels are not the light one's.
        let light = try browser.evaluate("document.getElementById('shot').src", as: String.self)
        _ = try browser.evaluate("(s => (s.value = 'dark', s.dispatchEvent(new Event('change')), true))(document.querySelector('select[data-axis=\"appearance\"]'))", as: Bool.self)
        try browser.wait(until: "(i => i.src.includes('appearance=dark') && i.complete && i.naturalWidth > 0)(document.getElementById('shot'))")
        let differs = try browser.evaluate("""
            Promise.all([\(quoted(light)), document.getElementById('shot').src].map(u => fetch(u).then(r => r.arrayBuffer())))
              .then(([a, b]) => a.byteLength > 0 && b.byteLength > 0 && !(a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === new Uint8Array(b)[i])))
            """, as: Bool.self)
        XCTAssertTrue(differs, "the appearance switch renders the spec dark")
    }

    /// The diff view's images come from the server by URL, each loaded once, within the page's CSP.
    func testTheDiffViewShowsTheFailingChecksImages() throws {
        _ = try browser.evaluate("(document.querySelector('.card[data-spec=\"alert.json\"][data-variant=\"dark\"]').click(), true)", as: Bool.self)
        try browser.wait(until: "document.querySelectorAll('#diff img').length >= 7 && [...document.querySelectorAll('#diff img')].every(i => i.complete && i.naturalWidth > 0)",
                         timeout: .seconds(60))
        let sources = try browser.evaluate("[...new Set([...document.querySelectorAll('#diff img')].map(i => new URL(i.src).pathname.split('/').pop()))].sort()", as: [String].self)
        XCTAssertEqual(sources, ["actual", "diff", "expected"])
        XCTAssertTrue(try browser.evaluate("document.getElementById('diff').textContent", as: String.self).contains("Reference: fail"))
    }

    private func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'" }
}
