import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// A spec's variants on one image for review in a pull request: each cell the popup with a margin of its
/// screen around it, at two pixels a point whatever the variant's scale, its variant name under it, and
/// lint's findings outlined in red. Cells are cropped as they are added, so a matrix of full-screen
/// renders never sits in memory at once.
///
/// ```swift
/// var sheet = ContactSheet()
/// sheet.add(name: "alert.de.dark.AX3", image: image, layout: layout, outlines: findings.compactMap(\.pixels))
/// let png = try sheet.image(columns: 4, typesetter: renderer.typesetter)
/// ```
public struct ContactSheet {
    /// Points of the screen kept around the popup.
    public static let margin = 16.0
    /// Sheet pixels a point.
    public static let pixelsPerPoint = 2.0

    private var cells: [LabelledGrid.Cell] = []

    public init() {}

    public var count: Int { cells.count }

    /// Adds a variant: `image` is its whole render, `layout` its laid-out tree, `outlines` rectangles of the
    /// render's pixels to mark (lint's findings).
    public mutating func add(name: String, image: Image, layout: SceneLayout, outlines: [PixelRect] = []) throws(PopsnapError) {
        let k = layout.scale.pixelsPerPoint, m = Int((Self.margin * k).rounded())
        let p = layout.root.pixels
        let x0 = max(0, p.x - m), y0 = max(0, p.y - m)
        let x1 = min(image.width, p.x + p.width + m), y1 = min(image.height, p.y + p.height + m)
        let crop: Image
        do { crop = try image.cropped(to: IntRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))) } catch { throw .raster(error) }
        let s = Self.pixelsPerPoint / k
        cells.append(LabelledGrid.Cell(image: crop, label: name, size: (Double(crop.width) * s, Double(crop.height) * s),
                                       outlines: outlines.map { Rect(x: Double($0.x - x0), y: Double($0.y - y0), width: Double($0.width), height: Double($0.height)) }))
    }

    /// The sheet, `columns` cells a row (a row a locale reads best), each cell as large as the largest.
    public func image(columns: Int, typesetter: Typesetter) throws(PopsnapError) -> Image {
        let box = (width: cells.map(\.size.width).max() ?? 1, height: cells.map(\.size.height).max() ?? 1)
        return try LabelledGrid(box: box, columns: columns, pixelsPerPoint: Self.pixelsPerPoint).draw(cells, typesetter: typesetter)
    }
}
