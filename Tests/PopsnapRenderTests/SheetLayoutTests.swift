import XCTest
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster
@testable import Popsnap

/// Issue 23's sheet: its frame at each detent on an iPhone 15 (393 x 852 pt, 59 pt above the safe area,
/// 34 below) at 1x, 2x and 3x in both looks, against `SheetTheme()`'s and `SheetTheme.liquidGlass`'s figures.
final class SheetLayoutTests: XCTestCase {
    let renderer = try! PopupRenderer()

    private func content() -> Element {
        var title = Element(.text(Element.Label("Filters")), name: "title", role: "title")
        var root = Element(.vstack(Element.Stack()), name: "content", role: "content")
        root.children = [title]
        root.padding = EdgeInsets(top: 32, leading: 16, bottom: 16, trailing: 16)
        return root
    }

    private func spec(_ detent: SheetDetent, ios: IOSLook, scale: Scale = 3, grabber: Bool = true) -> PopupSpec {
        PopupSpec(popup: SheetPopup(detent: detent, grabber: grabber, root: CustomPopup(root: content())), screen: .device(.iPhone15), scale: scale, ios: ios)
    }

    private func frames(_ spec: PopupSpec) throws -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: try renderer.layout(spec.scene()).nodes.map { ($0.path, $0.node.frame) })
    }

    func testDetentsOnTheScreensEdgeInIOS18AndLargeInIOS26() throws {
        // iOS 18 at every detent and iOS 26 at the large one: the screen's width, on its bottom edge.
        let cases: [(SheetDetent, IOSLook, Rect)] = [
            (.large, .ios18, Rect(x: 0, y: 59 + 10, width: 393, height: 852 - 59 - 10)),
            (.medium, .ios18, Rect(x: 0, y: 426, width: 393, height: 426)),
            (.height(300), .ios18, Rect(x: 0, y: 852 - 300 - 34, width: 393, height: 300 + 34)),
            (.large, .ios26, Rect(x: 0, y: 69, width: 393, height: 783)),
        ]
        for scale in [1, 2, 3] as [Scale] {
            for (detent, ios, expected) in cases {
                let f = try frames(spec(detent, ios: ios, scale: scale))
                XCTAssertEqual(f["container"], expected, "\(detent) \(ios) @\(scale)")
                // The root fills the sheet above the bottom safe area the sheet covers.
                XCTAssertEqual(f["container/content"], Rect(x: 0, y: expected.y, width: 393, height: expected.height - 34), "\(detent) \(ios) @\(scale)")
            }
        }
    }

    func testIOS26FloatsPartialHeightsInsideTheEdges() throws {
        let inset = SheetTheme.liquidGlass.floatingInset
        XCTAssertEqual(inset, 8)
        for scale in [1, 2, 3] as [Scale] {
            let medium = try frames(spec(.medium, ios: .ios26, scale: scale))
            XCTAssertEqual(medium["container"], Rect(x: 8, y: 426, width: 393 - 16, height: 426 - 8), "@\(scale)")
            // Inside a sheet 8 pt above the bottom, 26 of the 34 pt safe area are left to keep clear.
            XCTAssertEqual(medium["container/content"]?.height, 426 - 8 - 26, "@\(scale)")
            let custom = try frames(spec(.height(300), ios: .ios26, scale: scale))
            XCTAssertEqual(custom["container"], Rect(x: 8, y: 852 - 300 - 34, width: 377, height: 300 + 34 - 8), "@\(scale)")
        }
    }

    func testTheGrabberIs36By5Centred5BelowTheTop() throws {
        for ios in [IOSLook.ios18, .ios26] {
            for scale in [1, 2, 3] as [Scale] {
                let f = try frames(spec(.medium, ios: ios, scale: scale))
                let sheet = try XCTUnwrap(f["container"]), grabber = try XCTUnwrap(f["container/grabberArea/grabber"])
                XCTAssertEqual(grabber.width, 36)
                XCTAssertEqual(grabber.height, 5)
                XCTAssertEqual(grabber.y, sheet.y + 5)
                // Centred on the pixel grid: within half a pixel of the sheet's middle.
                XCTAssertEqual(grabber.midX, sheet.midX, accuracy: 0.5 / scale.pixelsPerPoint, "\(ios) @\(scale)")
            }
            XCTAssertNil(try frames(spec(.medium, ios: ios, grabber: false))["container/grabberArea/grabber"], "no grabber unless asked")
        }
    }

    /// Right to left mirrors the content; the sheet and its grabber stay where they are.
    func testRightToLeftMirrorsTheRoot() throws {
        var rtl = spec(.medium, ios: .ios18, scale: 2)
        rtl.locale = "ar"
        let mirrored = try frames(rtl), plain = try frames(spec(.medium, ios: .ios18, scale: 2))
        XCTAssertEqual(mirrored["container"], plain["container"])
        XCTAssertEqual(mirrored["container/grabberArea/grabber"], plain["container/grabberArea/grabber"])
        let title = try XCTUnwrap(plain["container/content/title"]), flipped = try XCTUnwrap(mirrored["container/content/title"])
        XCTAssertEqual(flipped.maxX, 393 - title.x, "the title at the right")
    }

    /// VoiceOver reads the grabber first, as a button.
    func testVoiceOverReadsTheGrabber() throws {
        let grabber = try XCTUnwrap(try renderer.layout(spec(.medium, ios: .ios26).scene()).nodes.first { $0.path == "container/grabberArea/grabber" })
        XCTAssertEqual(grabber.node.accessibilityLabel, "Sheet Grabber")
        XCTAssertEqual(grabber.node.accessibilityTraits, [.button])
    }

    func testACustomHeightIsNeverTallerThanLarge() throws {
        XCTAssertEqual(try frames(spec(.height(5_000), ios: .ios18))["container"], Rect(x: 0, y: 69, width: 393, height: 783))
    }

    /// iOS 18's large page sheet: the screen behind shrinks to 11/12 about its top centre, its top at the
    /// top safe area's edge, over black, and the status bar turns white; at medium it is only dimmed.
    func testTheScreenBehindALargeIOS18Sheet() throws {
        var large = spec(.large, ios: .ios18, scale: 1)
        large.background = .color(DynamicColor(Color(r8: 200, g8: 0, b8: 0)))
        large.statusBar = StatusBar()
        let scene = large.scene()
        XCTAssertEqual(scene.presenting, PresentingScreen(scale: 11.0 / 12, top: 59, cornerRadius: 10))
        XCTAssertEqual(scene.statusBar?.content, .light)
        let image = try renderer.render(scene)
        // Black around the shrunk screen: above it and beside it (393 / 24 = 16.4 pt each side).
        XCTAssertEqual(image[196, 58], Pixel(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[8, 64], Pixel(r: 0, g: 0, b: 0, a: 255))
        // The shrunk screen between its top (59) and the sheet's (69), dimmed by black 12%.
        XCTAssertEqual(image[196, 64], Pixel(r: 176, g: 0, b: 0, a: 255))
        // Its corner is round: the pixel just inside the square corner is black.
        XCTAssertEqual(image[17, 59], Pixel(r: 0, g: 0, b: 0, a: 255))

        // The home indicator stays dark on the white sheet (the status bar's white is for the black above).
        large.showsHomeIndicator = true
        let withIndicator = try renderer.render(large.scene())
        let bottomRow = (826..<852).flatMap { y in (180..<213).map { withIndicator[$0, y].r } }
        XCTAssertLessThan(bottomRow.min() ?? 255, 64, "a dark home indicator")

        var medium = large
        medium.showsHomeIndicator = false
        medium.popup = SheetPopup(detent: .medium, root: CustomPopup(root: content()))
        XCTAssertNil(medium.scene().presenting)
        XCTAssertEqual(medium.scene().statusBar?.content, .dark)
        let dimmed = try renderer.render(medium.scene())
        XCTAssertEqual(dimmed[8, 64], Pixel(r: 176, g: 0, b: 0, a: 255), "medium only dims")

        var glass = large
        glass.ios = .ios26
        XCTAssertNil(glass.scene().presenting, "iOS 26 does not shrink the screen behind")
    }

    /// On the screen's edge only the top corners are round (the bottom ones are the display's); a floating
    /// sheet rounds all four.
    func testTheBottomCornersAreSquareOnTheEdgeAndRoundFloating() throws {
        var edge = spec(.medium, ios: .ios18, scale: 1)
        edge.background = .color(DynamicColor(.black))
        edge.backdrop = .noDimming
        let onEdge = try renderer.render(edge.scene())
        XCTAssertEqual(onEdge[0, 851], Pixel(r: 255, g: 255, b: 255, a: 255), "the bottom-left corner is square")
        XCTAssertEqual(onEdge[0, 426], Pixel(r: 0, g: 0, b: 0, a: 255), "the top-left corner is round")
        var floating = edge
        floating.ios = .ios26
        floating.popup = SheetPopup(detent: .medium, root: CustomPopup(root: content()), glassTheme: {
            var t = SheetTheme.liquidGlass
            t.material = nil
            return t
        }())
        let floated = try renderer.render(floating.scene())
        XCTAssertEqual(floated[8, 843], Pixel(r: 0, g: 0, b: 0, a: 255), "the bottom-left corner is round")
        XCTAssertEqual(floated[196, 843], Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// The memory budget counts the whole screen kept behind a shrunk one and the canvas it is shrunk on.
    func testTheBudgetCountsTheShrunkScreen() {
        let large = SpecBudget.estimate(spec(.large, ios: .ios18).scene()), medium = SpecBudget.estimate(spec(.medium, ios: .ios18).scene())
        XCTAssertEqual(large.buffers, medium.buffers + 2)
        XCTAssertTrue(large.description.contains("the screen shrunk behind it"), large.description)
    }

    /// A large sheet covers the bottom safe area by design: lint does not call it off the screen.
    func testALargeSheetIsNotOffscreen() throws {
        let linter = Linter(renderer: renderer)
        for ios in [IOSLook.ios18, .ios26] {
            XCTAssertEqual(try linter.lint(spec(.large, ios: ios)).findings.map { "\($0.rule) \($0.node) \($0.message)" }, [], "\(ios)")
        }
    }
}
