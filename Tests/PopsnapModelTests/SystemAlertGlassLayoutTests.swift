import XCTest
import PopsnapSpecTestSupport
import PopsnapLayout
import PopsnapText
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

/// iOS 26's system alert laid out against the native UIAlertController measured in `SystemAlertTheme.liquidGlass`
/// (a title, a message, two actions: a 320 x 156 card, capsules 140 wide, 8 apart, 16 from the edges;
/// three stacked: 267.8 tall), and its rules for arranging the actions, on an iPhone 11 at 2x.
final class SystemAlertGlassLayoutTests: XCTestCase {
    let renderer = try! PopupRenderer()

    /// Every present node's frame relative to the card's top-left corner, by path.
    private func frames(_ alert: SystemAlertPopup, contentSize: ContentSizeCategory = .large, locale: String? = nil) throws -> [String: LaidOutNode] {
        var spec = PopupSpec(popup: alert, screen: .device(.iPhone11), contentSize: contentSize)
        spec.locale = locale
        return try nodesFromPopupCorner(spec, renderer: renderer)
    }

    private func baseline(_ e: LaidOutNode?) throws -> Double {
        let e = try XCTUnwrap(e)
        return e.frame.y + e.textOffset.y + (e.paragraph?.firstBaseline ?? 0)
    }

    private let cancelAndOK = [AlertAction("Cancel", style: .cancel), AlertAction("OK")]

    func testTheMeasuredAlertIsAsIOS26DrawsIt() throws {
        let f = try frames(SystemAlertPopup(title: "Alert", message: "Message", actions: cancelAndOK))
        XCTAssertEqual(f["container"]!.frame.width, 320)
        XCTAssertEqual(f["container"]!.frame.height, 156)
        XCTAssertEqual(f["container"]!.cornerRadius, 35)
        XCTAssertEqual(try baseline(f["container/content/title"]), 40.5)
        XCTAssertEqual(try baseline(f["container/content/message"]), 68)
        let cancel = f["container/actions/button[0]"]!, ok = f["container/actions/button[1]"]!
        XCTAssertEqual(cancel.text, "Cancel", "the cancel action leads when side by side")
        XCTAssertEqual(cancel.frame, Rect(x: 16, y: 92, width: 140, height: 48))
        XCTAssertEqual(ok.frame, Rect(x: 164, y: 92, width: 140, height: 48))
        XCTAssertEqual(cancel.cornerRadius * 2, cancel.frame.height, "a capsule")
        XCTAssertEqual(cancel.textOffset.y + (cancel.paragraph?.firstBaseline ?? 0), 30)
        XCTAssertNil(f["container/separator"], "no hairlines")
    }

    /// The title and message start at the leading edge, 30 pt in; in a right-to-left language at the right.
    func testTheTextIsLeadingAligned() throws {
        let alert = SystemAlertPopup(title: "Alert", message: "Message", actions: [AlertAction("OK")])
        let f = try frames(alert)
        for name in ["title", "message"] {
            let e = try XCTUnwrap(f["container/content/\(name)"])
            XCTAssertEqual(e.frame.x, 30)
            XCTAssertEqual(e.frame.width, 260)
            XCTAssertEqual(e.textStyle?.alignment, .natural)
            XCTAssertEqual(try XCTUnwrap(e.paragraph).lines.first?.x ?? -1, 0, accuracy: 1e-9, "\(name) starts at the frame's leading edge")
        }
        let arabic = try frames(SystemAlertPopup(title: "تنبيه", message: "رسالة", actions: [AlertAction("OK")]), locale: "ar")
        let title = try XCTUnwrap(arabic["container/content/title"]), p = try XCTUnwrap(title.paragraph)
        XCTAssertEqual(try XCTUnwrap(p.lines.first).x + p.lines[0].width, title.frame.width - title.padding.horizontal, accuracy: 0.01, "right-aligned")
    }

    func testOneActionIsOneFullWidthCapsule() throws {
        let f = try frames(SystemAlertPopup(title: "Alert", message: "Message", actions: [AlertAction("OK")]))
        XCTAssertEqual(f["container/actions/button[0]"]!.frame, Rect(x: 16, y: 92, width: 288, height: 48))
        XCTAssertEqual(f["container"]!.frame.height, 156)
    }

    func testThreeActionsAreStackedWithCancelLast() throws {
        let f = try frames(SystemAlertPopup(title: "Alert", message: "Message",
                                            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Save"), AlertAction("Discard", style: .destructive)]))
        let buttons = (0..<3).map { f["container/actions/button[\($0)]"]! }
        XCTAssertEqual(buttons.map(\.text), ["Save", "Discard", "Cancel"])
        XCTAssertEqual(buttons.map(\.frame.x), [16, 16, 16])
        XCTAssertEqual(buttons.map(\.frame.width), [288, 288, 288])
        // 92 to the first, then a capsule and the 8 pt gap each; 16 below the last: 268, measured 267.8.
        XCTAssertEqual(buttons.map(\.frame.y), [92, 148, 204])
        XCTAssertEqual(f["container"]!.frame.height, 268)
        XCTAssertEqual(buttons[1].foregroundColor, DynamicColor.systemRed.light)
    }

    /// Two labels too long for 140 - 2 x 12 pt are stacked at full width, the cancel action last, as three are.
    func testTwoLongLabelsAreStacked() throws {
        let long = [AlertAction("Don't Allow Notifications", style: .cancel), AlertAction("Allow Notifications")]
        let f = try frames(SystemAlertPopup(title: "Allow notifications?", actions: long))
        let buttons = (0..<2).map { f["container/actions/button[\($0)]"]! }
        XCTAssertEqual(buttons.map(\.text), ["Allow Notifications", "Don't Allow Notifications"])
        XCTAssertEqual(buttons.map(\.frame.width), [288, 288])
        XCTAssertEqual(buttons[1].frame.y, buttons[0].frame.maxY + 8)
        XCTAssertFalse(buttons.contains { $0.paragraph?.isTruncated == true })
        // One long label is enough; two that fit stay side by side, and `stacked` stacks them anyway.
        let one = try frames(SystemAlertPopup(title: "T", actions: [AlertAction("OK"), AlertAction("Allow Notifications Always")]))
        XCTAssertEqual(one["container/actions/button[0]"]!.frame.width, 288)
        let short = try frames(SystemAlertPopup(title: "T", actions: cancelAndOK))
        XCTAssertEqual(short["container/actions/button[0]"]!.frame.y, short["container/actions/button[1]"]!.frame.y)
        let forced = try frames(SystemAlertPopup(title: "T", actions: cancelAndOK, stacked: true))
        XCTAssertEqual(forced["container/actions/button[1]"]!.text, "Cancel")
        XCTAssertEqual(forced["container/actions/button[1]"]!.frame.width, 288)
    }

    /// Labels that fit at the default size no longer fit side by side at AX3: the capsules stack, and
    /// grow, staying capsules.
    func testDynamicTypeStacksAndGrowsTheCapsules() throws {
        let f = try frames(SystemAlertPopup(title: "Alert", actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete")]),
                           contentSize: .accessibilityExtraExtraExtraLarge)
        let b = f["container/actions/button[0]"]!
        XCTAssertEqual(b.frame.width, 288)
        XCTAssertGreaterThan(b.frame.height, 48)
        XCTAssertEqual(b.cornerRadius * 2, b.frame.height, accuracy: 0.5)
    }

    func testNoTitleOrMessage() throws {
        let message = try frames(SystemAlertPopup(message: "Message", actions: [AlertAction("OK")]))
        XCTAssertEqual(try baseline(message["container/content/message"]), 38.5)
        XCTAssertEqual(message["container/actions/button[0]"]!.frame.y, 62.5)
        let bare = try frames(SystemAlertPopup(actions: [AlertAction("OK")]))
        XCTAssertNil(bare["container/content"])
        XCTAssertEqual(bare["container/actions/button[0]"]!.frame.y, 16, "the actions' inset all round")
        XCTAssertEqual(bare["container"]!.frame.height, 16 + 48 + 16)
    }
}
