import XCTest
import PopsnapLayout
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry
import PopsnapText

/// The system alert's heights against real renders of UIAlertController (issue 21): an iPhone 11 (414 x 896
/// pt at 2x) simulator on iOS 16 and 17, measured from its pixels, so in the iOS 18 look. Every figure is in points from the
/// alert's top. A label's ink is found as `popsnap`'s own tests find it, the alert drawn with its text
/// black and then white, in the rows where some pixel differs by half or more (at least half covered:
/// the faint row a round letter's overshoot greys is not ink to the eye or to a measurement).
final class SystemAlertHeightTests: XCTestCase {
    let renderer = try! PopupRenderer()

    struct Measured {
        var alert: Double, content: Double?, separator: Rect?, rows: [Rect]
        /// Each label's first baseline, and each label's ink as (top, bottom), top to bottom.
        var baselines: [String: Double], ink: [(top: Double, bottom: Double)]
        /// Each action label's baseline below the row's top.
        var actionBaselines: [Double]
    }

    func measure(_ alert: SystemAlertPopup, canvas: Size = Size(width: 414, height: 896), contentSize: ContentSizeCategory = .large) throws -> Measured {
        func scene(_ colour: Color) -> PopupScene {
            var a = alert
            a.theme.textColor = DynamicColor(colour)
            return PopupScene(canvas: canvas, scale: 2, popup: a.element(traits: Traits(contentSize: contentSize, scale: 2, ios: .ios18)))
        }
        let layout = try renderer.layout(scene(.black))
        let root = layout.root.frame
        let nodes = Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.path, $0.node) })
        func baseline(_ e: LaidOutNode) -> Double { e.frame.y + e.textOffset.y + (e.paragraph?.firstBaseline ?? 0) - root.y }
        var baselines: [String: Double] = [:]
        for name in ["title", "message"] { if let e = nodes["container/content/\(name)"] { baselines[name] = baseline(e) } }
        let rows = layout.nodes.filter { $0.node.role == "button" }.map(\.node)
        // The ink of the title and message: runs of changed rows above the first separator.
        let changed = ChangedPixels(try renderer.render(scene(.black)), try renderer.render(scene(.white)))
        let contentBottom = Int(((nodes["container/content"]?.frame.maxY ?? root.y) * 2).rounded())
        let black = try renderer.render(scene(.black)), white = try renderer.render(scene(.white))
        let inkRows = Set(changed.points.filter { p in
            let i = (p.y * black.width + p.x) * 4
            return p.y < contentBottom && abs(Int(black.pixels[i]) - Int(white.pixels[i])) >= 128
        }.map(\.y)).sorted()
        var ink: [(top: Double, bottom: Double)] = []
        for y in inkRows {
            if let last = ink.last, Int(last.bottom * 2) == y { ink[ink.count - 1].bottom = Double(y + 1) / 2 } else { ink.append((Double(y) / 2, Double(y + 1) / 2)) }
        }
        return Measured(alert: root.height, content: nodes["container/content"]?.frame.height,
                        separator: nodes["container/separator"].map { Rect(x: $0.frame.x, y: $0.frame.y - root.y, width: $0.frame.width, height: $0.frame.height) },
                        rows: rows.map(\.frame), baselines: baselines,
                        ink: ink.map { ($0.top - root.y, $0.bottom - root.y) },
                        actionBaselines: rows.map { $0.textOffset.y + ($0.paragraph?.firstBaseline ?? 0) })
    }

    /// The issue's measured case: title "Title", message "Message", one cancel action "Close". iOS draws
    /// 270 x 124.5; Popsnap drew 122.5 (content 78.0, message ink 45.0–57.5) before the labels were placed
    /// by their baselines.
    func testTitleMessageAndOneActionAreAsIOSDrawsThem() throws {
        let m = try measure(SystemAlertPopup(title: "Title", message: "Message", actions: [AlertAction("Close", style: .cancel)]))
        XCTAssertEqual(m.alert, 124.5)
        XCTAssertEqual(m.content, 80.0)
        XCTAssertEqual(m.baselines["title"], 36)
        XCTAssertEqual(m.baselines["message"], 56)
        XCTAssertEqual(m.ink.count, 2, "\(m.ink)")
        // "Title" has no descenders: its ink ends on its baseline.
        XCTAssertEqual(m.ink.first?.top, 23.0)
        XCTAssertEqual(m.ink.first?.bottom, 36.0)
        // "Message" inks from its capitals' top to its "g"'s tail: the top is iOS's to the pixel; Inter's
        // "g" (Popsnap's stand-in for SF) reaches one 2x pixel lower than SF's.
        XCTAssertEqual(m.ink.last?.top, 46.5)
        XCTAssertEqual(m.ink.last?.bottom ?? 0, 58.5, accuracy: 0.5)
        // One device pixel of hairline at the content's bottom, then a 44 pt row, its label's baseline 28 below.
        XCTAssertEqual(m.separator?.y, 80)
        XCTAssertEqual(m.separator?.height, 0.5)
        XCTAssertEqual(m.rows.map(\.height), [44])
        XCTAssertEqual(m.actionBaselines, [28])
    }

    /// The rules for every combination of title and message, with 1, 2 (side by side) and 3 (stacked)
    /// actions: the content is as tall as its baselines make it, each action row 44 under a hairline.
    func testEveryCombinationOfTitleMessageAndActions() throws {
        let t = SystemAlertTheme()
        let contents: [(title: String?, message: String?, content: Double, baselines: [String: Double])] = [
            ("Title", "Message", t.titleBaseline + t.titleToMessage + t.messageBottom, ["title": 36, "message": 56]),   // 80
            ("Title", nil, t.titleBaseline + t.titleBottom, ["title": 36]),                                             // 62
            (nil, "Message", t.messageBaseline + t.messageBottom, ["message": 33.5]),                                   // 57.5
        ]
        let actions: [[AlertAction]] = [
            [AlertAction("Close", style: .cancel)],
            [AlertAction("Cancel", style: .cancel), AlertAction("OK")],
            [AlertAction("One"), AlertAction("Two"), AlertAction("Cancel", style: .cancel)],
        ]
        // The fast layer: the three pairs on the diagonal, each content and each number of actions once.
        let pairs = contents.flatMap { c in actions.map { (c, $0) } }
        for (c, a) in Exhaustive.sample(pairs, every: actions.count + 1) {
            let m = try measure(SystemAlertPopup(title: c.title, message: c.message, actions: a))
            let at = "\(c.title ?? "-") / \(c.message ?? "-") / \(a.count) actions"
            XCTAssertEqual(m.content, c.content, at)
            XCTAssertEqual(m.baselines, c.baselines, at)
            XCTAssertEqual(m.separator?.y, c.content, at)
            // Side by side, one row; else a row and a hairline per action.
            let rows = a.count == 2 ? 1 : a.count
            XCTAssertEqual(m.alert, c.content + Double(rows) * (0.5 + 44), at)
            XCTAssertEqual(m.rows.map(\.height), Array(repeating: 44, count: a.count), at)
            XCTAssertEqual(m.actionBaselines, Array(repeating: 28, count: a.count), at)
        }
        // The figures the rules give, from the theme's sources.
        XCTAssertEqual(contents.map(\.content), [80, 62, 57.5])
    }

    /// A message of several lines: its first baseline where one line's is, each further line a line height
    /// lower, and the content's bottom 24 below the last (rounded up to the 2x pixel, as UILabel's height is).
    func testAMultiLineMessageGrowsByItsLines() throws {
        let long = "Sorry, that email address is already used! Choose another one, or sign in with the one you have."
        let m = try measure(SystemAlertPopup(title: "A title long enough to need two lines here", message: long, actions: [AlertAction("OK")]))
        let layout = try renderer.layout(PopupScene(canvas: Size(width: 414, height: 896), scale: 2, popup: SystemAlertPopup(
            title: "A title long enough to need two lines here", message: long, actions: [AlertAction("OK")]).element(traits: Traits(scale: 2, ios: .ios18))))
        let nodes = Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.path, $0.node) })
        let title = try XCTUnwrap(nodes["container/content/title"]?.paragraph), message = try XCTUnwrap(nodes["container/content/message"]?.paragraph)
        XCTAssertEqual(title.lines.count, 2)
        XCTAssertGreaterThan(message.lines.count, 2)
        XCTAssertEqual(m.baselines["title"], 36)
        let titleLast = 36 + title.lastBaseline - title.firstBaseline
        let messageFirst = try XCTUnwrap(m.baselines["message"])
        XCTAssertEqual(messageFirst, titleLast + 20, accuracy: 0.5)
        let messageLast = messageFirst + message.lastBaseline - message.firstBaseline
        let content = try XCTUnwrap(m.content)
        XCTAssertGreaterThanOrEqual(content, messageLast + 24 - 1e-9)
        XCTAssertLessThan(content, messageLast + 24 + 1.0)
        XCTAssertEqual(m.alert, content + 0.5 + 44)
    }

    /// In landscape (the iPhone 11 on its side, 896 x 414) the alert is the same: iOS's measured landscape
    /// alert differed from Popsnap's in the same way as the portrait one.
    func testLandscapeIsLaidOutTheSame() throws {
        let alert = SystemAlertPopup(title: "Title", message: "Message", actions: [AlertAction("Close", style: .cancel)])
        let m = try measure(alert, canvas: Size(width: 896, height: 414))
        XCTAssertEqual(m.alert, 124.5)
        XCTAssertEqual(m.content, 80)
        XCTAssertEqual(m.baselines, ["title": 36, "message": 56])
    }

    /// The baselines' distances grow with Dynamic Type as UIFontMetrics scales a constraint: at the
    /// largest size before the accessibility sizes, 36 becomes 36 x the title's size over 17.
    func testTheBaselinesGrowWithDynamicType() throws {
        let t = SystemAlertTheme()
        let title = t.titleFont.resolved(for: .extraExtraExtraLarge).size / t.titleFont.style.size
        let message = t.messageFont.resolved(for: .extraExtraExtraLarge).size / t.messageFont.style.size
        XCTAssertGreaterThan(title, 1)
        let m = try measure(SystemAlertPopup(title: "Title", message: "Message", actions: [AlertAction("OK")]), contentSize: .extraExtraExtraLarge)
        XCTAssertEqual(try XCTUnwrap(m.baselines["title"]), 36 * title, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(m.baselines["message"]), 36 * title + 20 * message, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(m.content), 36 * title + 20 * message + 24 * message, accuracy: 0.5)
    }
}

extension SystemAlertHeightTests {
    /// The baseline distances are theme keys: a spec moving them moves the labels by as much, and a
    /// spec setting them all to 0 stacks both baselines on the alert's top without a negative frame.
    func testTheBaselineDistancesAreThemeKeys() throws {
        func measured(_ theme: String) throws -> Measured {
            let json = #"{"popup": {"kind": "system-alert", "title": "Title", "message": "Message", "actions": ["OK"]}, "theme": {\#(theme)}}"#
            let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".")
            let alert = try XCTUnwrap(spec.popup as? SystemAlertPopup)
            return try measure(alert)
        }
        let m = try measured(#""titleBaseline": 40, "titleToMessage": 30, "messageBottom": 10, "buttonBaseline": 22"#)
        XCTAssertEqual(m.baselines, ["title": 40, "message": 70])
        XCTAssertEqual(m.content, 80)
        XCTAssertEqual(m.actionBaselines, [22])
        let zero = try measured(#""titleBaseline": 0, "titleToMessage": 0, "messageBottom": 0"#)
        XCTAssertEqual(zero.baselines, ["title": 0, "message": 0])
        XCTAssertEqual(zero.content, 0)
    }
}
