import XCTest
@testable import PopsnapLayout

/// Text of fixed-size words: each text id has a word count; words are 40 x 20, wrapped to the width.
struct FakeText: TextMeasuring {
    var words: [Int: Int]
    func size(ofText id: Int, width: Double?) -> Size {
        let n = words[id] ?? 0
        guard n > 0 else { return .zero }
        let perLine = max(1, Int((width ?? .infinity) / 40 >= Double(n) ? n : Int((width ?? 0) / 40)))
        let lines = (n + perLine - 1) / perLine
        return Size(width: Double(min(n, perLine) * 40), height: Double(lines * 20))
    }
}

final class LayoutTests: XCTestCase {
    /// Seed 000's constraints: 293 wide; title 55 high inset by the 2 pt border; message ≥ 67 high with
    /// 15 pt side insets and 8 pt gaps; button 44 high inset by the border.
    func alert(messageWords: Int) -> (LayoutNode, Layout) {
        let title = LayoutNode(name: "title", role: "title", content: .text(id: 0), sizing: Sizing(height: 55))
        let message = LayoutNode(name: "message", role: "message", content: .text(id: 1), sizing: Sizing(minHeight: 67),
                                 padding: EdgeInsets(horizontal: 13))
        let button = LayoutNode(name: "button", role: "button", content: .text(id: 2), sizing: Sizing(height: 44))
        let container = LayoutNode(name: "container", role: "container", content: .vstack(spacing: 8), sizing: Sizing(width: 293),
                                   padding: EdgeInsets(all: 2), children: [title, message, button])
        return (container, Layout(measuring: FakeText(words: [0: 1, 1: messageWords, 2: 1])))
    }

    func testSeedAlertFrames() {
        let (node, layout) = alert(messageWords: 9)   // 6 words a line in 263 pt: 2 lines, 40 pt
        let size = layout.size(of: node, proposed: ProposedSize(width: 390, height: nil))
        XCTAssertEqual(size, Size(width: 293, height: 2 + 55 + 8 + 67 + 8 + 44 + 2))
        let frames = layout.arrange(node, in: Frame(x: 48.5, y: 329, width: size.width, height: size.height))
        XCTAssertEqual(frames.map(\.path), ["container", "container/title", "container/message", "container/button"])
        XCTAssertEqual(frames[1].frame, Frame(x: 50.5, y: 331, width: 289, height: 55), "title bar at y 2, inset by the border")
        XCTAssertEqual(frames[2].frame, Frame(x: 50.5, y: 394, width: 289, height: 67))
        XCTAssertEqual(frames[3].frame, Frame(x: 50.5, y: 469, width: 289, height: 44), "button 44 at the bottom, above the border")
    }

    func testLongMessageGrowsTheContainer() {
        let (node, layout) = alert(messageWords: 30)   // 5 lines of 20 = 100 > 67
        XCTAssertEqual(layout.size(of: node, proposed: .unspecified).height, 2 + 55 + 8 + 100 + 8 + 44 + 2)
    }

    func testAbsentChildrenCollapseWithTheirSpacing() {
        let a = LayoutNode(name: "a", role: "x", content: .box, sizing: Sizing(height: 10))
        let b = LayoutNode(name: "b", role: "x", content: .box, sizing: Sizing(height: 20), isPresent: false)
        let c = LayoutNode(name: "c", role: "x", content: .box, sizing: Sizing(height: 30))
        let stack = LayoutNode(name: "s", role: "stack", content: .vstack(spacing: 5), children: [a, b, c])
        let layout = Layout(measuring: FakeText(words: [:]))
        XCTAssertEqual(layout.size(of: stack, proposed: ProposedSize(width: 100, height: nil)).height, 45)
        let frames = layout.arrange(stack, in: Frame(x: 0, y: 0, width: 100, height: 45))
        XCTAssertEqual(frames.map(\.path), ["s", "s/a", "s/c"])
        XCTAssertEqual(frames[2].frame.y, 15)
    }

    func testFillEquallyGivesEqualWidthsAndALoneButtonFillsTheRow() {
        // Seed 001's button row: 16 pt spacing, equal widths; without cancel, OK fills the row.
        let cancel = LayoutNode(name: "cancel", role: "button", content: .text(id: 0), sizing: Sizing(height: 54))
        let ok = LayoutNode(name: "ok", role: "button", content: .text(id: 1), sizing: Sizing(height: 54))
        let layout = Layout(measuring: FakeText(words: [0: 1, 1: 1]))
        let row = LayoutNode(name: "row", role: "buttons", content: .hstack(spacing: 16, distribution: .fillEqually), children: [cancel, ok])
        let frames = layout.arrange(row, in: Frame(x: 16, y: 0, width: 268, height: 54))
        XCTAssertEqual(frames[1].frame, Frame(x: 16, y: 0, width: 126, height: 54))
        XCTAssertEqual(frames[2].frame, Frame(x: 158, y: 0, width: 126, height: 54))
        var alone = row
        alone.children[0].isPresent = false
        let single = layout.arrange(alone, in: Frame(x: 16, y: 0, width: 268, height: 54))
        XCTAssertEqual(single.map(\.path), ["row", "row/ok"])
        XCTAssertEqual(single[1].frame.width, 268)
    }

    func testAlignmentsAcrossAStack() {
        let layout = Layout(measuring: FakeText(words: [:]))
        func x(_ a: HorizontalAlignment) -> Frame {
            let icon = LayoutNode(name: "icon", role: "icon", content: .image(Size(width: 56, height: 56)))
            let stack = LayoutNode(name: "s", role: "stack", content: .vstack(spacing: 0, alignment: a), children: [icon])
            return layout.arrange(stack, in: Frame(x: 0, y: 0, width: 300, height: 56))[1].frame
        }
        XCTAssertEqual(x(.leading).x, 0)
        XCTAssertEqual(x(.center).x, 122)
        XCTAssertEqual(x(.trailing).x, 244)
        XCTAssertEqual(x(.fill).width, 300)
        // One child centred in a stack that stretches the others.
        let icon = LayoutNode(name: "icon", role: "icon", content: .image(Size(width: 56, height: 56))).aligned(.center)
        let text = LayoutNode(name: "t", role: "x", content: .box, sizing: Sizing(height: 10))
        let mixed = LayoutNode(name: "s", role: "stack", content: .vstack(spacing: 0), children: [icon, text])
        let frames = layout.arrange(mixed, in: Frame(x: 0, y: 0, width: 300, height: 66))
        XCTAssertEqual(frames[1].frame, Frame(x: 122, y: 0, width: 56, height: 56))
        XCTAssertEqual(frames[2].frame.width, 300)
    }

    func testFlexibleSpacersAndEqualSpacingShareTheRest() {
        let layout = Layout(measuring: FakeText(words: [:]))
        let a = LayoutNode(name: "a", role: "x", content: .box, sizing: Sizing(width: 10))
        let b = LayoutNode(name: "b", role: "x", content: .box, sizing: Sizing(width: 10))
        let spaced = LayoutNode(name: "s", role: "x", content: .hstack(spacing: 0), children: [a, LayoutNode(name: "gap", role: "spacer", content: .spacer(nil)), b])
        let frames = layout.arrange(spaced, in: Frame(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(frames.last?.frame.x, 90)
        let equal = LayoutNode(name: "s", role: "x", content: .hstack(spacing: 0, distribution: .equalSpacing), children: [a, b, a])
        let f = layout.arrange(equal, in: Frame(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(f.map(\.frame.x), [0, 0, 45, 90])
    }

    func testSizingRules() {
        let layout = Layout(measuring: FakeText(words: [0: 12]))
        let text = LayoutNode(name: "t", role: "x", content: .text(id: 0), sizing: Sizing(maxWidth: 200))
        XCTAssertEqual(layout.size(of: text, proposed: ProposedSize(width: 400, height: nil)), Size(width: 200, height: 60))
        let square = LayoutNode(name: "sq", role: "x", content: .box, sizing: Sizing(width: 80, aspectRatio: 2))
        XCTAssertEqual(layout.size(of: square, proposed: .unspecified), Size(width: 80, height: 40))
        let tall = LayoutNode(name: "t", role: "x", content: .box, sizing: Sizing(height: 30, aspectRatio: 0.5))
        XCTAssertEqual(layout.size(of: tall, proposed: .unspecified), Size(width: 15, height: 30))
        let clamped = LayoutNode(name: "c", role: "x", content: .box, sizing: Sizing(minWidth: 50, maxHeight: 10))
        XCTAssertEqual(layout.size(of: clamped, proposed: ProposedSize(width: 20, height: 40)), Size(width: 50, height: 10))
        let padded = LayoutNode(name: "p", role: "x", content: .image(Size(width: 10, height: 10)), padding: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(layout.size(of: padded, proposed: .unspecified), Size(width: 16, height: 14))
    }

    func testOverlayCentresItsChildren() {
        let layout = Layout(measuring: FakeText(words: [:]))
        let box = LayoutNode(name: "container", role: "container", content: .box, sizing: Sizing(width: 293, height: 186))
        let screen = LayoutNode(name: "screen", role: "screen", content: .overlay(), sizing: Sizing(width: 390, height: 844), children: [box])
        let frames = layout.arrange(screen, in: Frame(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(frames[1].frame, Frame(x: 48.5, y: 329, width: 293, height: 186))
    }
}
