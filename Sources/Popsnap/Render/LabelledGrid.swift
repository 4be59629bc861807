import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// Images on a grid, each centred in its slot with a label under it, on iOS's grouped background: a
/// filmstrip's frames, a contact sheet's variants.
struct LabelledGrid {
    struct Cell {
        var image: Image
        var label: String
        /// The size to draw the image at, in sheet pixels (it is resampled to it).
        var size: Size
        /// Rectangles to outline in red (lint's findings), in the image's own pixels.
        var outlines: [Rect] = []
    }

    /// How the slots are cut, in sheet pixels.
    enum Arrangement {
        /// Every slot `box`, as large as the largest image, `columns` a row.
        case columns(Int, box: Size)
        /// Every slot its own image's size, side by side in rows no wider than `width` (or one image, when
        /// it is wider), each row as tall as its tallest image: screens of sizes as unlike as a phone's
        /// and an iPad's, without the phones' slots growing to the iPad's.
        case rows(width: Double)
    }

    var arrangement: Arrangement
    /// Sheet pixels a point, for gaps and labels.
    var pixelsPerPoint = 1.0

    init(box: Size, columns: Int, pixelsPerPoint: Double = 1) {
        arrangement = .columns(columns, box: box)
        self.pixelsPerPoint = pixelsPerPoint
    }

    init(rowWidth: Double, pixelsPerPoint: Double = 1) {
        arrangement = .rows(width: rowWidth)
        self.pixelsPerPoint = pixelsPerPoint
    }

    private var gap: Double { 12 * pixelsPerPoint }
    private var label: Double { 28 * pixelsPerPoint }

    /// The slot each image is centred in, and the grid's size in pixels, for images of `sizes`.
    func slots(_ sizes: [Size]) -> (slots: [Rect], width: Int, height: Int) {
        switch arrangement {
        case let .columns(count, box):
            let columns = max(1, min(count, sizes.count))
            let rows = (sizes.count + columns - 1) / columns
            let slots = sizes.indices.map { i in
                Rect(x: gap + Double(i % columns) * (box.width + gap), y: gap + Double(i / columns) * (box.height + gap + label),
                     width: box.width, height: box.height)
            }
            return (slots, Int((Double(columns) * (box.width + gap) + gap).rounded()), Int((Double(rows) * (box.height + gap + label) + gap).rounded()))
        case let .rows(width):
            var slots: [Rect] = [], x = gap, y = gap, rowHeight = 0.0, right = 0.0
            for size in sizes {
                if x > gap, x + size.width + gap > width { (x, y, rowHeight) = (gap, y + rowHeight + gap + label, 0) }
                slots.append(Rect(x: x, y: y, width: size.width, height: size.height))
                (x, rowHeight, right) = (x + size.width + gap, max(rowHeight, size.height), max(right, x + size.width + gap))
            }
            // Each row's slots are as tall as its tallest, so its labels line up.
            let rows = Dictionary(grouping: slots.indices, by: { slots[$0].y })
            for (_, members) in rows {
                let tallest = members.map { slots[$0].height }.max() ?? 0
                for i in members { slots[i].height = tallest }
            }
            return (slots, Int(right.rounded()), Int((sizes.isEmpty ? gap : y + rowHeight + label + gap).rounded()))
        }
    }

    func draw(_ cells: [Cell], typesetter: Typesetter) throws(PopsnapError) -> Image {
        let k = pixelsPerPoint
        let (slots, width, height) = slots(cells.map(\.size))
        var canvas: Canvas
        do { canvas = try Canvas(width: width, height: height, fill: Color(r8: 0xF2, g8: 0xF2, b8: 0xF7)) } catch { throw .raster(error) }
        let style = TextStyle(size: 13, weight: .medium, alignment: .center, maxLines: 2)
        for (cell, slot) in zip(cells, slots) {
            let placed = Rect(x: (slot.x + (slot.width - cell.size.width) / 2).rounded(), y: (slot.y + (slot.height - cell.size.height) / 2).rounded(),
                              width: cell.size.width, height: cell.size.height)
            canvas.draw(cell.image, in: placed)
            canvas.stroke(.rect(placed), style: StrokeStyle(width: k, alignment: .outside), with: .solid(Color(white: 0, alpha: 0.15)))
            let sx = placed.width / Double(cell.image.width), sy = placed.height / Double(cell.image.height)
            for o in cell.outlines {
                let r = Rect(x: placed.x + o.x * sx, y: placed.y + o.y * sy, width: o.width * sx, height: o.height * sy)
                canvas.stroke(.rect(r), style: StrokeStyle(width: 2 * k, alignment: .outside), with: .solid(Color(r8: 0xFF, g8: 0x3B, b8: 0x30)))
            }
            do {
                let layout = try typesetter.layout(cell.label, style: style, width: slot.width / k)
                layout.draw(on: &canvas, at: Point(x: slot.x, y: slot.maxY + 6 * k), pixelsPerPoint: k, color: Color(white: 0.25))
            } catch { throw .text(error) }
        }
        return canvas.image
    }
}
