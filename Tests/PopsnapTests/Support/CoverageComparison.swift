import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap

/// The shape a node's fill or border should cover, in device pixels, with the exact area it covers of
/// each pixel (`ExactCoverage`, independent of the rasterizer).
enum ExactShape {
    /// A filled rounded rectangle.
    case filled(ExactCoverage.RoundedRect)
    /// A border inside a rounded rectangle, `width` px wide, as CALayer.borderWidth.
    case border(ExactCoverage.RoundedRect, width: Double)

    /// The exact area of pixel (px, py) inside the shape, 0...1.
    func area(_ px: Int, _ py: Int) -> Double {
        switch self {
        case let .filled(r):
            return Self.area(r, px, py)
        case let .border(r, width):
            guard let hole = r.insetForBorder(width) else { return Self.area(r, px, py) }
            return Self.area(r, px, py) - Self.area(hole, px, py)
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
        let outer: ExactCoverage.RoundedRect, hole: ExactCoverage.RoundedRect?
        switch self {
        case let .filled(r): (outer, hole) = (r, nil)
        case let .border(r, width): (outer, hole) = (r, r.insetForBorder(width))
        }
        if Double(py) + 1 <= outer.y || Double(py) >= outer.y + outer.height { return .clear }
        return Self.isStraight(outer, row: py) && (hole.map { Self.isStraight($0, row: py) } ?? true) ? .straight : nil
    }

    private static func isStraight(_ r: ExactCoverage.RoundedRect, row py: Int) -> Bool {
        let radius = max(r.tl, r.tr, r.br, r.bl)
        return Double(py) >= r.y + radius && Double(py) + 1 <= r.y + r.height - radius
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
    /// counting any pixel the layer does not reach as transparent.
    init(_ layer: PlacedLayer, _ shape: ExactShape, frame: IntRect) {
        let image = layer.image
        let area = IntRect(x: layer.x, y: layer.y, width: image.width, height: image.height)
            .union(IntRect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2))
        // Rows between the corners all have the same areas column by column, as do rows clear of the
        // shape: each kind's areas are computed once, and a row painted byte for byte as one already
        // compared is not compared again.
        var uniform: [ExactShape.RowKind: (areas: [Double], compared: [UInt8]?)] = [:]
        for y in area.y..<area.maxY {
            let kind = shape.rowKind(y)
            let areas = kind.flatMap { uniform[$0]?.areas } ?? (area.x..<area.maxX).map { shape.area($0, y) }
            let row = layer.rowBytes(y, from: area.x, to: area.maxX)
            compared += area.width
            if let kind {
                if uniform[kind]?.compared == row { continue }
                uniform[kind] = (areas, row)
            }
            let rowOutside = y < frame.y || y >= frame.maxY
            for (i, x) in (area.x..<area.maxX).enumerated() {
                let alpha = row[i * 4 + 3]
                if alpha > 0 && (rowOutside || x < frame.x || x >= frame.maxX) { outside.append(PixelPoint(x: x, y: y)) }
                let error = abs(Double(alpha) - areas[i] * 255)
                if error > worst { (worst, worstPixel, worstArea, worstAlpha) = (error, PixelPoint(x: x, y: y), areas[i], alpha) }
            }
        }
    }

    var summary: String {
        "worst \(String(format: "%.2f", worst))/255 at \(worstPixel) (exact area \(String(format: "%.4f", worstArea)), alpha \(worstAlpha)), "
            + "\(outside.count) painted pixels outside the frame\(outside.first.map { ", first \($0)" } ?? ""), \(compared) compared"
    }
}

extension PlacedLayer {
    /// The RGBA bytes of screen row `y` from column `x0` up to `x1`, transparent where the layer does not reach.
    func rowBytes(_ y: Int, from x0: Int, to x1: Int) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: (x1 - x0) * 4)
        let ly = y - self.y
        guard ly >= 0, ly < image.height else { return row }
        let from = max(x0, x), to = min(x1, x + image.width)
        guard to > from else { return row }
        let start = (ly * image.width + from - x) * 4
        row.replaceSubrange((from - x0) * 4..<(to - x0) * 4, with: image.pixels[start..<start + (to - from) * 4])
        return row
    }
}
