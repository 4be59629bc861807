import Foundation
import XCTest
import PopsnapLayout
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry

/// Every node of every spec in Snapshots/, at 1x, 2x and 3x (and the system alerts on an iPhone SE,
/// whose hairlines fall on half pixels), cropped by the frame `popsnap layout` reports, and its pixels
/// found there (issue 10).
///
/// The frames are read back from `LayoutReport.json`, the text `popsnap layout` prints, decoded with
/// Foundation; the pixels are painted by the renderer's own `popupLayer` from the laid-out tree that
/// report is made from. For each node, and each part it paints itself (shadow, fill, content, border):
/// - **Grid**: the reported frame in points times the scale is the reported `pixels`, whole numbers.
/// - **Fill alone**: the same frames with only this node's fill painted, opaque white over transparency
///   (no other node, none of its own border, shadow or content, no ancestor's clip or group opacity).
///   Each pixel's alpha / 255 is compared with the exact area of the reported rounded rectangle
///   (frame × scale, corner radius × scale) in that pixel (`ExactCoverage`): within 1.5/255 everywhere,
///   and not one pixel with any alpha outside the reported `pixels`.
/// - **Border alone**: likewise, against the exact area of the ring `borderWidth` inside that rectangle
///   (CALayer.borderWidth).
/// - **Content alone** (text, icon, indicator, progress, image): some alpha, none outside `pixels` unless
///   the report says the text `overflows` (or, in Arabic, marks hanging below a line: `hangingMarks`);
///   a text's ink in as many runs of rows as the report's `lines` (runs much shorter than the tallest
///   are marks apart from their letters).
/// - **In the scene**: the popup rendered again with only this part changed (fill, border, text or icon
///   in a contrasting colour of the same alpha; a picture taken away) differs from the popup as rendered
///   somewhere, and only inside `pixels`. Children, borders and clips stay as they are here, so this is
///   the part as it is seen.
/// - **Out of sight**: a node the screen's edge or a clipping container (an action sheet's list that
///   scrolls) does not show whole is checked alone only; changing what is not seen changes nothing.
/// - **Shadows** are not fill: they are drawn from the frame's shape in their own colour and reach past
///   the frame by design (as CALayer's do), so recolouring a fill leaves them alone. Alone, a shadow is
///   centred on the frame moved by its offset; in the scene, recolouring it changes no pixel that the
///   node's own opaque fill covers wholly (it lies beneath the fill), and nothing beyond its blur's reach
///   (4σ = 4 × shadowRadius, as the painter's bounds reserve, plus the pixel the edge may touch).
final class NodePixelsTests: XCTestCase {
    static let renderer = try! PopupRenderer()
    /// 1.5/255: a pixel's 8-bit rounding (0.5) and a margin for the rasterizer's own error.
    static let tolerance = 1.5

    /// The fast layer checks one spec of each kind at 2x (and the iPhone SE's third points at 3x below);
    /// the exhaustive layer every spec at every scale.
    func testEveryNodeAt1x() throws { try requireExhaustive(); try checkEveryPart(Variant(scale: 1)) }
    func testEveryNodeAt2x() throws { try checkEveryPart(Variant(scale: 2)) }
    func testEveryNodeAt3x() throws { try requireExhaustive(); try checkEveryPart(Variant(scale: 3)) }

    /// Every variant of the specs that declare a matrix (locales, right-to-left included, appearances,
    /// content sizes), at 1x and 2x in turn: each file as written is checked at 3x above, and a third of
    /// the variants at 3x would add half again to this test's time.
    func testEveryVariantOfTheMatrices() throws {
        let scales: [Scale] = [1, 2]
        var checked = 0
        for name in try specs(where: { _ in true }) {
            let path = ReferenceImage.snapshots.appendingPathComponent(name).path
            let variants = try PopupSpec.variants(file: path, overrides: SpecOverrides())
            guard variants.count > 1 else { continue }
            for (i, variant) in variants.enumerated() {
                var v = variant
                v.scale = scales[i % scales.count]
                _ = try check(path, v)
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 3 * 16, "the three seeds' matrices, 16 variants each")
    }

    /// The iPhone SE centres a system alert on a third of a point, so at 3x its hairline separators
    /// sit on half pixels (they once rounded to nothing there).
    func testTheSystemAlertsOnAnIPhoneSEAt3x() throws {
        let checked = try check(specs: { ["system-alert-light.json", "system-alert-dark.json"].contains($0) }, Variant(device: .iPhoneSE, scale: 3))
        XCTAssertEqual(checked[.fill], 2 + 5, "two alerts: their backgrounds and five separators")
    }

    /// Checks every spec in the variant (one of each kind in the fast layer), and that every kind of part
    /// was found and checked somewhere: a test that checks nothing cannot pass.
    func checkEveryPart(_ variant: Variant) throws {
        let checked = try check(specs: { _ in true }, variant, sampled: true)
        for part in NodePart.allCases { XCTAssertGreaterThan(checked[part] ?? 0, 0, "no \(part) checked in \(variant)") }
    }

    /// Checks every node of the specs in Snapshots/ whose names pass `filter` (`sampled`: one of each kind
    /// in the fast layer); returns how many of each part it checked.
    func check(specs filter: (String) -> Bool, _ variant: Variant, sampled: Bool = false) throws -> [NodePart: Int] {
        var checked = [NodePart: Int]()
        let names = try specs(where: filter)
        for name in sampled ? Exhaustive.sampleSpecs(names) : names {
            for (part, n) in try check(ReferenceImage.snapshots.appendingPathComponent(name).path, variant) { checked[part, default: 0] += n }
        }
        return checked
    }

    /// The names of the specs in Snapshots/ that pass `filter`, sorted.
    func specs(where filter: (String) -> Bool) throws -> [String] {
        let specs = try FileManager.default.contentsOfDirectory(atPath: ReferenceImage.snapshots.path)
            .filter { $0.hasSuffix(".json") && filter($0) }.sorted()
        XCTAssertFalse(specs.isEmpty, "no spec in Snapshots/")
        return specs
    }

    /// Checks every node of the spec at `path` in one variant; returns how many of each part it checked.
    func check(_ path: String, _ variant: Variant) throws -> [NodePart: Int] {
        let spec = try PopupSpec.load(contentsOf: path, variant: variant)
        let name = URL(fileURLWithPath: path).lastPathComponent
        // A material's geometry is its element's rounded rect, as a colour's is; its pixels are a blur of the
        // screen (MaterialTests checks those). Drawn as an opaque colour here, so repainting a node for each
        // part does not blur a 3x screen every time.
        var scene = spec.scene()
        scene.popup = scene.popup.mapped { e in
            if e.background?.readsBackdrop == true { e.background = .color(Color(white: 0.85)) }
        }
        let renderer = Self.renderer
        let layout = try renderer.layout(scene)
        let report = try ReportedLayout(json: LayoutReport.json(layout, scene: scene))
        let screen = try PopupRenderer.pixelSize(of: scene)
        let k = scene.scale.pixelsPerPoint
        XCTAssertEqual(report.canvas.scale, scene.scale.rawValue)
        XCTAssertEqual(report.nodes.map(\.path), layout.nodes.map(\.path), "\(name): the report is the tree")
        XCTAssertEqual(Set(report.nodes.map(\.path)).count, report.nodes.count, "\(name): paths name one node each")
        func paint(_ l: SceneLayout) throws -> PlacedLayer { try renderer.popupLayer(l, screen: screen, behind: nil) }
        let scenePixels = try paint(layout)
        var checked = [NodePart: Int]()
        let clips = Dictionary(uniqueKeysWithValues: layout.nodes.filter(\.node.clipsContent).map { ($0.path, $0.node.pixels) })

        for (node, (path, element)) in zip(report.nodes, layout.nodes) {
            let at = "\(name) \(variant), \(path)"
            checkGrid(node, scale: k, at)
            let pixels = node.pixels.intRect
            // What the screen's edge or a clipping container (a list that scrolls) cuts off is out of sight:
            // a node not wholly in sight is checked alone, not by what changing it changes in the scene.
            var sight = PixelRect(x: 0, y: 0, width: screen.width, height: screen.height)
            for (clip, area) in clips where path.hasPrefix(clip + "/") { sight = sight.intersection(area) }
            let inSight = sight.intersection(pixels) == pixels
            let r = node.cornerRadius * k
            func radius(_ corner: String) -> Double { node.maskedCorners.map { $0.contains(corner) ? r : 0 } ?? r }
            let shape = ExactCoverage.RoundedRect(x: node.frame.x * k, y: node.frame.y * k, width: node.frame.width * k, height: node.frame.height * k,
                                                  radii: (radius("topLeft"), radius("topRight"), radius("bottomRight"), radius("bottomLeft")))
            for part in NodePart.allCases where element.paints(part) {
                checked[part, default: 0] += 1
                let alone = try paint(layout.isolating(part, of: path))
                let other = try paint(layout.changing(part, of: path))
                let changed = ChangedPixels(scenePixels.image, at: scenePixels.origin, other.image, at: other.origin)
                switch part {
                case .fill, .border:
                    let continuous = node.cornerCurve == CornerCurve.continuous.rawValue
                    let exact: ExactShape = part == .fill ? .filled(shape, continuous: continuous) : .border(shape, width: node.borderWidth * k, continuous: continuous)
                    let c = CoverageComparison(alone, exact, frame: pixels, screen: PixelRect(x: 0, y: 0, width: screen.width, height: screen.height))
                    XCTAssertLessThanOrEqual(c.worst, Self.tolerance, "\(at): the \(part) alone against its reported shape: \(c.summary)")
                    XCTAssertEqual(c.outside.count, 0, "\(at): the \(part) alone paints outside \(pixels): \(c.summary)")
                    if inSight { checkInScene(changed, inside: pixels, part, at) }
                case .content:
                    let overflows = node.text?.overflows ?? false
                    let painted = ChangedPixels(painted: alone.image, origin: alone.origin)
                    if inSight { XCTAssertFalse(painted.isEmpty, "\(at): its content paints nothing") }
                    if let text = node.text, inSight {
                        XCTAssertEqual(painted.lineBands.count, text.lines, "\(at): \(text.lines) lines reported, ink in rows \(painted.rowBands)")
                    }
                    if !overflows {
                        let inked = pixels.extended(below: Self.hangingMarks(variant, node, scale: k))
                        XCTAssertEqual(painted.outside(inked).count, 0, "\(at): content outside \(inked), first \(painted.outside(inked).prefix(3))")
                        if inSight { checkInScene(changed, inside: inked, part, at) }
                    }
                case .shadow:
                    checkShadow(element, alone: alone, recoloured: changed, shape: shape, pixels: pixels, scale: k,
                                screen: PixelRect(x: 0, y: 0, width: screen.width, height: screen.height), at)
                }
            }
        }
        return checked
    }

    /// Known, not fixed: PopsnapText gives a line the height of its primary font (Inter) alone, where
    /// UIKit's line takes the tallest of the fonts it uses, so marks drawn from the Arabic fallback font
    /// (the kasratan under "جارٍ") hang up to a quarter of a line below a label sized to its text. In
    /// Arabic, a text's ink may reach that far below its frame, never above it or beside it; everywhere
    /// else, not a pixel.
    static func hangingMarks(_ variant: Variant, _ node: ReportedLayout.Node, scale k: Double) -> Int {
        guard variant.locale == "ar", let text = node.text else { return 0 }
        return Int((node.frame.height / Double(max(1, text.lines)) / 4 * k).rounded(.up))
    }

    /// The reported frame, times the scale, is the reported pixel rectangle, and whole: the report prints
    /// points to 1/10000 (a third of a pixel reads 0.3333 pt), and an edge adds two of them.
    func checkGrid(_ node: ReportedLayout.Node, scale k: Double, _ at: String) {
        let f = node.frame, p = node.pixels
        for (points, pixels, what) in [(f.x, p.x, "x"), (f.y, p.y, "y"), (f.x + f.width, p.x + p.width, "right edge"), (f.y + f.height, p.y + p.height, "bottom edge")] {
            XCTAssertEqual(points * k, Double(pixels), accuracy: 1e-4 * k + 1e-9, "\(at): \(what) \(points) pt at \(k)x is not pixel \(pixels)")
        }
    }

    /// Changing the part changed some pixels of the scene, and none outside the node's pixels.
    func checkInScene(_ changed: ChangedPixels, inside pixels: PixelRect, _ part: NodePart, _ at: String) {
        XCTAssertFalse(changed.isEmpty, "\(at): changing its \(part) changes no pixel of the scene")
        let outside = changed.outside(pixels)
        XCTAssertEqual(outside.count, 0, "\(at): changing its \(part) changes \(outside.count) pixels outside \(pixels), first \(outside.prefix(3)); all within \(changed.bounds.map { "\($0)" } ?? "-")")
    }

    /// A shadow, alone, is centred on the frame moved by its offset (along each axis where the screen's edge
    /// does not cut it: a toast's shadow near the top is); recoloured in the scene, it changes pixels only
    /// within its blur's reach and none that the node's own opaque fill covers wholly.
    func checkShadow(_ e: LaidOutNode, alone: PlacedLayer, recoloured: ChangedPixels, shape: ExactCoverage.RoundedRect, pixels: PixelRect,
                     scale k: Double, screen: PixelRect, _ at: String) {
        guard let s = e.shadow else { return }
        let moved = PixelRect(x: pixels.x + Int((s.offset.x * k).rounded()), y: pixels.y + Int((s.offset.y * k).rounded()),
                            width: pixels.width, height: pixels.height)
        let reach = Int((4 * s.radius * k).rounded(.up)) + 1
        let allowed = PixelRect(x: moved.x - reach, y: moved.y - reach, width: moved.width + 2 * reach, height: moved.height + 2 * reach)
        // Alone: centred on the moved frame, within its reach.
        guard let b = ChangedPixels(painted: alone.image, origin: alone.origin).bounds else { return XCTFail("\(at): the shadow alone paints nothing") }
        if b.x > screen.x, b.maxX < screen.maxX {
            XCTAssertLessThanOrEqual(abs((moved.x - b.x) - (b.maxX - moved.maxX)), 1, "\(at): shadow \(b) not centred across \(moved)")
        }
        if b.y > screen.y, b.maxY < screen.maxY {
            XCTAssertLessThanOrEqual(abs((moved.y - b.y) - (b.maxY - moved.maxY)), 1, "\(at): shadow \(b) not centred down \(moved)")
        }
        // In the scene: beneath the node's own opaque fill, and nothing beyond its reach.
        XCTAssertFalse(recoloured.isEmpty, "\(at): recolouring the shadow changes no pixel")
        XCTAssertEqual(recoloured.outside(allowed).count, 0, "\(at): the shadow reaches past \(allowed)")
        if case let .color(c)? = e.background, c.alpha == 1 {
            let fill = ExactShape.filled(shape, continuous: e.cornerCurve == .continuous)
            // Row by row: a continuous outline is clipped to a row once, not once a pixel.
            var rows: [Int: [Double]] = [:]
            let under = recoloured.points.filter { p in
                guard p.x >= pixels.x, p.x < pixels.maxX, p.y >= pixels.y, p.y < pixels.maxY else { return false }
                let areas = rows[p.y] ?? fill.areas(row: p.y, columns: pixels.x..<pixels.maxX)
                rows[p.y] = areas
                return areas[p.x - pixels.x] == 1
            }
            XCTAssertEqual(under.count, 0, "\(at): the shadow shows through its node's opaque fill at \(under.prefix(3))")
        }
    }
}

extension PlacedLayer {
    /// Where the layer's pixel (0, 0) is on the screen.
    var origin: PixelPoint { PixelPoint(x: x, y: y) }
}

extension PixelRect {
    /// The rectangle with `rows` more rows below it.
    func extended(below rows: Int) -> PixelRect { PixelRect(x: x, y: y, width: width, height: height + rows) }
}
