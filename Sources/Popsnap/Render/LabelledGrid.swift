import PopsnapRaster
import PopsnapText

/// Images on a grid, each centred in its cell with a label under it, on iOS's grouped background: a
/// filmstrip's frames, a contact sheet's variants.
struct LabelledGrid {
    struct Cell {
        var image: Image
        var label: String
        /// The size to draw the image at, in sheet pixels (it is resampled to it).
        var size: (width: Double, height: Double)
        /// Rectangles to outline in red (lint's findings), in the image's own pixels.
        var outlines: [Rect] = []
    }

    /// The box every cell's image is centred in, in sheet pixels.
    var box: (width: Double, height: Double)
    var columns: Int
    /// Sheet pixels a point, for gaps and labels.
    var pixelsPerPoint = 1.0

    private var gap: Double { 12 * pixelsPerPoint }
    private var label: Double { 28 * pixelsPerPoint }

    /// The grid's size in pixels for `cells` cells.
    func size(cells: Int) -> (width: Int, height: Int) {
        let columns = max(1, min(self.columns, cells))
        let rows = (cells + columns - 1) / columns
        return (Int((Double(columns) * (box.width + gap) + gap).rounded()), Int((Double(rows) * (box.height + gap + label) + gap).rounded()))
    }

    func draw(_ cells: [Cell], typesetter: Typesetter) throws(PopsnapError) -> Image {
        let k = pixelsPerPoint, gap = gap, label = label
        let columns = max(1, min(self.columns, cells.count))
        let (width, height) = size(cells: cells.count)
        var canvas: Canvas
        do { canvas = try Canvas(width: width, height: height, fill: Color(r8: 0xF2, g8: 0xF2, b8: 0xF7)) } catch { throw .raster(error) }
        let style = TextStyle(size: 13, weight: .medium, alignment: .center, maxLines: 2)
        for (i, cell) in cells.enumerated() {
            let x = gap + Double(i % columns) * (box.width + gap), y = gap + Double(i / columns) * (box.height + gap + label)
            let placed = Rect(x: (x + (box.width - cell.size.width) / 2).rounded(), y: (y + (box.height - cell.size.height) / 2).rounded(),
                              width: cell.size.width, height: cell.size.height)
            canvas.draw(cell.image, in: placed)
            canvas.stroke(.rect(placed), style: StrokeStyle(width: k, alignment: .outside), with: .solid(Color(white: 0, alpha: 0.15)))
            let sx = placed.width / Double(cell.image.width), sy = placed.height / Double(cell.image.height)
            for o in cell.outlines {
                let r = Rect(x: placed.x + o.x * sx, y: placed.y + o.y * sy, width: o.width * sx, height: o.height * sy)
                canvas.stroke(.rect(r), style: StrokeStyle(width: 2 * k, alignment: .outside), with: .solid(Color(r8: 0xFF, g8: 0x3B, b8: 0x30)))
            }
            do {
                let layout = try typesetter.layout(cell.label, style: style, width: box.width / k)
                layout.draw(on: &canvas, at: Point(x: x, y: y + box.height + 6 * k), pixelsPerPoint: k, color: Color(white: 0.25))
            } catch { throw .text(error) }
        }
        return canvas.image
    }
}
