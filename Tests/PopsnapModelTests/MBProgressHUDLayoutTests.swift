import XCTest
import PopsnapLayout
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry
import PopsnapText

/// MBProgressHUD's constraints (MBProgressHUD.m:511-625) solved: the bezel is its content plus the margin
/// on every side, each view centred, 4 pt between two visible views, the bezel at least the margin inside
/// the screen, and its minimum size with the content centred in it.
final class MBProgressHUDLayoutTests: XCTestCase {
    let renderer = try! PopupRenderer()
    let t = MBProgressHUDTheme()

    func laidOut(_ hud: MBProgressHUDPopup, canvas: Size = Size(width: 393, height: 852), scale: Scale = 2) throws -> [String: LaidOutNode] {
        let scene = PopupScene(canvas: canvas, scale: scale, popup: hud.element(traits: Traits(scale: scale)))
        return Dictionary(uniqueKeysWithValues: try renderer.layout(scene).nodes.map { ($0.path, $0.node) })
    }

    static let modes: [(String, MBProgressHUDMode, (width: Double, height: Double)?)] = [
        ("indeterminate", .indeterminate, (37, 37)),
        ("determinate", .determinate(progress: 0.25), (37, 37)),
        ("annularDeterminate", .annularDeterminate(progress: 0.25), (37, 37)),
        ("determinateHorizontalBar", .determinateHorizontalBar(progress: 0.5), (120, 10)),
        ("customView", .customView(.success), (37, 37)),
        ("text", .text, nil),
    ]

    func testTheBezelIsItsContentPlusTheMarginAndTheViewsAre4PtApart() throws {
        XCTAssertEqual(t.margin, 20)
        XCTAssertEqual(t.spacing, 4)
        for (name, mode, indicator) in Self.modes {
            for scale: Scale in [1, 2, 3] {
                let nodes = try laidOut(MBProgressHUDPopup(mode: mode, label: "Loading…", details: "Parsing data\n(1/1)", button: "Cancel"), scale: scale)
                let bezel = try XCTUnwrap(nodes["container"]?.frame), content = try XCTUnwrap(nodes["container/content"]?.frame)
                XCTAssertEqual(bezel.width, content.width + 2 * t.margin, accuracy: 1e-9, "\(name) at \(scale)x")
                XCTAssertEqual(bezel.height, content.height + 2 * t.margin, accuracy: 1e-9, "\(name) at \(scale)x")
                XCTAssertEqual(content.y - bezel.y, t.margin, accuracy: 1e-9, "\(name): the top spacer")
                let order = ["indicator", "label", "details", "button"].compactMap { nodes["container/content/" + $0]?.frame }
                XCTAssertEqual(order.count, indicator == nil ? 3 : 4, name)
                for (above, below) in zip(order, order.dropFirst()) {
                    XCTAssertEqual(below.y - above.maxY, 4, accuracy: 1e-9, "\(name) at \(scale)x: MBDefaultPadding")
                }
                for f in order {
                    // Centred in the bezel, to the pixel.
                    XCTAssertEqual(f.x + f.width / 2, bezel.x + bezel.width / 2, accuracy: 0.5 / scale.pixelsPerPoint + 1e-9, name)
                }
                if let size = indicator {
                    let f = try XCTUnwrap(nodes["container/content/indicator"]?.frame)
                    XCTAssertEqual([f.width, f.height], [size.width, size.height], name)
                }
            }
        }
    }

    /// An empty label has no size, so it and its 4 pt are gone (.m:618-622), as if it had no text.
    func testAnEmptyLabelTakesNoRoom() throws {
        let empty = try laidOut(MBProgressHUDPopup(label: "", details: "Parsing"))
        let none = try laidOut(MBProgressHUDPopup(details: "Parsing"))
        XCTAssertNil(empty["container/content/label"])
        XCTAssertEqual(empty["container"]?.frame, none["container"]?.frame)
    }

    /// UIButton's title plus 6 pt above and below and 10 pt each side (.m:1175), a 1 pt border in the
    /// content colour and corners of half its height.
    func testTheButtonIsACapsuleAroundItsTitle() throws {
        let nodes = try laidOut(MBProgressHUDPopup(mode: .text, label: "Loading…", button: "Cancel"))
        let button = try XCTUnwrap(nodes["container/content/button"])
        let title = try XCTUnwrap(button.paragraph?.size)
        XCTAssertEqual(button.frame.width, (title.width * 2).rounded(.up) / 2 + 20, accuracy: 1e-9)
        XCTAssertEqual(button.frame.height, (title.height * 2).rounded(.up) / 2 + 12, accuracy: 1e-9)
        XCTAssertEqual(button.border?.width, 1)
        XCTAssertEqual(button.border?.color, t.contentColor.light)
        XCTAssertEqual(button.textStyle?.size, 12)
        XCTAssertEqual(RoundedRect(rect: Rect(x: 0, y: 0, width: button.frame.width, height: button.frame.height), cornerRadius: button.cornerRadius)
            .effectiveRadii.topLeft, button.frame.height / 2)
    }

    /// `popsnap layout` prints the radius as drawn: the button's corners meet, half its height.
    func testTheLayoutReportGivesTheCapsulesDrawnRadius() throws {
        let scene = PopupScene(canvas: Size(width: 393, height: 852), scale: 2, popup: MBProgressHUDPopup(mode: .text, label: "Loading…", button: "Cancel").element(traits: Traits(scale: 2)))
        let layout = try renderer.layout(scene)
        let button = try XCTUnwrap(layout.nodes.first { $0.path == "container/content/button" }?.node)
        let report = LayoutReport.json(layout, scene: scene)
        let line = try XCTUnwrap(report.split(separator: "\n").first { $0.contains("\"container/content/button\"") })
        XCTAssertTrue(line.contains("\"cornerRadius\": \(LayoutReport.number(button.frame.height / 2)),"), String(line))
    }

    /// The bezel keeps the margin to the screen's edges (.m:541, priority 999 over the label's 998): a long
    /// label is cut short rather than pushing the bezel out. (UIKit's compressed label keeps the whole width,
    /// 313 pt; Popsnap's is as wide as the text left before the "…", so the bezel is a few points narrower.)
    func testALongLabelIsCutShortAtTheMarginFromTheScreensEdges() throws {
        let nodes = try laidOut(MBProgressHUDPopup(label: String(repeating: "Loading the whole library ", count: 8)))
        let bezel = try XCTUnwrap(nodes["container"]?.frame)
        XCTAssertGreaterThanOrEqual(bezel.x, 20)
        XCTAssertLessThanOrEqual(bezel.maxX, 393 - 20)
        XCTAssertGreaterThan(bezel.width, 393 - 40 - 16, "cut at most about a glyph short of the room")
        XCTAssertEqual(nodes["container/content/label"]?.paragraph?.isTruncated, true)
        XCTAssertEqual(nodes["container/content/label"]?.paragraph?.lines.count, 1)
    }

    /// `minSize` (.m:546-554): the bezel grows to it and its content stays centred, as the equal spacers
    /// centre it vertically and the centerX constraints horizontally.
    func testTheMinimumSizeCentresTheContent() throws {
        var theme = MBProgressHUDTheme()
        theme.minimumWidth = 150
        theme.minimumHeight = 100
        let nodes = try laidOut(MBProgressHUDPopup(mode: .text, label: "Hi", theme: theme))
        let bezel = try XCTUnwrap(nodes["container"]?.frame), label = try XCTUnwrap(nodes["container/content/label"]?.frame)
        XCTAssertEqual([bezel.width, bezel.height], [150, 100])
        XCTAssertEqual(label.y + label.height / 2, bezel.y + 50, accuracy: 0.25 + 1e-9)
        XCTAssertEqual(label.x + label.width / 2, bezel.x + 75, accuracy: 0.25 + 1e-9)
    }

    /// `square` (.m:556-561): the bezel's height equals its width at a priority above its wish to be small
    /// and below its content's margins, so the shorter side grows to the longer.
    func testSquareGrowsTheShorterSide() throws {
        var theme = MBProgressHUDTheme()
        theme.square = true
        for (mode, label) in [(MBProgressHUDMode.customView(.success), "Done"), (.text, "A label wider than it is tall")] {
            let plain = try XCTUnwrap(try laidOut(MBProgressHUDPopup(mode: mode, label: label))["container"]?.frame)
            let square = try XCTUnwrap(try laidOut(MBProgressHUDPopup(mode: mode, label: label, theme: theme))["container"]?.frame)
            XCTAssertEqual(square.width, max(plain.width, plain.height), label)
            XCTAssertEqual(square.height, square.width, label)
        }
    }

    /// Content at 70% of the label colour in both appearances (.m:87); the bezel thick material (.m:1065).
    func testTheColoursFollowTheAppearance() {
        for appearance in Appearance.allCases {
            let e = MBProgressHUDPopup(label: "Loading…").element(traits: Traits(appearance: appearance))
            XCTAssertEqual(e.background?.resolved(for: appearance), .material(MaterialStyle.systemThickMaterial.resolved(for: appearance)))
            XCTAssertEqual(e.cornerRadius, 5)
            let label = DynamicColor.label.resolved(for: appearance)
            XCTAssertEqual(e.children[0].children[1].foregroundColor, DynamicColor(label.withAlpha(0.7)), "\(appearance)")
            XCTAssertEqual(e.children[0].children[0].foregroundColor, DynamicColor(label.withAlpha(0.7)), "\(appearance): the indicator")
            guard case let .indicator(i) = e.children[0].children[0].content else { return XCTFail("not an indicator") }
            XCTAssertEqual(i.style, .ticks, "UIActivityIndicatorView as iOS 14 and later draws it")
        }
    }
}
