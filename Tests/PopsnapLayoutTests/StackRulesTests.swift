import XCTest
@testable import PopsnapLayout
import PopsnapGeometry

/// The engine's placing rules one at a time, each frame worked out by hand from the rule (Layout.swift):
/// padding insets a node's children, margins inset a child's slot, alignment places a child across its
/// stack or in an overlay, sizing clamps, and the pixel grid rounds every edge once.
final class StackRulesTests: XCTestCase {
    /// A box of a fixed size.
    func box(_ name: String, _ width: Double, _ height: Double, margin: EdgeInsets = .zero) -> Node {
        Node(name, .box, sizing: Sizing(width: width, height: height), margin: margin)
    }

    /// A row's padding (top 2, leading 3, bottom 4, trailing 5) leaves 92 x 24 from (3, 2) in 100 x 30; its
    /// children, 4 pt apart, sit at the top, centre, bottom or across all of it.
    func testAHorizontalStackPlacesItsChildrenAcrossByItsAlignment() {
        let padding = EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        func frames(_ alignment: VerticalAlignment) -> [Rect] {
            let row = Node("row", .hstack(spacing: 4, alignment: alignment), padding: padding,
                           children: [box("a", 10, 10), Node("b", .image(Size(width: 20, height: 6)))])
            return arranged(row, in: Rect(x: 0, y: 0, width: 100, height: 30)).dropFirst().map(\.frame)
        }
        XCTAssertEqual(frames(.top), [Rect(x: 3, y: 2, width: 10, height: 10), Rect(x: 17, y: 2, width: 20, height: 6)])
        XCTAssertEqual(frames(.center), [Rect(x: 3, y: 9, width: 10, height: 10), Rect(x: 17, y: 11, width: 20, height: 6)])
        XCTAssertEqual(frames(.bottom), [Rect(x: 3, y: 16, width: 10, height: 10), Rect(x: 17, y: 20, width: 20, height: 6)])
        XCTAssertEqual(frames(.fill), [Rect(x: 3, y: 2, width: 10, height: 24), Rect(x: 17, y: 2, width: 20, height: 24)])
    }

    /// A column aligned trailing puts a child against the right edge; a child's own `alignSelf` wins over it.
    func testAChildsOwnAlignmentWinsOverItsStacks() {
        let a = Node("a", .image(Size(width: 30, height: 10)))
        let b = Node("b", .image(Size(width: 20, height: 10))).aligned(.start)
        let column = Node("s", .vstack(spacing: 6, alignment: .trailing), children: [a, b])
        let frames = arranged(column, in: Rect(x: 10, y: 20, width: 100, height: 26)).map(\.frame)
        XCTAssertEqual(frames[1], Rect(x: 80, y: 20, width: 30, height: 10), "trailing: 10 + 100 - 30")
        XCTAssertEqual(frames[2], Rect(x: 10, y: 36, width: 20, height: 10), "its own start, below a's 10 and the 6 pt gap")
    }

    /// Padding insets a node's children and a margin a child's slot, and both add up through nesting: the
    /// column's 4 pt, then the row's 1 pt top and 2 pt leading.
    func testPaddingAndMarginsAddUpThroughNestedStacks() {
        let row = Node("row", .hstack(spacing: 0), padding: EdgeInsets(top: 1, leading: 2), children: [box("icon", 10, 10)])
        let column = Node("column", .vstack(spacing: 0), padding: EdgeInsets(all: 4), children: [row])
        XCTAssertEqual(engine().size(of: column, proposed: ProposedSize(width: 100, height: nil)), Size(width: 100, height: 4 + 1 + 10 + 4))
        let frames = arranged(column, in: Rect(x: 0, y: 0, width: 100, height: 19)).map(\.frame)
        XCTAssertEqual(frames[1], Rect(x: 4, y: 4, width: 92, height: 11), "the row fills the column's width inside its padding")
        XCTAssertEqual(frames[2], Rect(x: 6, y: 5, width: 10, height: 10))
    }

    /// An overlay places each child's slot (its size plus its margins) by the two alignments inside the
    /// padding, then insets it by the margins: 50 x 50 with 3 pt padding leaves 44 x 44 from (3, 3).
    func testAnOverlayPlacesEachChildBySlotInsideItsPadding() {
        func frame(_ h: HorizontalAlignment, _ v: VerticalAlignment) -> Rect {
            let child = Node("c", .image(Size(width: 10, height: 20)), margin: EdgeInsets(all: 2))
            let overlay = Node("o", .overlay(alignment: h, vertical: v), padding: EdgeInsets(all: 3), children: [child])
            return arranged(overlay, in: Rect(x: 0, y: 0, width: 50, height: 50))[1].frame
        }
        XCTAssertEqual(frame(.leading, .top), Rect(x: 5, y: 5, width: 10, height: 20))
        XCTAssertEqual(frame(.trailing, .bottom), Rect(x: 35, y: 25, width: 10, height: 20), "slot at 3 + 44 - 14, 3 + 44 - 24")
        XCTAssertEqual(frame(.center, .center), Rect(x: 20, y: 15, width: 10, height: 20), "slot at 3 + 15, 3 + 10")
        XCTAssertEqual(frame(.fill, .fill), Rect(x: 5, y: 5, width: 40, height: 40))
    }

    /// `wholePointCentre` floors the centring offset to a whole point, as `floorf` in `layoutSubviews`;
    /// without it, the half point stays (a whole pixel at 2x).
    func testAWholePointCentreFloorsTheOffset() {
        func x(_ whole: Bool) -> Double {
            let overlay = Node("o", .overlay(wholePointCentre: whole), children: [box("c", 11, 11)])
            return arranged(overlay, in: Rect(x: 0, y: 0, width: 40, height: 40), scale: 2)[1].frame.x
        }
        XCTAssertEqual(x(false), 14.5)
        XCTAssertEqual(x(true), 14)
    }

    /// Minimum and maximum sizes clamp what is offered and what is measured alike; a column that does not
    /// stretch keeps a child within its maximum width.
    func testMinimumAndMaximumSizesClampOfferAndContent() {
        let clamped = Node("c", .box, sizing: Sizing(minWidth: 30, maxWidth: 60, minHeight: 5, maxHeight: 8))
        XCTAssertEqual(engine().size(of: clamped, proposed: ProposedSize(width: 100, height: 2)), Size(width: 60, height: 5))
        XCTAssertEqual(engine().size(of: clamped, proposed: ProposedSize(width: 10, height: 50)), Size(width: 30, height: 8))
        XCTAssertEqual(engine().size(of: clamped, proposed: .unspecified), Size(width: 30, height: 5), "nothing offered: the minimums")
        let capped = Node("capped", .box, sizing: Sizing(maxWidth: 60, minHeight: 12))
        let column = Node("s", .vstack(spacing: 0, alignment: .leading), children: [capped])
        XCTAssertEqual(arranged(column, in: Rect(x: 0, y: 0, width: 100, height: 12))[1].frame, Rect(x: 0, y: 0, width: 60, height: 12))
    }

    /// A fixed spacer takes its length along the stack and nothing across; a flexible one whatever is left.
    func testAFixedSpacerTakesItsLength() {
        let row = Node("row", .hstack(spacing: 2), children: [box("a", 10, 10), Node("gap", .spacer(7)), box("b", 10, 10)])
        let frames = arranged(row, in: Rect(x: 0, y: 0, width: 100, height: 10)).map(\.frame)
        XCTAssertEqual(frames.map(\.x), [0, 0, 12, 21], "a, then 2, the 7 pt spacer, 2")
        XCTAssertEqual(engine().size(of: row, proposed: .unspecified).width, 10 + 2 + 7 + 2 + 10)
    }

    /// Three rows of 10/3 pt from y = 0.2: each edge rounds to the grid once, so the rows tile the column
    /// with no gap and no overlap, and at 2x their heights differ by a pixel (edges at 0.4, 7.07, 13.73 and
    /// 20.4 px round to 0, 7, 14 and 20); at 3x (0.6, 10.6, 20.6, 30.6 px) each is 10 pixels.
    func testStackedFramesTileThePixelGrid() {
        let third = 10.0 / 3
        let column = Node("s", .vstack(spacing: 0), children: [box("a", 10, third), box("b", 10, third), box("c", 10, third)])
        let at2x = arranged(column, in: Rect(x: 0, y: 0.2, width: 10, height: 10), scale: 2).dropFirst().map(\.frame)
        XCTAssertEqual(at2x.map(\.y), [0, 3.5, 7])
        XCTAssertEqual(at2x.map(\.height), [3.5, 3.5, 3])
        let at3x = arranged(column, in: Rect(x: 0, y: 0.2, width: 10, height: 10), scale: 3).dropFirst().map(\.frame)
        XCTAssertEqual(at3x.map { PixelGrid(scale: 3).pixels($0) }, [PixelRect(x: 0, y: 1, width: 30, height: 10),
                                                                     PixelRect(x: 0, y: 11, width: 30, height: 10),
                                                                     PixelRect(x: 0, y: 21, width: 30, height: 10)])
        for (upper, lower) in zip(at3x, at3x.dropFirst()) { XCTAssertEqual(upper.maxY, lower.y, accuracy: 1e-12, "no gap, no overlap") }
    }

    /// Equal widths that are not whole points: (100 - 2) / 3 each, 1 pt apart, at 3x are 98 pixels each,
    /// at 101 and 202 pixels.
    func testFillEquallyOnThirdsOfAPoint() {
        let cell = Node("cell", .box, sizing: Sizing(height: 10))
        let row = Node("row", .hstack(spacing: 1, distribution: .fillEqually), children: [cell, cell, cell])
        let frames = arranged(row, in: Rect(x: 0, y: 0, width: 100, height: 10), scale: 3).dropFirst().map(\.frame)
        XCTAssertEqual(frames.map { PixelGrid(scale: 3).pixels($0) }.map(\.x), [0, 101, 202])
        XCTAssertEqual(frames.map { PixelGrid(scale: 3).pixels($0) }.map(\.width), [98, 98, 98])
    }
}
