import Foundation
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry

/// The shape a node's fill or border should cover, in device pixels, with the exact area it covers of
/// each pixel (`ExactCoverage`, independent of the rasterizer).
struct ExactShape {
    let outer: ExactCoverage.RoundedRect
    /// The border's inside, cut out of `outer`; nil for a fill (or a border that fills it all).
    let hole: ExactCoverage.RoundedRect?
    /// For continuous corners, the outline (and the border's inside) that replace the circular areas.
    let continuous: (outer: ContinuousOutline, hole: ContinuousOutline?)?
    /// Pixel rows and columns wholly between the corners (of the hole too): along a straight column the
    /// areas change only from row to row, and along a straight row only from column to column.
    let straightRows: Range<Int>
    let straightColumns: Range<Int>

    /// A filled rounded rectangle, its corners continuous or not.
    static func filled(_ r: ExactCoverage.RoundedRect, continuous: Bool = false) -> ExactShape {
        ExactShape(outer: r, hole: nil, continuous: continuous ? (outline(r), nil) : nil)
    }

    /// A border inside a rounded rectangle, `width` px wide, as CALayer.borderWidth; with continuous
    /// corners its inside is the outline moved in by the width.
    static func border(_ r: ExactCoverage.RoundedRect, width: Double, continuous: Bool = false) -> ExactShape {
        let hole = r.insetForBorder(width)
        return ExactShape(outer: r, hole: hole, continuous: continuous ? (outline(r), hole.map { _ in outline(r).inset(by: width) }) : nil)
    }

    private static func outline(_ r: ExactCoverage.RoundedRect) -> ContinuousOutline {
        ContinuousOutline(x: r.x, y: r.y, width: r.width, height: r.height, radii: r.radii)
    }

    private init(outer: ExactCoverage.RoundedRect, hole: ExactCoverage.RoundedRect?, continuous: (outer: ContinuousOutline, hole: ContinuousOutline?)?) {
        self.outer = outer
        self.hole = hole
        self.continuous = continuous
        func straight(_ start: Double, _ length: Double, _ r: ExactCoverage.RoundedRect) -> Range<Int> {
            // A continuous corner reaches up to 1.528665 r along its sides.
            let radius = max(r.tl, r.tr, r.br, r.bl) * (continuous == nil ? 1 : 1.528665)
            let lower = Int((start + radius).rounded(.up)), upper = Int((start + length - radius).rounded(.down))
            return lower < upper ? lower..<upper : lower..<lower
        }
        func both(_ a: Range<Int>, _ b: Range<Int>?) -> Range<Int> {
            guard let b else { return a }
            let lower = max(a.lowerBound, b.lowerBound), upper = min(a.upperBound, b.upperBound)
            return lower < upper ? lower..<upper : lower..<lower
        }
        straightRows = both(straight(outer.y, outer.height, outer), hole.map { straight($0.y, $0.height, $0) })
        straightColumns = both(straight(outer.x, outer.width, outer), hole.map { straight($0.x, $0.width, $0) })
    }

    /// The exact area of pixel (px, py) inside the shape, 0...1.
    func area(_ px: Int, _ py: Int) -> Double {
        return Self.area(outer, px, py) - (hole.map { Self.area($0, px, py) } ?? 0)
    }

    /// The areas of row `py` over `columns`: integrated where the row meets a corner or an edge, the
    /// same value all along the straight columns.
    func areas(row py: Int, columns: Range<Int>) -> [Double] {
        if let (outline, inside) = continuous {
            let outer = outline.coverage(row: py, columns: columns)
            guard let inside else { return outer }
            return zip(outer, inside.coverage(row: py, columns: columns)).map { $0 - $1 }
        }
        var straight: Double?
        return columns.map { x in
            guard straightColumns.contains(x) else { return area(x, py) }
            if let straight { return straight }
            straight = area(x, py)
            return straight!
        }
    }

    /// Rows whose areas, column by column, are those of every other row of their kind.
    enum RowKind: Hashable {
        /// Wholly between the corners (of the border's hole too).
        case straight
        /// Wholly above or below the shape.
        case clear
    }

    /// The kind of pixel row `py`, or nil when its areas are its own (a row through the corners or cut
    /// by an edge).
    func rowKind(_ py: Int) -> RowKind? {
        if Double(py) + 1 <= outer.y || Double(py) >= outer.y + outer.height { return .clear }
        return straightRows.contains(py) ? .straight : nil
    }

    /// Whole pixels outside the rectangle or clear of its corners are 0 or 1 without integrating; the
    /// rest (edges cutting a pixel, the corners) are integrated exactly.
    private static func area(_ r: ExactCoverage.RoundedRect, _ px: Int, _ py: Int) -> Double {
        let x0 = Double(px), y0 = Double(py), x1 = x0 + 1, y1 = y0 + 1
        if x1 <= r.x || x0 >= r.x + r.width || y1 <= r.y || y0 >= r.y + r.height { return 0 }
        let inside = x0 >= r.x && x1 <= r.x + r.width && y0 >= r.y && y1 <= r.y + r.height
        let radius = max(r.tl, r.tr, r.br, r.bl)
        if inside && ((x0 >= r.x + radius && x1 <= r.x + r.width - radius) || (y0 >= r.y + radius && y1 <= r.y + r.height - radius)) { return 1 }
        return min(max(r.area(x0: x0, y0: y0, x1: x1, y1: y1), 0), 1)
    }
}

/// A painted layer's alpha compared, pixel by pixel, with the exact area of a shape.
struct CoverageComparison {
    /// The largest |alpha / 255 − area| over the pixels compared, in 1/255, where, and the two values.
    var worst = 0.0
    var worstPixel = PixelPoint(x: 0, y: 0)
    var worstArea = 0.0
    var worstAlpha: UInt8 = 0
    /// Pixels outside `frame` with any alpha: paint beyond the reported frame.
    var outside: [PixelPoint] = []
    /// Pixels compared: the layer and the frame with a pixel around it.
    var compared = 0

    /// Compares `layer` (placed on the screen) with `shape` over the layer and `frame` widened by a pixel,
    /// counting any pixel the layer does not reach as transparent; only `screen`'s pixels exist (a popup
    /// taller than the screen is cut there).
    init(_ layer: PlacedLayer, _ shape: ExactShape, frame: PixelRect, screen: PixelRect) {
        let image = layer.image
        let area = PixelRect(x: layer.x, y: layer.y, width: image.width, height: image.height)
            .union(PixelRect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2))
            .intersection(screen)
        let stride = image.width * 4
        // Rows between the corners all have the same areas column by column, as do rows clear of the
        // shape: each kind's areas are computed once, and a layer row painted byte for byte as one
        // already compared is not compared again (the pixels beside the layer are transparent in both).
        var uniform: [ExactShape.RowKind: (areas: [Double], layerRow: Int?)] = [:]
        image.pixels.withUnsafeBytes { rgba in
            for y in area.y..<area.maxY {
                compared += area.width
                let ly = y - layer.y, inLayer = ly >= 0 && ly < image.height
                let kind = shape.rowKind(y)
                if let kind, inLayer, let seen = uniform[kind]?.layerRow,
                   memcmp(rgba.baseAddress! + ly * stride, rgba.baseAddress! + seen * stride, stride) == 0 { continue }
                let areas = kind.flatMap { uniform[$0]?.areas } ?? shape.areas(row: y, columns: area.x..<area.maxX)
                if let kind { uniform[kind] = (areas, inLayer ? ly : nil) }
                let rowOutside = y < frame.y || y >= frame.maxY
                for x in area.x..<area.maxX {
                    let lx = x - layer.x
                    let alpha = inLayer && lx >= 0 && lx < image.width ? rgba[ly * stride + lx * 4 + 3] : 0
                    let expected = areas[x - area.x]
                    if alpha > 0 && (rowOutside || x < frame.x || x >= frame.maxX) { outside.append(PixelPoint(x: x, y: y)) }
                    let error = abs(Double(alpha) - expected * 255)
                    if error > worst { (worst, worstPixel, worstArea, worstAlpha) = (error, PixelPoint(x: x, y: y), expected, alpha) }
                }
            }
        }
    }

    var summary: String {
        "worst \(String(format: "%.2f", worst))/255 at \(worstPixel) (exact area \(String(format: "%.4f", worstArea)), alpha \(worstAlpha)), "
            + "\(outside.count) painted pixels outside the frame\(outside.first.map { ", first \($0)" } ?? ""), \(compared) compared"
    }
}

