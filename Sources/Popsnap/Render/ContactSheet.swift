import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// A spec's variants on one image for review in a pull request: each cell the popup with a margin of its
/// screen around it, at two pixels a point whatever the variant's scale (or, framed `.screen`, the whole
/// screen at one pixel a point), its variant name under it, and lint's findings outlined in red. Cells are
/// cropped or shrunk as they are added, so a matrix of full-screen renders never sits in memory at once.
///
/// ```swift
/// var sheet = ContactSheet(framing: ContactSheet.Framing(spec.variants))
/// sheet.add(name: "alert.de.dark.AX3", image: image, layout: layout, outlines: findings.compactMap(\.pixels))
/// let png = try sheet.image(columns: 4, typesetter: renderer.typesetter)
/// ```
public struct ContactSheet {
    /// Points of the screen kept around the popup.
    public static let margin = 16.0
    /// Sheet pixels a point.
    public static let pixelsPerPoint = 2.0

    /// What of each variant a cell shows.
    public enum Framing: Sendable, Equatable {
        /// The popup with `margin` points of its screen around it, at `pixelsPerPoint`.
        case popup
        /// The whole screen at one pixel a point, in rows of screens at their own sizes: its safe area,
        /// status bar and cutout, which is what differs from one device, or one way up, to the next.
        case screen

        /// Whole screens for a matrix that varies the device or the way it is held, the popup otherwise.
        public init(_ axes: VariantAxes) {
            self = axes.devices.isEmpty && axes.orientations.isEmpty ? .popup : .screen
        }
    }

    /// What each cell shows: the popup (the default) or its whole screen.
    public let framing: Framing
    private var cells: [LabelledGrid.Cell] = []

    /// An empty sheet whose cells show what `framing` says.
    public init(framing: Framing = .popup) {
        self.framing = framing
    }

    /// How many variants the sheet holds so far.
    public var count: Int { cells.count }

    /// Adds a variant: `image` is its whole render, `layout` its laid-out tree, `outlines` rectangles of the
    /// render's pixels to mark (lint's findings).
    public mutating func add(name: String, image: Image, layout: SceneLayout, outlines: [PixelRect] = []) throws(PopsnapError) {
        let cut = framing == .screen ? PixelRect(x: 0, y: 0, width: image.width, height: image.height) : Self.crop(layout, screen: PixelSize(width: image.width, height: image.height))
        let size = cellSize(cut, layout)
        var crop: Image
        do {
            crop = try image.cropped(to: cut)
            // A whole screen is kept at the size it is drawn at, not at its render's scale.
            if framing == .screen, layout.scale.pixelsPerPoint > 1 {
                var small = try Canvas(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
                small.draw(crop, in: Rect(x: 0, y: 0, width: Double(small.image.width), height: Double(small.image.height)))
                crop = small.image
            }
        } catch { throw .raster(error) }
        let k = Double(crop.width) / Double(cut.width)
        cells.append(LabelledGrid.Cell(image: crop, label: name, size: size, outlines: outlines.map {
            Rect(x: Double($0.x - cut.x) * k, y: Double($0.y - cut.y) * k, width: Double($0.width) * k, height: Double($0.height) * k)
        }))
    }

    /// The sheet: popups `columns` cells a row (a row a locale reads best), each cell as large as the
    /// largest; screens in rows about as wide as the sheet is tall.
    public func image(columns: Int, typesetter: Typesetter) throws(PopsnapError) -> Image {
        try grid(cells.map(\.size), columns: columns).draw(cells, typesetter: typesetter)
    }

    /// Throws the error `image(columns:typesetter:)` would for a sheet larger than an image may be, from
    /// the variants' scenes and layouts alone: checked before any variant is drawn.
    ///
    /// ```swift
    /// try ContactSheet.checkSize(of: [(scene, layout)], columns: 4)
    /// ```
    public static func checkSize(of variants: [(scene: PopupScene, layout: SceneLayout)], columns: Int, framing: Framing = .popup) throws(PopsnapError) {
        try ContactSheet(framing: framing).checkSize(of: variants, columns: columns)
    }

    private func checkSize(of variants: [(scene: PopupScene, layout: SceneLayout)], columns: Int) throws(PopsnapError) {
        var sizes: [Size] = []
        for v in variants {
            let screen = try PopupRenderer.pixelSize(of: v.scene)
            let cut = framing == .screen ? PixelRect(x: 0, y: 0, width: screen.width, height: screen.height) : Self.crop(v.layout, screen: screen)
            sizes.append(cellSize(cut, v.layout))
        }
        let (_, width, height) = grid(sizes, columns: columns).slots(sizes)
        let limits = ImageLimits.default
        do { try limits.check(width: width, height: height) } catch {
            throw .invalid("the contact sheet of \(sizes.count) variants would be \(width) x \(height) px, beyond the largest image "
                + "(\(limits.maxSide) px a side and \(limits.maxBytes >> 20) MiB); choose fewer variants")
        }
    }

    /// The popup with its margin of screen, in the render's pixels.
    private static func crop(_ layout: SceneLayout, screen: PixelSize) -> PixelRect {
        let m = Int((margin * layout.scale.pixelsPerPoint).rounded())
        let p = layout.root.pixels
        let x0 = max(0, p.x - m), y0 = max(0, p.y - m)
        let x1 = min(screen.width, p.x + p.width + m), y1 = min(screen.height, p.y + p.height + m)
        return PixelRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// A crop's size on the sheet, at `pixelsPerPoint` (a screen at one pixel a point) whatever the variant's scale.
    private func cellSize(_ crop: PixelRect, _ layout: SceneLayout) -> Size {
        let s = (framing == .screen ? 1 : Self.pixelsPerPoint) / layout.scale.pixelsPerPoint
        return Size(width: Double(crop.width) * s, height: Double(crop.height) * s)
    }

    private func grid(_ sizes: [Size], columns: Int) -> LabelledGrid {
        guard framing == .popup else {
            // Rows as wide as the square of the screens' area, gaps and labels counted: a sheet about as
            // wide as it is tall, and never narrower than its widest screen.
            let (gap, label) = (12 * Self.pixelsPerPoint, 28 * Self.pixelsPerPoint)
            let area = sizes.reduce(0) { $0 + ($1.width + gap) * ($1.height + gap + label) }
            return LabelledGrid(rowWidth: max(area.squareRoot(), (sizes.map(\.width).max() ?? 1) + 2 * gap), pixelsPerPoint: Self.pixelsPerPoint)
        }
        let box = Size(width: sizes.map(\.width).max() ?? 1, height: sizes.map(\.height).max() ?? 1)
        return LabelledGrid(box: box, columns: columns, pixelsPerPoint: Self.pixelsPerPoint)
    }
}
