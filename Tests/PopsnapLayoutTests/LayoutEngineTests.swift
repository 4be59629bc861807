import XCTest
@testable import PopsnapLayout
import PopsnapGeometry

/// A layout tree for the engine's tests: a name, a box, children and the frame layout writes.
struct Node: LayoutTree {
    var name: String
    var box: LayoutBox
    var children: [Node] = []
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// For text nodes: how many 40 x 20 words it holds.
    var words = 0

    init(_ name: String, _ content: LayoutContent, sizing: Sizing = Sizing(), padding: EdgeInsets = .zero, margin: EdgeInsets = .zero,
         isPresent: Bool = true, words: Int = 0, children: [Node] = []) {
        self.name = name
        box = LayoutBox(content: content, sizing: sizing, padding: padding, margin: margin, isPresent: isPresent)
        self.words = words
        self.children = children
    }

    func aligned(_ a: CrossAlignment) -> Node {
        var n = self
        n.box.alignSelf = a
        return n
    }

    /// Every present node, parents first, with its path and frame.
    func placed(parentPath: String = "") -> [(path: String, frame: Rect)] {
        guard box.isPresent else { return [] }
        let path = parentPath.isEmpty ? name : parentPath + "/" + name
        return [(path, frame)] + children.flatMap { $0.placed(parentPath: path) }
    }
}

/// Text of fixed-size words, 40 x 20 each, wrapped to the width.
func fakeText(_ node: Node, _ width: Double?) -> Size {
    let n = node.words
    guard n > 0 else { return .zero }
    let perLine = max(1, Int((width ?? .infinity) / 40 >= Double(n) ? n : Int((width ?? 0) / 40)))
    let lines = (n + perLine - 1) / perLine
    return Size(width: Double(min(n, perLine) * 40), height: Double(lines * 20))
}

/// The engine at `scale` pixels a point (1 unless a test is about snapping).
func engine(scale: Scale = 1) -> Layout<Node> { Layout(grid: PixelGrid(scale: scale), measuringText: fakeText) }

/// Lays `node` out at `frame` and returns every present node's path and frame.
func arranged(_ node: Node, in frame: Rect, scale: Scale = 1) -> [(path: String, frame: Rect)] {
    var n = node
    engine(scale: scale).arrange(&n, in: frame)
    return n.placed()
}

final class LayoutEngineTests: XCTestCase {
    /// Seed 000's constraints: 293 wide; title 55 high inset by the 2 pt border; message >= 67 high, 15 pt
    /// from the container's sides and 8 pt from its neighbours; button 44 high inset by the border.
    func alert(messageWords: Int) -> Node {
        let title = Node("title", .text, sizing: Sizing(height: 55), words: 1)
        let message = Node("message", .text, sizing: Sizing(minHeight: 67), margin: EdgeInsets(horizontal: 13), words: messageWords)
        let button = Node("button", .text, sizing: Sizing(height: 44), words: 1)
        return Node("container", .vstack(spacing: 8), sizing: Sizing(width: 293), padding: EdgeInsets(all: 2), children: [title, message, button])
    }

    func testSeedAlertFrames() {
        let node = alert(messageWords: 9)   // 6 words a line in 263 pt: 2 lines, 40 pt
        let size = engine().size(of: node, proposed: ProposedSize(width: 390, height: nil))
        XCTAssertEqual(size, Size(width: 293, height: 2 + 55 + 8 + 67 + 8 + 44 + 2))
        let frames = arranged(node, in: Rect(x: 48, y: 329, width: size.width, height: size.height))
        XCTAssertEqual(frames.map(\.path), ["container", "container/title", "container/message", "container/button"])
        XCTAssertEqual(frames[1].frame, Rect(x: 50, y: 331, width: 289, height: 55), "title bar at y 2, inset by the border")
        XCTAssertEqual(frames[2].frame, Rect(x: 63, y: 394, width: 263, height: 67), "the message's frame is 15 pt in: a margin, not padding")
        XCTAssertEqual(frames[3].frame, Rect(x: 50, y: 469, width: 289, height: 44), "button 44 at the bottom, above the border")
    }

    func testMarginsTakeRoomAlongAndAcrossAStack() {
        let a = Node("a", .box, sizing: Sizing(height: 10), margin: EdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 1))
        let b = Node("b", .box, sizing: Sizing(height: 10))
        let stack = Node("s", .vstack(spacing: 2), children: [a, b])
        XCTAssertEqual(engine().size(of: stack, proposed: ProposedSize(width: 100, height: nil)).height, 3 + 10 + 7 + 2 + 10)
        let frames = arranged(stack, in: Rect(x: 0, y: 0, width: 100, height: 32))
        XCTAssertEqual(frames[1].frame, Rect(x: 5, y: 3, width: 94, height: 10))
        XCTAssertEqual(frames[2].frame, Rect(x: 0, y: 22, width: 100, height: 10))
        // Centred across with its margins: the slot is centred, then inset.
        let icon = Node("icon", .image(Size(width: 20, height: 20)), margin: EdgeInsets(horizontal: 10)).aligned(.center)
        let row = arranged(Node("s", .vstack(spacing: 0), children: [icon]), in: Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(row[1].frame, Rect(x: 40, y: 0, width: 20, height: 20))
    }

    func testLongMessageGrowsTheContainer() {
        XCTAssertEqual(engine().size(of: alert(messageWords: 30), proposed: .unspecified).height, 2 + 55 + 8 + 100 + 8 + 44 + 2)
    }

    func testAbsentChildrenCollapseWithTheirSpacing() {
        let a = Node("a", .box, sizing: Sizing(height: 10))
        let b = Node("b", .box, sizing: Sizing(height: 20), isPresent: false)
        let c = Node("c", .box, sizing: Sizing(height: 30))
        let stack = Node("s", .vstack(spacing: 5), children: [a, b, c])
        XCTAssertEqual(engine().size(of: stack, proposed: ProposedSize(width: 100, height: nil)).height, 45)
        let frames = arranged(stack, in: Rect(x: 0, y: 0, width: 100, height: 45))
        XCTAssertEqual(frames.map(\.path), ["s", "s/a", "s/c"])
        XCTAssertEqual(frames[2].frame.y, 15)
    }

    func testFillEquallyGivesEqualWidthsAndALoneButtonFillsTheRow() {
        // Seed 001's button row: 16 pt spacing, equal widths; without cancel, OK fills the row.
        let cancel = Node("cancel", .text, sizing: Sizing(height: 54), words: 1)
        let ok = Node("ok", .text, sizing: Sizing(height: 54), words: 1)
        let row = Node("row", .hstack(spacing: 16, distribution: .fillEqually), children: [cancel, ok])
        let frames = arranged(row, in: Rect(x: 16, y: 0, width: 268, height: 54))
        XCTAssertEqual(frames[1].frame, Rect(x: 16, y: 0, width: 126, height: 54))
        XCTAssertEqual(frames[2].frame, Rect(x: 158, y: 0, width: 126, height: 54))
        var alone = row
        alone.children[0].box.isPresent = false
        let single = arranged(alone, in: Rect(x: 16, y: 0, width: 268, height: 54))
        XCTAssertEqual(single.map(\.path), ["row", "row/ok"])
        XCTAssertEqual(single[1].frame.width, 268)
    }

    func testAlignmentsAcrossAStack() {
        func x(_ a: HorizontalAlignment) -> Rect {
            let icon = Node("icon", .image(Size(width: 56, height: 56)))
            return arranged(Node("s", .vstack(spacing: 0, alignment: a), children: [icon]), in: Rect(x: 0, y: 0, width: 300, height: 56))[1].frame
        }
        XCTAssertEqual(x(.leading).x, 0)
        XCTAssertEqual(x(.center).x, 122)
        XCTAssertEqual(x(.trailing).x, 244)
        XCTAssertEqual(x(.fill).width, 300)
        // One child centred in a stack that stretches the others.
        let icon = Node("icon", .image(Size(width: 56, height: 56))).aligned(.center)
        let text = Node("t", .box, sizing: Sizing(height: 10))
        let frames = arranged(Node("s", .vstack(spacing: 0), children: [icon, text]), in: Rect(x: 0, y: 0, width: 300, height: 66))
        XCTAssertEqual(frames[1].frame, Rect(x: 122, y: 0, width: 56, height: 56))
        XCTAssertEqual(frames[2].frame.width, 300)
    }

    func testFlexibleSpacersAndEqualSpacingShareTheRest() {
        let a = Node("a", .box, sizing: Sizing(width: 10))
        let b = Node("b", .box, sizing: Sizing(width: 10))
        let spaced = Node("s", .hstack(spacing: 0), children: [a, Node("gap", .spacer(nil)), b])
        XCTAssertEqual(arranged(spaced, in: Rect(x: 0, y: 0, width: 100, height: 10)).last?.frame.x, 90)
        let equal = Node("s", .hstack(spacing: 0, distribution: .equalSpacing), children: [a, b, a])
        XCTAssertEqual(arranged(equal, in: Rect(x: 0, y: 0, width: 100, height: 10)).map(\.frame.x), [0, 0, 45, 90])
    }

    /// A row of a 5-word label (200 wide), a flexible spacer and a 2-word label (80) in 160 points: the
    /// compressible label gives up the 120 over, wraps to its width, and the other keeps its length at the end.
    func testACompressibleLabelGivesUpWhatTheRowLacks() {
        var title = Node("title", .text, words: 5)
        title.box.compressible = true
        let time = Node("time", .text, words: 2)
        let row = Node("row", .hstack(spacing: 0, alignment: .top), children: [title, Node("gap", .spacer(nil)), time])
        let frames = arranged(row, in: Rect(x: 0, y: 0, width: 160, height: 60))
        XCTAssertEqual(frames.map(\.frame), [Rect(x: 0, y: 0, width: 160, height: 60), Rect(x: 0, y: 0, width: 80, height: 60),
                                             Rect(x: 80, y: 0, width: 0, height: 0), Rect(x: 80, y: 0, width: 80, height: 20)])
        // Its measured height is its wrapped one (three lines of two words), so the row grows to it.
        XCTAssertEqual(engine().size(of: row, proposed: ProposedSize(width: 160, height: nil)), Size(width: 160, height: 60))
        // With room to spare it keeps its own length and the spacer takes the rest.
        XCTAssertEqual(arranged(row, in: Rect(x: 0, y: 0, width: 400, height: 20)).map(\.frame.width), [400, 200, 120, 80])
    }

    func testSizingRules() {
        let layout = engine()
        let text = Node("t", .text, sizing: Sizing(maxWidth: 200), words: 12)
        XCTAssertEqual(layout.size(of: text, proposed: ProposedSize(width: 400, height: nil)), Size(width: 200, height: 60))
        let square = Node("sq", .box, sizing: Sizing(width: 80, aspectRatio: 2))
        XCTAssertEqual(layout.size(of: square, proposed: .unspecified), Size(width: 80, height: 40))
        let tall = Node("t", .box, sizing: Sizing(height: 30, aspectRatio: 0.5))
        XCTAssertEqual(layout.size(of: tall, proposed: .unspecified), Size(width: 15, height: 30))
        var grows = Sizing(minWidth: 30)
        grows.growsToSquare = true
        let wide = Node("w", .image(Size(width: 40, height: 10)), sizing: grows)
        XCTAssertEqual(layout.size(of: wide, proposed: .unspecified), Size(width: 40, height: 40))
        let narrow = Node("n", .image(Size(width: 10, height: 20)), sizing: grows)
        XCTAssertEqual(layout.size(of: narrow, proposed: .unspecified), Size(width: 30, height: 30), "the minimum width counts")
        let clamped = Node("c", .box, sizing: Sizing(minWidth: 50, maxHeight: 10))
        XCTAssertEqual(layout.size(of: clamped, proposed: ProposedSize(width: 20, height: 40)), Size(width: 50, height: 10))
        let padded = Node("p", .image(Size(width: 10, height: 10)), padding: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(layout.size(of: padded, proposed: .unspecified), Size(width: 16, height: 14))
    }

    func testOverlayCentresItsChildren() {
        let box = Node("container", .box, sizing: Sizing(width: 293, height: 186))
        let screen = Node("screen", .overlay(), sizing: Sizing(width: 390, height: 844), children: [box])
        XCTAssertEqual(arranged(screen, in: Rect(x: 0, y: 0, width: 390, height: 844), scale: 2)[1].frame,
                       Rect(x: 48.5, y: 329, width: 293, height: 186), "a half point is a whole pixel at 2x")
    }

    /// Every frame lands on the pixel grid, each edge rounded from the constraints' exact frame, so a
    /// child's edges do not drift with its parent's rounding.
    func testFramesSnapToThePixelGridOnce() {
        let inner = Node("inner", .box, sizing: Sizing(width: 37, height: 37))
        let hud = Node("hud", .overlay(), sizing: Sizing(width: 100, height: 100), children: [inner])
        for scale: Scale in [1, 2, 3] {
            let frames = arranged(hud, in: Rect(x: 137.5, y: 283.5, width: 100, height: 100), scale: scale)
            let k = scale.pixelsPerPoint
            for (path, f) in frames {
                for edge in [f.x, f.y, f.maxX, f.maxY] {
                    XCTAssertEqual(edge * k, (edge * k).rounded(), accuracy: 1e-9, "\(path) at \(scale): \(f)")
                }
            }
            // The exact inner frame starts at 137.5 + 31.5 = 169: whole, so it stays, whatever its parent rounded to.
            XCTAssertEqual(frames[1].frame.x, 169)
        }
        XCTAssertEqual(arranged(hud, in: Rect(x: 137.5, y: 283.5, width: 100, height: 100), scale: 1)[0].frame.x, 138, "a half rounds away from zero")
        XCTAssertEqual(PixelGrid(scale: 3).pixels(Rect(x: 137.5, y: 0, width: 100, height: 1)), PixelRect(x: 413, y: 0, width: 300, height: 3))
    }

    /// A hairline (one pixel, 1/3 pt at 3x) whose edges fall on half pixels keeps its pixel. Thirds of a
    /// point are not exact in Double: its top lands on 917.5 px and its bottom on 918.4999999999999, and
    /// rounding them as they are put both on 918, so a system alert's separators vanished on an iPhone SE
    /// at 3x (found by NodePixelsTests on that screen).
    func testAHairlineOnHalfPixelsKeepsItsPixel() {
        let grid = PixelGrid(scale: 3)
        for n in 0..<1000 {
            let hairline = Rect(x: 0, y: (Double(n) + 0.5) / 3, width: 1, height: 1.0 / 3)
            XCTAssertEqual(grid.pixels(hairline).height, 1, "\(hairline) at 3x: \(grid.pixels(hairline))")
            XCTAssertEqual(grid.pixels(hairline).y, n + 1, "a half rounds away from zero")
        }
        // Below zero too, away from zero.
        XCTAssertEqual(grid.pixels(Rect(x: -1.5 / 3, y: 0, width: 1.0 / 3, height: 1)), PixelRect(x: -2, y: 0, width: 1, height: 3))
    }
}
