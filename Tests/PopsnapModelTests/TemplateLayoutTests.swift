import XCTest
import PopsnapSpecTestSupport
import PopsnapLayout
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

final class TemplateLayoutTests: XCTestCase {
    let renderer = try! PopupRenderer()

    func frames(_ popup: Element, canvas: Size = Size(width: 393, height: 852), scale: Scale = 3) throws -> [String: Rect] {
        let layout = try renderer.layout(PopupScene(canvas: canvas, scale: scale, popup: popup))
        return Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.path, $0.node.frame) })
    }

    func testSeedAlertFrames() throws {
        // Up to three lines of message keep the container at 293 x 186 (2 + 55 + 8 + 67 + 8 + 44 + 2).
        for message in ["Short", "Sorry, that email address is already used!",
                        "Sorry, that email address is already used! Please choose another one to go on."] {
            let f = try frames(tree(AlertPopup(title: "Error", message: message, button: "OK")))
            let c = f["container"]!
            XCTAssertEqual(c.width, 293)
            XCTAssertEqual(c.height, 186, message)
            XCTAssertEqual(c.x, 50)
            XCTAssertEqual(c.y, (852 - 186) / 2)
            XCTAssertEqual(f["container/title"]!.y - c.y, 2, "title bar at y 2")
            XCTAssertEqual(f["container/title"]!.x - c.x, 2)
            XCTAssertEqual(f["container/title"]!.width, 289)
            XCTAssertEqual(f["container/title"]!.height, 55)
            XCTAssertEqual(f["container/message"]!.y - f["container/title"]!.maxY, 8)
            XCTAssertEqual(f["container/button"]!.height, 44)
            XCTAssertEqual(c.maxY - f["container/button"]!.maxY, 2, "button at the bottom, inside the border")
        }
        let long = try frames(tree(AlertPopup(title: "Error", message: String(repeating: "A much longer message. ", count: 6), button: "OK")))
        XCTAssertGreaterThan(long["container"]!.height, 186, "longer messages grow the container")
    }

    func testConfirmationCollapsesAbsentParts() throws {
        let full = try frames(tree(ConfirmationPopup(icon: .builtIn(.info), title: "Title", message: "Content", ok: "OK", cancel: "Cancel")))
        XCTAssertEqual(full["container/stack/icon"]!.width, 56)
        XCTAssertEqual(full["container/stack/icon"]!.midX, full["container"]!.midX, accuracy: 1e-9)
        XCTAssertEqual(full["container/stack/buttons/cancel"]!.width, full["container/stack/buttons/ok"]!.width, "equal button widths")
        XCTAssertEqual(full["container/stack/buttons/ok"]!.x - full["container/stack/buttons/cancel"]!.maxX, 16)
        XCTAssertEqual(full["container/stack/buttons/ok"]!.height, 54)

        let bare = try frames(tree(ConfirmationPopup(message: "Content", ok: "OK")))
        XCTAssertNil(bare["container/stack/icon"])
        XCTAssertNil(bare["container/stack/title"])
        XCTAssertNil(bare["container/stack/buttons/cancel"])
        XCTAssertEqual(bare["container/stack/buttons/ok"]!.width, 300 - 32, "without cancel, OK fills the row")
        XCTAssertEqual(bare["container/stack/content"]!.y - bare["container"]!.y, 16, "the content moves up to the top inset")
        XCTAssertLessThan(bare["container"]!.height, full["container"]!.height - 56)
    }

    func testSystemAlertButtons() throws {
        func alert(_ actions: [AlertAction], stacked: Bool = false) throws -> [String: Rect] {
            try frames(SystemAlertPopup(title: "Title", message: "Message", actions: actions, stacked: stacked).element(traits: Traits(ios: .ios18)))
        }
        let two = try alert([AlertAction("OK"), AlertAction("Cancel", style: .cancel)])
        XCTAssertEqual(two["container"]!.width, 270)
        XCTAssertEqual(two["container/actions/button[0]"]!.y, two["container/actions/button[1]"]!.y, "side by side")
        // Equal shares of 270 - 1/3 pt are 134.83 pt: on whole pixels they differ by one.
        XCTAssertEqual(two["container/actions/button[0]"]!.width, two["container/actions/button[1]"]!.width, accuracy: 1.0 / 3 + 1e-9)
        XCTAssertEqual(two["container/actions/separator[1]"]!.width, 1.0 / 3, "a one-pixel hairline at 3x")
        XCTAssertEqual(two["container/actions/button[0]"]!.height, 44)
        let three = try alert([AlertAction("A"), AlertAction("B"), AlertAction("C")])
        XCTAssertEqual(three["container/actions/button[1]"]!.y - three["container/actions/button[0]"]!.maxY, 1.0 / 3, accuracy: 1e-9, "stacked, hairline apart")
        let forced = try alert([AlertAction("A"), AlertAction("B")], stacked: true)
        XCTAssertGreaterThan(forced["container/actions/button[1]"]!.y, forced["container/actions/button[0]"]!.y)
    }

    func testHUDIsAtLeastASquare() throws {
        let f = try frames(tree(HUDPopup()))
        XCTAssertEqual(f["container"]!.width, 100)
        XCTAssertEqual(f["container"]!.height, 100)
        XCTAssertEqual(f["container/content/indicator"]!.width, 37)
        // 002's layoutSubviews: floorf((100 - 37) / 2) = 31 pt in, to the nearest pixel.
        XCTAssertEqual(f["container/content/indicator"]!.y - f["container"]!.y, 31, accuracy: 1.0 / 3 + 1e-9)
        let labelled = try frames(tree(HUDPopup(mode: .bar(progress: 0.5), label: "Uploading photos")))
        XCTAssertEqual(labelled["container/content/indicator"]!.width, 120)
        XCTAssertNotNil(labelled["container/content/label"])
    }

    func testLayoutReportIsStableJSON() throws {
        let scene = PopupScene(canvas: Size(width: 393, height: 852), scale: 3, popup: tree(AlertPopup(title: "Error", message: "Hi", button: "OK")))
        let json = LayoutReport.json(try renderer.layout(scene), scene: scene)
        XCTAssertTrue(json.hasPrefix("{\n  \"canvas\": {\"width\": 393, \"height\": 852, \"scale\": 3},"), json)
        XCTAssertTrue(json.contains("{\"path\": \"container/title\", \"role\": \"title\", \"kind\": \"text\", \"specPath\": \"popup.title\", \"frame\": {\"x\": 52, \"y\": 335, \"width\": 289, \"height\": 55}, "
            + "\"pixels\": {\"x\": 156, \"y\": 1005, \"width\": 867, \"height\": 165}, \"cornerRadius\": 0, \"cornerCurve\": \"circular\", \"borderWidth\": 0, "
            + "\"voiceOver\": {\"order\": 1, \"description\": \"Error\", \"traits\": [\"staticText\"]}, "
            + "\"text\": {\"lines\": 1, \"truncated\": false, \"shrinkFactor\": 1, \"overflows\": false}}"), json)
        XCTAssertTrue(json.contains("\"borderWidth\": 2}"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.utf8)))
    }
}
