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
        let cut = Self.crop(layout, screen: (image.width, image.height))
        let crop: Image
        do { crop = try image.cropped(to: cut) } catch { throw .raster(error) }
        cells.append(LabelledGrid.Cell(image: crop, label: name, size: Self.cellSize(cut, layout),
                                       outlines: outlines.map { Rect(x: Double($0.x - cut.x), y: Double($0.y - cut.y), width: Double($0.width), height: Double($0.height)) }))
    }

    /// The sheet, `columns` cells a row (a row a locale reads best), each cell as large as the largest.
    public func image(columns: Int, typesetter: Typesetter) throws(PopsnapError) -> Image {
        try Self.grid(cells.map(\.size), columns: columns).draw(cells, typesetter: typesetter)
    }

    /// Throws the error `image(columns:typesetter:)` would for a sheet larger than an image may be, from
    /// the variants' scenes and layouts alone: checked before any variant is drawn.
    ///
    /// ```swift
    /// try ContactSheet.checkSize(of: [(scene, layout)], columns: 4)
    /// ```
    public static func checkSize(of variants: [(scene: PopupScene, layout: SceneLayout)], columns: Int) throws(PopsnapError) {
        var sizes: [(width: Double, height: Double)] = []
        for v in variants { sizes.append(cellSize(crop(v.layout, screen: try PopupRenderer.pixelSize(of: v.scene)), v.layout)) }
        let (width, height) = grid(sizes, columns: columns).size(cells: sizes.count)
        let limits = ImageLimits.default
        do { try limits.check(width: width, height: height) } catch {
            throw .invalid("the contact sheet of \(sizes.count) variants would be \(width) x \(height) px, beyond the largest image "
                + "(\(limits.maxSide) px a side and \(limits.maxBytes >> 20) MiB); choose fewer variants")
        }
    }

    /// The popup with its margin of screen, in the render's pixels.
    private static func crop(_ layout: SceneLayout, screen: (width: Int, height: Int)) -> IntRect {
        let m = Int((margin * layout.scale.pixelsPerPoint).rounded())
        let p = layout.root.pixels
        let x0 = max(0, p.x - m), y0 = max(0, p.y - m)
        let x1 = min(screen.width, p.x + p.width + m), y1 = min(screen.height, p.y + p.height + m)
        return IntRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// A crop's size on the sheet, at `pixelsPerPoint` whatever the variant's scale.
    private static func cellSize(_ crop: IntRect, _ layout: SceneLayout) -> (width: Double, height: Double) {
        let s = pixelsPerPoint / layout.scale.pixelsPerPoint
        return (Double(crop.width) * s, Double(crop.height) * s)
    }

    private static func grid(_ sizes: [(width: Double, height: Double)], columns: Int) -> LabelledGrid {
        let box = (width: sizes.map(\.width).max() ?? 1, height: sizes.map(\.height).max() ?? 1)
        return LabelledGrid(box: box, columns: columns, pixelsPerPoint: pixelsPerPoint)
    }
}
