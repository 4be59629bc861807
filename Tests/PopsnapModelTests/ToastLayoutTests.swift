import XCTest
import PopsnapLayout
@testable import Popsnap
import PopsnapGeometry

/// The toast kind laid out against its sources' figures (`ToastPillTheme`, `ToastSquareTheme`,
/// `ToastBannerTheme`) on an iPhone 16 Pro (402 x 874 pt, 62 pt above the safe area, 34 below), at 1x, 2x
/// and 3x: SPIndicator's pill, SPAlert's square, SwiftEntryKit's banners, and a stack's order and spacing.
final class ToastLayoutTests: XCTestCase {
    let renderer = try! PopupRenderer()
    let device = Device.iPhone16Pro
    let scales: [Scale] = [1, 2, 3]

    private func frames(_ toast: ToastPopup, scale: Scale = 3, ios: IOSLook = .ios18, contentSize: ContentSizeCategory = .large,
                        locale: String? = nil) throws -> [String: LaidOutNode] {
        var spec = PopupSpec(popup: toast, screen: .device(device), scale: scale, contentSize: contentSize, ios: ios)
        spec.locale = locale
        return Dictionary(uniqueKeysWithValues: try renderer.layout(spec.scene()).nodes.map { ($0.path, $0.node) })
    }

    private func frame(_ f: [String: LaidOutNode], _ path: String) throws -> Rect { try XCTUnwrap(f[path], path).frame }

    func testThePillIsSPIndicatorsAtEveryScale() throws {
        for scale in scales {
            let f = try frames(ToastPopup(icon: .builtIn(.success), title: "Copied", subtitle: "To the clipboard"), scale: scale)
            let pill = try frame(f, "container/toast[0]")
            XCTAssertEqual(pill.height, 50, "SPIndicator's areaHeight, \(scale)x")
            XCTAssertEqual(pill.y, 62 - 3, "3 pt into the top safe area, \(scale)x")
            XCTAssertTrue((196...260).contains(pill.width), "between SPIndicator's minimum and maximum: \(pill.width)")
            XCTAssertEqual(pill.x + pill.width / 2, 201, accuracy: 0.5 / Double(scale.pixelsPerPoint), "centred")
            XCTAssertEqual(f["container/toast[0]"]?.cornerRadius, 25, "a capsule")
            let icon = try frame(f, "container/toast[0]/leading/icon")
            XCTAssertEqual(icon.width, 28)
            XCTAssertEqual(icon.x - pill.x, 15, accuracy: 1 / Double(scale.pixelsPerPoint), "15 pt from the side")
            XCTAssertEqual(icon.y - pill.y, 11, accuracy: 1 / Double(scale.pixelsPerPoint), "centred down the pill")
            let texts = try frame(f, "container/toast[0]/texts")
            XCTAssertEqual(texts.x - pill.x, 55, accuracy: 1 / Double(scale.pixelsPerPoint), "the text 55 pt in, as SPIndicator's compact width")
            XCTAssertEqual(pill.x + pill.width - (texts.x + texts.width), 55, accuracy: 1 / Double(scale.pixelsPerPoint))
            let title = try frame(f, "container/toast[0]/texts/title"), subtitle = try frame(f, "container/toast[0]/texts/subtitle")
            XCTAssertEqual(title.x + title.width / 2, pill.x + pill.width / 2, accuracy: 1 / Double(scale.pixelsPerPoint), "the title centred in the pill")
            XCTAssertEqual(subtitle.y - (title.y + title.height), 1, accuracy: 1 / Double(scale.pixelsPerPoint), "1 pt between the lines")
            XCTAssertEqual(f["container/toast[0]/texts/title"]?.textStyle?.size, 13, "footnote")
        }
    }

    func testAShortPillIsItsMinimumAndALongOneWrapsAtItsMaximum() throws {
        let short = try frames(ToastPopup(title: "Copied"))
        XCTAssertEqual(try frame(short, "container/toast[0]").width, 196)
        let long = try frames(ToastPopup(icon: .builtIn(.info), title: "AirPods Pro are connected to this iPhone and to your Mac"))
        let pill = try frame(long, "container/toast[0]"), title = try XCTUnwrap(long["container/toast[0]/texts/title"])
        XCTAssertLessThanOrEqual(pill.width, 260, "wrapped inside SPIndicator's maximum")
        XCTAssertEqual(title.paragraph?.lines.count, 2, "a lone title takes two lines")
        XCTAssertLessThanOrEqual(title.frame.width, 260 - 110)
    }

    func testThePillGrowsWithDynamicTypeAndStaysACapsule() throws {
        let f = try frames(ToastPopup(icon: .builtIn(.success), title: "Copied", subtitle: "To the clipboard"), contentSize: .accessibilityLarge)
        let pill = try XCTUnwrap(f["container/toast[0]"])
        XCTAssertEqual(pill.frame.height, 50 * 27 / 13, accuracy: 0.34, "footnote is 27 pt at AX2")
        XCTAssertEqual(pill.cornerRadius * 2, 50 * 27 / 13, accuracy: 1e-9)
        XCTAssertFalse(try XCTUnwrap(f["container/toast[0]/texts/title"]).textOverflows)
    }

    func testIOS26DrawsThePillInGlass() throws {
        let f = try frames(ToastPopup(title: "Copied"), ios: .ios26)
        guard case .glass? = f["container/toast[0]"]?.background else { return XCTFail("iOS 26's pill is glass") }
        let classic = try frames(ToastPopup(title: "Copied"))
        guard case .material? = classic["container/toast[0]"]?.background else { return XCTFail("iOS 18's pill is systemThickMaterial") }
    }

    func testRightToLeftPutsThePillsIconOnTheRight() throws {
        let f = try frames(ToastPopup(icon: .builtIn(.success), title: "تم النسخ"), locale: "ar")
        let pill = try frame(f, "container/toast[0]"), icon = try frame(f, "container/toast[0]/leading/icon")
        XCTAssertEqual(pill.x + pill.width - (icon.x + icon.width), 15, accuracy: 1e-9)
    }

    func testTheSquareIsSPAlertsInTheCentre() throws {
        for scale in scales {
            let f = try frames(ToastPopup(style: .square, icon: .builtIn(.success), title: "Added to Library", subtitle: "3 songs"), scale: scale)
            let square = try frame(f, "container/toast[0]"), icon = try frame(f, "container/toast[0]/icon")
            let title = try frame(f, "container/toast[0]/title"), subtitle = try frame(f, "container/toast[0]/subtitle")
            XCTAssertEqual(square.width, 250)
            XCTAssertEqual(icon, Rect(x: square.x + 75, y: square.y + 43, width: 100, height: 100))
            XCTAssertEqual(title.y - (icon.y + icon.height), 35, accuracy: 1 / Double(scale.pixelsPerPoint))
            XCTAssertEqual(subtitle.y - (title.y + title.height), 4, accuracy: 1 / Double(scale.pixelsPerPoint))
            XCTAssertEqual(square.y + square.height - (subtitle.y + subtitle.height), 25, accuracy: 1 / Double(scale.pixelsPerPoint))
            XCTAssertEqual(square.y + square.height / 2, 62 + (874 - 62 - 34) / 2, accuracy: 1 / Double(scale.pixelsPerPoint), "centred in the safe area")
            XCTAssertEqual(f["container/toast[0]"]?.cornerRadius, 8)
            XCTAssertEqual(f["container/toast[0]/title"]?.textStyle?.size, 22, "title2")
        }
        let textOnly = try frames(ToastPopup(style: .square, title: "Added to Library"))
        let square = try frame(textOnly, "container/toast[0]"), title = try frame(textOnly, "container/toast[0]/title")
        XCTAssertEqual(title.y - square.y, 23)
        XCTAssertEqual(square.y + square.height - (title.y + title.height), 23, accuracy: 1.0 / 3)
    }

    func testTheFloatIsSwiftEntryKitsTopFloat() throws {
        for scale in scales {
            let f = try frames(ToastPopup(style: .banner, icon: .builtIn(.info), title: "Update available", subtitle: "Version 2.4", button: "Install"), scale: scale)
            let card = try frame(f, "container/toast[0]")
            XCTAssertEqual(card, Rect(x: 20, y: 62 + 10, width: 402 - 40, height: card.height), "20 pt from the sides, 10 below the safe area")
            XCTAssertEqual(f["container/toast[0]"]?.cornerRadius, 10)
            let icon = try frame(f, "container/toast[0]/content/leading/icon")
            XCTAssertEqual(icon, Rect(x: 36, y: 72 + 16, width: 35, height: 35))
            let title = try frame(f, "container/toast[0]/content/texts/title")
            XCTAssertEqual(title.x, 36 + 35 + 12, "12 pt past the icon")
            XCTAssertEqual(title.y, 72 + 16 + 4, "4 pt below the icon's top")
            let subtitle = try frame(f, "container/toast[0]/content/texts/subtitle")
            XCTAssertEqual(subtitle.y - (title.y + title.height), 5, accuracy: 1 / Double(scale.pixelsPerPoint))
            let button = try frame(f, "container/toast[0]/button"), separator = try frame(f, "container/toast[0]/separator")
            XCTAssertEqual(button.height, 50)
            XCTAssertEqual(button.y + button.height, card.y + card.height)
            XCTAssertEqual(separator.height, 1 / Double(scale.pixelsPerPoint), "a hairline")
            XCTAssertEqual(separator.y, (subtitle.y + subtitle.height + 16), accuracy: 1 / Double(scale.pixelsPerPoint), "16 pt under the body")
        }
    }

    func testBottomToastsSitAboveTheHomeIndicator() throws {
        let f = try frames(ToastPopup(style: .banner, title: "Saved", position: .bottom))
        let card = try frame(f, "container/toast[0]")
        XCTAssertEqual(card.y + card.height, 874 - 34 - 10)
        let pill = try frame(try frames(ToastPopup(title: "Saved", position: .bottom)), "container/toast[0]")
        XCTAssertEqual(pill.y + pill.height, 874 - 34 + 3, "3 pt into the bottom safe area, as at the top")
    }

    func testAStackHasTheNewestNearestItsEdge() throws {
        let earlier = [Toast(title: "Saved"), Toast(title: "Sent")]
        for scale in scales {
            let top = try frames(ToastPopup(title: "Copied", stack: earlier), scale: scale)
            let t0 = try frame(top, "container/toast[0]"), t1 = try frame(top, "container/toast[1]"), t2 = try frame(top, "container/toast[2]")
            XCTAssertEqual(top["container/toast[0]/texts/title"]?.text, "Copied")
            XCTAssertEqual(t0.y, 59)
            XCTAssertEqual(t1.y, t0.y + 50 + 10, "NotificationBanner's 10 pt")
            XCTAssertEqual(t2.y, t1.y + 50 + 10)
            let bottom = try frames(ToastPopup(title: "Copied", position: .bottom, stack: earlier), scale: scale)
            let b0 = try frame(bottom, "container/toast[0]"), b1 = try frame(bottom, "container/toast[1]")
            XCTAssertEqual(b0.y + b0.height, 874 - 34 + 3, "the newest at the bottom edge")
            XCTAssertEqual(b1.y + b1.height + 10, b0.y)
        }
    }

    func testTheStatusBarNoteCoversTheStatusBar() throws {
        var spec = PopupSpec(popup: ToastPopup(style: .banner, preset: .statusBar, title: "Syncing"), screen: .device(.iPhoneSE), ios: .ios18)
        spec.scale = 2
        let note = try renderer.layout(spec.scene()).root
        XCTAssertEqual(note.frame, Rect(x: 0, y: 0, width: 375, height: 20), "over the iPhone SE's 20 pt status bar")
    }
}
