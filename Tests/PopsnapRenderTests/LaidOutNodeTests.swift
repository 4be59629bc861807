import Foundation
import XCTest
import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry

/// The painter's input is a tree of `LaidOutNode`s that anything can produce: the kinds' element trees
/// through `SceneLayout`, or another front end placing its own views. These tests produce one by hand,
/// hold `SceneLayout(root:scale:)` to the contract Docs/Architecture.md states, and check that the
/// element a node holds carries nothing layout decides.
final class LaidOutNodeTests: XCTestCase {
    let renderer = try! PopupRenderer()

    /// A white card with a title, as a kind would author it.
    func card() -> Element {
        var title = Element.text(name: "title", role: "title", "Saved", style: TextStyle(size: 17, weight: .semibold, alignment: .center), color: .black)
        title.padding = EdgeInsets(top: 4, bottom: 4)
        var card = Element(.vstack(Element.Stack()), name: "container", role: "container")
        card.background = .color(.white)
        card.cornerRadius = 13
        card.padding = EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        card.sizing.width = 270
        card.children = [title]
        return card
    }

    func scene(_ popup: Element, scale: Scale = 3) -> PopupScene {
        PopupScene(canvas: Size(width: 393, height: 852), scale: scale, popup: popup)
    }

    /// The same card placed by hand, frames worked out from its padding and the title's measured height,
    /// and painted through the same painter, draws the same bytes as the card laid out by PopsnapLayout.
    func testATreeLaidOutByHandPaintsWhatTheSameTreeLaidOutByLayoutPaints() throws {
        let scene = scene(card())
        let laidOut = try renderer.layout(scene)
        let grid = PixelGrid(scale: 3)
        // The title: 270 - 32 pt wide, its text's height rounded up to whole pixels, plus its padding.
        let style = TextStyle(size: 17, weight: .semibold, alignment: .center)
        let measured = try renderer.typesetter.layout("Saved", style: style, width: 238, height: nil)
        let titleHeight = (measured.size.height * 3 - 1e-9).rounded(.up) / 3 + 8
        let height = 20 + titleHeight + 20
        // Centred on the screen, as a popup is, on the grid.
        let cardFrame = grid.snapped(Rect(x: (393 - 270) / 2, y: (852 - height) / 2, width: 270, height: height))
        let titleFrame = grid.snapped(Rect(x: cardFrame.x + 16, y: cardFrame.y + 20, width: 238, height: titleHeight))
        let paragraph = try renderer.typesetter.layout("Saved", style: style, width: titleFrame.width, height: nil)
        var element = card()
        let title = element.children[0]
        element.children = []
        let root = LaidOutNode(element, appearance: .light, contentSize: .large, frame: cardFrame, pixels: grid.pixels(cardFrame),
                               children: [LaidOutNode(title, appearance: .light, contentSize: .large, frame: titleFrame, pixels: grid.pixels(titleFrame), paragraph: paragraph)])
        XCTAssertEqual(root.frame, laidOut.root.frame, "the hand's frames are layout's")
        XCTAssertEqual(root.children[0].frame, laidOut.root.children[0].frame)
        let byHand = try renderer.render(scene, laidOut: SceneLayout(root: root, scale: 3))
        XCTAssertEqual(byHand, try renderer.render(scene, laidOut: laidOut))
        // And the image is the card: a title changed by hand is drawn changed.
        var moved = root
        moved.children[0].foregroundColor = .white
        XCTAssertNotEqual(try renderer.render(scene, laidOut: SceneLayout(root: moved, scale: 3)), byHand)
    }

    /// Every tree layout makes of the specs in Snapshots/ keeps the producer's contract, at every scale:
    /// what `SceneLayout(root:scale:)` accepts is what layout itself makes.
    func testEveryLaidOutSnapshotKeepsTheProducersContract() throws {
        let folder = ReferenceImage.snapshots
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(names.count, 20)
        for name in Exhaustive.sampleSpecs(names) {
            let spec = try PopupSpec.load(contentsOf: folder.appendingPathComponent(name).path)
            for scale: Scale in [1, 2, 3] {
                var s = spec
                s.scale = scale
                let layout = try renderer.layout(s.scene())
                XCTAssertNoThrow(try SceneLayout(root: layout.root, scale: scale), "\(name) at \(scale)")
                for (path, node) in layout.nodes {
                    XCTAssertTrue(node.element.children.isEmpty, "\(name) \(path): the node's element holds no children of its own")
                    XCTAssertEqual(node.children.count, Self.authoredChildren(of: path, in: s.scene().popup), "\(name) \(path)")
                }
            }
        }
    }

    /// How many children the authored element at `path` has.
    static func authoredChildren(of path: String, in root: Element) -> Int? {
        root.preorder().first { $0.path == path }?.element.children.count
    }

    /// A frame off the grid, or pixels that are not the frame's, is refused with the node's path.
    func testATreeOffTheGridIsRefusedNamingTheNode() throws {
        let grid = PixelGrid(scale: 3)
        let frame = grid.snapped(Rect(x: 60, y: 400, width: 270, height: 60))
        var box = Element(.box, name: "badge", role: "icon")
        box.background = .color(.black)
        let off = Rect(x: frame.x + 0.1, y: frame.y, width: 20, height: 20)
        let root = LaidOutNode(card(), appearance: .light, contentSize: .large, frame: frame, pixels: grid.pixels(frame), children: [LaidOutNode(box, appearance: .light, contentSize: .large, frame: off, pixels: grid.pixels(off))])
        XCTAssertThrowsError(try SceneLayout(root: root, scale: 3)) { error in
            XCTAssertEqual("\(error)", "container/badge: its frame (60.1, 400, 20 x 20 pt) is not on the 3x pixel grid (snapped: (60, 400, 20 x 20 pt))")
        }
        var wrongPixels = root
        wrongPixels.children[0].frame = grid.snapped(off)
        wrongPixels.children[0].pixels.x += 1
        XCTAssertThrowsError(try SceneLayout(root: wrongPixels, scale: 3)) { error in
            XCTAssertEqual("\(error)", "container/badge: its pixels (181, 1200, 60 x 60 px) are not its frame's at 3x")
        }
        wrongPixels.children[0].pixels = grid.pixels(grid.snapped(off))
        XCTAssertNoThrow(try SceneLayout(root: wrongPixels, scale: 3))
        // The same frames are on the 1x grid only where they are whole points.
        XCTAssertThrowsError(try SceneLayout(root: LaidOutNode(box, appearance: .light, contentSize: .large, frame: Rect(x: 0, y: 0, width: 10.5, height: 3), pixels: PixelRect(x: 0, y: 0, width: 11, height: 3)), scale: 1))
    }

    /// A node reads and changes its element's fields as its own; its own children and frame are not the
    /// element's.
    /// A node reads its resolved look, its element's layout and accessibility, and what it shows as its own;
    /// a look changed on the node is what is drawn, the element as authored stays.
    func testANodeReadsItsElementsFieldsAsItsOwn() throws {
        var node = try renderer.layout(scene(card())).root
        XCTAssertEqual(node.cornerRadius, 13)
        XCTAssertEqual(node.role, "container")
        XCTAssertEqual(node.padding, node.element.padding)
        node.cornerRadius = 20
        XCTAssertEqual(node.look.cornerRadius, 20)
        XCTAssertEqual(node.element.cornerRadius, 13)
        XCTAssertEqual(node.children.count, 1)
        XCTAssertEqual(node.children[0].text, "Saved")
        XCTAssertEqual(node.children[0].paragraph?.lines.count, 1)
    }
}
