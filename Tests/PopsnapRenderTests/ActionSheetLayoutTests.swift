import XCTest
import PopsnapLayout
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

/// The action sheet laid out against its themes' cited metrics, at 1x, 2x and 3x, in both looks: against
/// the bottom of the safe area with its margins, its rows' heights, the cancel action apart; scrolling
/// under the top of the safe area when its actions do not fit (and lint saying so); an iPad's popover
/// beside its anchor with the arrow's tip over the anchor's centre.
final class ActionSheetLayoutTests: XCTestCase {
    let renderer = try! PopupRenderer()
    let scales: [Scale] = [1, 2, 3]
    let sheet = ActionSheetPopup(title: "Delete this photo?", message: "It will be deleted from all your devices.",
                                 actions: [AlertAction("Delete Photo", style: .destructive), AlertAction("Save to Files"), AlertAction("Cancel", style: .cancel)])

    private func laidOut(_ popup: ActionSheetPopup, screen: Screen = .device(.iPhone15), scale: Scale, ios: IOSLook,
                         contentSize: ContentSizeCategory = .large, locale: String? = nil) throws -> (spec: PopupSpec, nodes: [String: LaidOutNode]) {
        var spec = PopupSpec(popup: popup, screen: screen, scale: scale, contentSize: contentSize, ios: ios)
        spec.locale = locale
        let layout = try renderer.layout(spec.scene())
        return (spec, Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.path, $0.node) }))
    }

    /// `value` on the pixel grid of `scale`: what a frame edge placed at `value` snaps to.
    private func snapped(_ value: Double, _ scale: Scale) -> Double {
        (value * scale.pixelsPerPoint).rounded() / scale.pixelsPerPoint
    }

    func testIOS18SitsOnTheSafeAreaWithItsMarginsRowsAndCancelPlatter() throws {
        let t = ActionSheetTheme(), screen = Screen.device(.iPhone15)
        for scale in scales {
            let f = try laidOut(sheet, scale: scale, ios: .ios18).nodes
            let container = try XCTUnwrap(f["container"]).frame, group = try XCTUnwrap(f["container/group"]), cancel = try XCTUnwrap(f["container/cancel"])
            XCTAssertEqual(container.x, snapped(t.margin, scale), "\(scale)")
            XCTAssertEqual(container.width, snapped(screen.size.width - 2 * t.margin, scale), "\(scale)")
            XCTAssertEqual(container.y + container.height, snapped(screen.size.height - screen.safeArea.bottom - t.margin, scale), "\(scale)")
            XCTAssertEqual(cancel.frame.y - (group.frame.y + group.frame.height), t.cancelGap, accuracy: 1 / scale.pixelsPerPoint, "\(scale)")
            XCTAssertEqual(cancel.frame.height, t.rowHeight, accuracy: 1 / scale.pixelsPerPoint)
            XCTAssertEqual(try XCTUnwrap(f["container/group/actions/button[0]"]).frame.height, t.rowHeight, accuracy: 1 / scale.pixelsPerPoint)
            XCTAssertEqual(group.cornerRadius, 13)
            XCTAssertEqual(cancel.cornerRadius, 13)
            XCTAssertEqual(cancel.textStyle?.size, 20)
            XCTAssertEqual(cancel.textStyle?.weight, .semibold)
            XCTAssertEqual(f["container/group/actions/button[0]"]?.textStyle?.weight, .regular)
            XCTAssertEqual(f["container/group/actions/button[0]"]?.foregroundColor, DynamicColor.systemRed.light)
            XCTAssertEqual(f["container/group/content/title"]?.textStyle?.size, 13)
            XCTAssertEqual(f["container/group/content/title"]?.textStyle?.weight, .semibold)
            XCTAssertEqual(f["container/group/content/message"]?.textStyle?.size, 13)
            XCTAssertEqual(f["container/group/content/title"]?.frame.y ?? 0, group.frame.y + t.contentPadding, accuracy: 1 / scale.pixelsPerPoint)
            // The cancel action is no row of the group.
            XCTAssertNil(f["container/group/actions/button[2]"])
            XCTAssertEqual(f["container/group/actions/separator[1]"]?.frame.height, scale.hairline)
        }
    }

    func testIOS26FloatsOneGlassPlatterOfCapsules() throws {
        let t = ActionSheetTheme.liquidGlass, screen = Screen.device(.iPhone15)
        for scale in scales {
            let f = try laidOut(sheet, scale: scale, ios: .ios26).nodes
            let container = try XCTUnwrap(f["container"])
            XCTAssertEqual(container.frame.x, snapped(t.margin, scale), "\(scale)")
            XCTAssertEqual(container.frame.y + container.frame.height, snapped(screen.size.height - screen.safeArea.bottom - t.margin, scale), "\(scale)")
            XCTAssertEqual(container.cornerRadius, 32)
            let first = try XCTUnwrap(f["container/group/actions/button[0]"]).frame, second = try XCTUnwrap(f["container/group/actions/button[1]"]).frame
            let cancel = try XCTUnwrap(f["container/cancel"])
            XCTAssertEqual(first.height, t.rowHeight, accuracy: 1 / scale.pixelsPerPoint)
            XCTAssertEqual(second.y - (first.y + first.height), t.buttonSpacing, accuracy: 1 / scale.pixelsPerPoint)
            XCTAssertEqual(cancel.frame.y - (second.y + second.height), t.cancelGap, accuracy: 1 / scale.pixelsPerPoint)
            XCTAssertEqual(first.x - container.frame.x, t.contentInset, accuracy: 1 / scale.pixelsPerPoint)
            XCTAssertEqual(container.frame.y + container.frame.height - (cancel.frame.y + cancel.frame.height), t.contentInset, accuracy: 1 / scale.pixelsPerPoint)
            XCTAssertEqual(cancel.cornerRadius, t.rowHeight / 2)
            XCTAssertEqual(cancel.foregroundColor, DynamicColor.label.light)
        }
    }

    /// Too many actions for the screen: the sheet's top stops `margin` under the top safe area, the group
    /// clips its rows (the top ones shown, as a list scrolled to its top), the cancel action stays below,
    /// and lint reports the cut once, at the group.
    func testManyActionsScrollUnderTheTopSafeAreaAndLintReportsTheCut() throws {
        let many = ActionSheetPopup(title: "Move to Folder", actions: (1...18).map { AlertAction("Folder \($0)") } + [AlertAction("Cancel", style: .cancel)])
        for ios in [IOSLook.ios18, .ios26] {
            let margin = ios == .ios26 ? ActionSheetTheme.liquidGlass.margin : ActionSheetTheme().margin
            for scale in scales {
                let (spec, f) = try laidOut(many, screen: .device(.iPhoneSE), scale: scale, ios: ios)
                let container = try XCTUnwrap(f["container"]).frame, group = try XCTUnwrap(f["container/group"]).frame
                let safe = Screen.device(.iPhoneSE).safeArea
                XCTAssertEqual(container.y, safe.top + margin, accuracy: 1 / scale.pixelsPerPoint, "\(ios) \(scale)")
                let rows = try XCTUnwrap(f["container/group/actions"]).frame
                XCTAssertGreaterThan(rows.y + rows.height, group.y + group.height + 100, "the rows go on under the group's bottom")
                XCTAssertNotNil(f["container/cancel"])
                let all = try Linter(renderer: renderer).lint(spec).findings
                // A row cut through by the group's bottom is measured only where it is drawn.
                XCTAssertEqual(all.filter { $0.node.contains("button") }.map(\.message), [], "\(ios) \(scale)")
                // The header's secondaryLabel over the material is iOS's own contrast.
                let findings = all.filter { $0.rule != .contrast }
                XCTAssertEqual(findings.map(\.node), ["container/group"], "\(ios) \(scale)")
                XCTAssertEqual(findings.first?.rule, .overflow)
                XCTAssertTrue(findings.first?.message.contains("is cut to its frame") == true, findings.first?.message ?? "")
            }
        }
        // Three actions fit: nothing is cut.
        XCTAssertEqual(try Linter(renderer: renderer).lint(PopupSpec(popup: sheet, ios: .ios18)).findings.filter { $0.rule == .overflow }.count, 0)
    }

    func testDynamicTypeGrowsTheRowsAndTheSheetStillStopsAtTheSafeArea() throws {
        for ios in [IOSLook.ios18, .ios26] {
            let large = try laidOut(sheet, scale: 2, ios: ios).nodes, ax = try laidOut(sheet, scale: 2, ios: ios, contentSize: .accessibilityExtraExtraLarge).nodes
            let row = try XCTUnwrap(large["container/group/actions/button[1]"]).frame.height, axRow = try XCTUnwrap(ax["container/group/actions/button[1]"]).frame.height
            XCTAssertGreaterThan(axRow, row + 20, "\(ios)")
            // The cancel row is as tall as the grown rows, so the group's limit left it its room.
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(ax["container/cancel"]).frame.height, axRow - 1, "\(ios)")
            XCTAssertFalse(try XCTUnwrap(ax["container/cancel"]).textOverflows, "\(ios)")
            let many = ActionSheetPopup(title: "T", actions: (1...12).map { AlertAction("Folder \($0)") } + [AlertAction("Cancel", style: .cancel)])
            let top = try XCTUnwrap(try laidOut(many, screen: .device(.iPhoneSE), scale: 2, ios: ios, contentSize: .accessibilityExtraExtraLarge).nodes["container"]).frame.y
            let margin = ios == .ios26 ? ActionSheetTheme.liquidGlass.margin : ActionSheetTheme().margin
            XCTAssertEqual(top, Screen.device(.iPhoneSE).safeArea.top + margin, accuracy: 0.5, "\(ios): the grown sheet stops under the top safe area")
        }
    }

    /// On an iPad the sheet is a popover: under an anchor in the top half, its arrow's tip at the
    /// anchor's centre and its base on the popover; over one in the bottom half; no cancel action, no dimming.
    func testOnAnIPadThePopoverPointsAtItsAnchor() throws {
        let p = PopoverMetrics()
        for ios in [IOSLook.ios18, .ios26] {
            for scale in scales {
                for rtl in [false, true] {
                    var top = sheet
                    top.anchor = Rect(x: 700, y: 40, width: 44, height: 44)
                    let (spec, f) = try laidOut(top, screen: .device(.iPad), scale: scale, ios: ios, locale: rtl ? "ar" : nil)
                    let container = try XCTUnwrap(f["container"]).frame, arrow = try XCTUnwrap(f["container/arrow"]).frame
                    XCTAssertEqual(container.width, p.width)
                    XCTAssertEqual(container.y, 84, "under the anchor")
                    XCTAssertEqual(arrow.y, 84)
                    XCTAssertEqual(arrow.height, p.arrowHeight)
                    XCTAssertEqual(arrow.x + arrow.width / 2, 722, accuracy: 1 / scale.pixelsPerPoint, "\(ios) \(scale) rtl \(rtl): the tip over the anchor")
                    let safe = Screen.device(.iPad).safeArea
                    XCTAssertEqual(container.x + container.width, 820 - safe.trailing - p.margin, accuracy: 1 / scale.pixelsPerPoint, "kept inside the margin")
                    XCTAssertNil(f["container/cancel"])
                    XCTAssertNil(spec.scene().backdrop)
                    XCTAssertEqual(try Linter(renderer: renderer).lint(spec).findings.filter { $0.rule != .contrast }.map(\.node), [])
                }
                var bottom = sheet
                bottom.anchor = Rect(x: 100, y: 1100, width: 60, height: 40)
                let f = try laidOut(bottom, screen: .device(.iPad), scale: scale, ios: ios).nodes
                let container = try XCTUnwrap(f["container"]).frame, arrow = try XCTUnwrap(f["container/arrow"]).frame
                XCTAssertEqual(container.y + container.height, 1100, accuracy: 1 / scale.pixelsPerPoint, "over the anchor")
                XCTAssertEqual(arrow.y + arrow.height, 1100, accuracy: 1 / scale.pixelsPerPoint)
                XCTAssertEqual(arrow.x + arrow.width / 2, 130, accuracy: 1 / scale.pixelsPerPoint)
            }
        }
    }

    /// An anchor beyond the screen (a careless spec) leaves the popover on screen, inside the safe area.
    func testAnAnchorOffTheScreenKeepsThePopoverOnIt() throws {
        var far = sheet
        far.anchor = Rect(x: 5000, y: 9000, width: 10, height: 10)
        let (spec, f) = try laidOut(far, screen: .device(.iPad), scale: 2, ios: .ios18)
        let container = try XCTUnwrap(f["container"]).frame, safe = Screen.device(.iPad).safeArea
        XCTAssertEqual(container.y + container.height, 1180 - safe.bottom)
        XCTAssertEqual(container.x + container.width, 820 - safe.trailing - PopoverMetrics().margin)
        XCTAssertEqual(try Linter(renderer: renderer).lint(spec).findings.filter { $0.rule != .contrast }.count, 0)
    }

    /// Right to left keeps the sheet where it is and mirrors its inside, as UIKit does.
    func testRightToLeftMirrorsInsideTheSheet() throws {
        let f = try laidOut(sheet, scale: 2, ios: .ios18, locale: "ar").nodes, l = try laidOut(sheet, scale: 2, ios: .ios18).nodes
        XCTAssertEqual(f["container"]?.frame, l["container"]?.frame)
        XCTAssertEqual(f["container/cancel"]?.frame, l["container/cancel"]?.frame)
    }
}
