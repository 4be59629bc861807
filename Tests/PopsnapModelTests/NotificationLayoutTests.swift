import XCTest
import PopsnapLayout
import PopsnapText
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

/// The notification banner laid out against Apple's iOS 17 UI kit (`NotificationTheme`): on a 393 pt
/// iPhone 15 the platter runs from x = 8 to 385, 66 tall with a one-line body (14 + 20 + 20 + 12), the 38 pt
/// icon 14 in, the text 10 beyond it; each line 20 high with its baseline 15.3 down. Both looks, 1x to 3x.
final class NotificationLayoutTests: XCTestCase {
    let renderer = try! PopupRenderer()

    private func layout(_ popup: NotificationPopup, device: Device = .iPhone15, scale: Scale = 3, ios: IOSLook = .ios18,
                        direction: LayoutDirection = .leftToRight) throws -> [String: LaidOutNode] {
        var spec = PopupSpec(popup: popup, screen: .device(device), scale: scale, ios: ios)
        if direction == .rightToLeft { spec.locale = "ar" }
        let nodes = try renderer.layout(spec.scene()).nodes
        return Dictionary(uniqueKeysWithValues: nodes.map { ($0.path, $0.node) })
    }

    private func baseline(_ e: LaidOutNode?) throws -> Double {
        let e = try XCTUnwrap(e)
        return e.frame.y + e.textOffset.y + (e.paragraph?.firstBaseline ?? 0)
    }

    private let texts = "container/content/texts"
    private let message = NotificationPopup(app: "Messages", title: "Anna", body: "Lunch?")

    func testTheKitsBannerAtEveryScaleInBothLooks() throws {
        for ios in IOSLook.allCases {
            for scale in [1, 2, 3] as [Scale] {
                let f = try layout(message, scale: scale, ios: ios)
                let label = "iOS \(ios.rawValue) at \(scale.pixelsPerPoint)x"
                // Pinned to the safe area's top, 59 pt on an iPhone 15, 8 pt from each side.
                XCTAssertEqual(f["container"]?.frame, Rect(x: 8, y: 59, width: 377, height: 66), label)
                XCTAssertEqual(f["container"]?.cornerRadius, 24, label)
                XCTAssertEqual(f["container"]?.cornerCurve, .continuous, label)
                XCTAssertEqual(f["container/content/icon"]?.frame, Rect(x: 22, y: 74, width: 38, height: 38), "\(label): centred on the 40 pt column")
                XCTAssertEqual(f["container/content/icon"]?.cornerRadius, 9, label)
                XCTAssertEqual(f["\(texts)/header/title"]?.frame.x, 70, label)
                XCTAssertEqual(try baseline(f["\(texts)/header/title"]), 59 + 14 + 15.3, accuracy: 1e-9, label)
                XCTAssertEqual(try baseline(f["\(texts)/header/time"]), 59 + 14 + 15.3, accuracy: 1e-9, "\(label): the time on the title's baseline")
                XCTAssertEqual(try baseline(f["\(texts)/body"]), 59 + 14 + 20 + 15.3, accuracy: 1e-9, label)
                let time = try XCTUnwrap(f["\(texts)/header/time"])
                XCTAssertEqual(time.frame.maxX, 385 - 14, accuracy: 1 / scale.pixelsPerPoint, "\(label): the time at the trailing end")
                XCTAssertEqual(f["\(texts)/header/title"]?.textStyle?.weight, .semibold, label)
                XCTAssertEqual(f["\(texts)/header/title"]?.textStyle?.size, 15, label)
                XCTAssertEqual(f["\(texts)/body"]?.textStyle?.size, 15, label)
                XCTAssertEqual(time.textStyle?.size, 13, label)
            }
        }
    }

    /// iOS 18's platter is the thick blur; iOS 26's is glass.
    func testEachLookHasItsMaterial() throws {
        guard case .material = try layout(message, ios: .ios18)["container"]?.background else { return XCTFail("iOS 18: a blur material") }
        guard case .glass = try layout(message, ios: .ios26)["container"]?.background else { return XCTFail("iOS 26: glass") }
        XCTAssertNil(message.backdrop(traits: Traits()), "a banner dims nothing")
    }

    /// The platter spans the screen less 8 pt a side on any iPhone, under its safe area's top.
    func testThePlatterFollowsTheScreen() throws {
        let se = try layout(message, device: .iPhoneSE, scale: 2)
        XCTAssertEqual(se["container"]?.frame, Rect(x: 8, y: 20, width: 359, height: 66))
        let max = try layout(message, device: .iPhone15ProMax)
        XCTAssertEqual(max["container"]?.frame.width, 430 - 16)
    }

    /// A title longer than its line truncates with "…" at least 16 pt before the time, which keeps its length.
    func testALongTitleTruncatesBeforeTheTime() throws {
        let long = NotificationPopup(time: "9:41 AM", title: "A very long title that cannot possibly fit on one line of a banner", body: "Body")
        let f = try layout(long)
        let title = try XCTUnwrap(f["\(texts)/header/title"]), time = try XCTUnwrap(f["\(texts)/header/time"])
        XCTAssertEqual(title.paragraph?.isTruncated, true)
        XCTAssertEqual(time.paragraph?.isTruncated, false)
        XCTAssertEqual(time.frame.maxX, 371, accuracy: 1.0 / 3)
        XCTAssertEqual(time.frame.minX - title.frame.maxX, 16, accuracy: 1.0 / 3)
        XCTAssertEqual(f["container"]?.frame.height, 66, "still one line")
    }

    /// Four lines of body at most (Apple: "two to four lines of body text"), then "…".
    func testTheBodyStopsAtFourLines() throws {
        let body = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 12)
        let f = try layout(NotificationPopup(title: "News", body: body))
        let label = try XCTUnwrap(f["\(texts)/body"]?.paragraph)
        XCTAssertEqual(label.lines.count, 4)
        XCTAssertTrue(label.isTruncated)
        let short = try layout(NotificationPopup(title: "News", body: "One line"))
        XCTAssertEqual(try XCTUnwrap(f["container"]).frame.height - short["container"]!.frame.height,
                       label.lastBaseline - label.firstBaseline, accuracy: 1.0 / 3, "three more lines, at the font's pitch")
    }

    /// Without a title the app's name heads the banner, as iOS heads one; with neither, the body stands alone.
    func testTheAppsNameStandsInForAMissingTitle() throws {
        let f = try layout(NotificationPopup(app: "Mail", body: "3 new messages"))
        XCTAssertEqual(f["\(texts)/header/title"]?.text, "Mail")
        XCTAssertEqual(f["container/content/icon"]?.accessibilityLabel, "Mail")
        // An empty title is none, as UNNotificationContent's default "" is; an empty body too (not both: a
        // notification needs one, in Swift as in a spec).
        let emptyTitle = try layout(NotificationPopup(app: "Mail", title: "", body: "3 new messages"))
        XCTAssertEqual(emptyTitle["\(texts)/header/title"]?.text, "Mail")
        let emptyBody = try layout(NotificationPopup(app: "Mail", title: "Kim", body: ""))
        XCTAssertNil(emptyBody["\(texts)/body"])
        let bare = try layout(NotificationPopup(body: "3 new messages"))
        XCTAssertNil(bare["\(texts)/header/title"])
        XCTAssertEqual(bare["\(texts)/header/time"]?.text, "now")
    }

    /// Right to left, the icon is at the right and the time at the left.
    func testRightToLeftMirrorsTheBanner() throws {
        let f = try layout(NotificationPopup(app: "الرسائل", title: "أنا", body: "هل ما زلنا على موعد الغداء؟"), direction: .rightToLeft)
        XCTAssertEqual(f["container/content/icon"]?.frame, Rect(x: 393 - 22 - 38, y: 74, width: 38, height: 38))
        XCTAssertEqual(try XCTUnwrap(f["\(texts)/header/time"]).frame.minX, 22, accuracy: 1.0 / 3)
        XCTAssertEqual(try XCTUnwrap(f["\(texts)/header/title"]).frame.maxX, 393 - 70, accuracy: 1.0 / 3)
    }

    /// Dynamic Type grows the lines, their baselines with them, as UIFontMetrics scales a constraint.
    func testDynamicTypeGrowsTheLines() throws {
        var spec = PopupSpec(popup: message, screen: .device(.iPhone15), ios: .ios18)
        spec.contentSize = .accessibilityExtraLarge
        let nodes = Dictionary(uniqueKeysWithValues: try renderer.layout(spec.scene()).nodes.map { ($0.path, $0.node) })
        let title = try XCTUnwrap(nodes["\(texts)/header/title"])
        let scale = try XCTUnwrap(title.textStyle).size / 15
        XCTAssertGreaterThan(scale, 1.5)
        XCTAssertEqual(title.frame.height, 20 * scale, accuracy: 1.0 / 3)
        XCTAssertEqual(try baseline(title) - 59 - 14, 15.3 * scale, accuracy: 1e-9)
    }

    /// `slide-in` drops the banner from above the screen on its spring, overshooting its place once.
    func testTheBannerDropsFromTheTop() throws {
        let motion = message.slide(traits: Traits())
        XCTAssertEqual(motion.edge, .top)
        XCTAssertEqual(motion.duration, 0.5)
        let path = (0...50).map { motion.curve.value(at: Double($0) / 50, duration: motion.duration) }
        XCTAssertGreaterThan(path.max() ?? 0, 1, "a slight overshoot")
        XCTAssertLessThan(path.max() ?? 0, 1.05)
        XCTAssertEqual(path.last ?? 0, 1, accuracy: 0.01)
    }

    /// A compressible label (the title's way of giving up width) has no builder form, so a custom tree
    /// holding one is refused by conversion rather than written without it.
    func testACompressibleLabelHasNoSwiftForm() throws {
        var label = Element.text(name: "t", role: "title", "Title", style: TextStyle(size: 15), color: .black)
        label.compressible = true
        var root = Element(.hstack(Element.Stack()), name: "container", role: "container")
        root.children = [label]
        XCTAssertThrowsError(try SwiftSource(PopupSpec(popup: CustomPopup(root: root)), source: "custom.json")) { error in
            XCTAssertEqual("\(error)", "container/t: a compressible label has no Swift form yet")
        }
    }
}
