import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// A render with VoiceOver's elements drawn over it, as cashapp/AccessibilitySnapshot draws them on a
/// device: each element's frame filled with its colour at 30 % opacity and numbered in its top-left corner,
/// and beside the screen a legend, one entry an element in reading order, its numbered colour marker and
/// what VoiceOver says, in columns as tall as the screen. Metrics and colours are AccessibilitySnapshot's
/// (LegendLayoutMetrics, ColorPalette.modern), in points at the render's scale.
struct VoiceOverOverlay {
    var elements: [VoiceOverElement]
    /// Render pixels a point.
    var pixelsPerPoint: Double
    /// What each element's legend entry says, laid out in the legend's column.
    private var descriptions: [TextLayout] = []

    static let legendInset = 16.0
    static let legendWidth = 284.0
    static let columnSpacing = 16.0
    static let markerSize = 14.0
    static let markerToLabel = 16.0
    static let entrySpacing = 16.0
    static let descriptionSize = 12.0
    static let fillOpacity = 0.3
    static let palette: [UInt32] = [
        0x8B57CE, 0x248BCF, 0x387F7F, 0xAE4472, 0xDC4F56, 0x804043, 0x499460,
        0x4F6292, 0xD986B1, 0x9F8128, 0x549392, 0x3F607E, 0x8B7230,
    ]

    /// The colour of the element at `index` in reading order.
    static func color(at index: Int) -> Color {
        let hex = palette[index % palette.count]
        return Color(r8: UInt8(hex >> 16 & 0xFF), g8: UInt8(hex >> 8 & 0xFF), b8: UInt8(hex & 0xFF))
    }

    /// The overlay of `elements`, their descriptions laid out for the legend.
    init(elements: [VoiceOverElement], pixelsPerPoint: Double, typesetter: Typesetter) throws(PopsnapError) {
        self.elements = elements
        self.pixelsPerPoint = pixelsPerPoint
        let style = TextStyle(size: Self.descriptionSize, alignment: .left)
        do {
            for e in elements {
                descriptions.append(try typesetter.layout(e.description, style: style, width: Self.legendWidth - Self.markerSize - Self.markerToLabel))
            }
        } catch { throw .text(error) }
    }

    /// Each entry's top-left corner in points from the legend's, and the legend's size: entries down a
    /// column until the next would pass the bottom inset of a screen `height` points tall, then the next
    /// column (one entry a column at least).
    func legend(height: Double) -> (origins: [Point], width: Double, height: Double) {
        var origins: [Point] = [], x = Self.legendInset, y = Self.legendInset, bottom = y
        for text in descriptions {
            let h = max(Self.markerSize, text.size.height)
            if y > Self.legendInset, y + h > height - Self.legendInset { (x, y) = (x + Self.legendWidth + Self.columnSpacing, Self.legendInset) }
            origins.append(Point(x: x, y: y))
            bottom = max(bottom, y + h)
            y += h + Self.entrySpacing
        }
        return (origins, x + Self.legendWidth + Self.legendInset, bottom + Self.legendInset)
    }

    /// The overlay's size in pixels over a render of `width` x `height` pixels, checked against the image
    /// limits before anything is drawn.
    func size(overWidth width: Int, height: Int) throws(PopsnapError) -> (width: Int, height: Int) {
        let k = pixelsPerPoint, legend = legend(height: Double(height) / k)
        let size = (width + Int((legend.width * k).rounded()), max(height, Int((legend.height * k).rounded(.up))))
        let limits = ImageLimits.default
        do { try limits.check(width: size.0, height: size.1) } catch {
            let columns = Set(legend.origins.map(\.x)).count
            throw .invalid("the VoiceOver overlay would be \(size.0) x \(size.1) px: the \(width) x \(height) px render and beside it a legend of "
                + "\(elements.count) entries in \(columns) column\(columns == 1 ? "" : "s"), more than the \(limits.maxSide) px a side and "
                + "\(limits.maxBytes >> 20) MiB an image Popsnap draws: draw it at a lower scale, or read the elements as lines")
        }
        return size
    }

    func draw(over render: Image, typesetter: Typesetter) throws(PopsnapError) -> Image {
        let k = pixelsPerPoint
        let (width, height) = try size(overWidth: render.width, height: render.height)
        var canvas: Canvas
        do { canvas = try Canvas(width: width, height: height, fill: .white) } catch { throw .raster(error) }
        canvas.draw(render, in: Rect(x: 0, y: 0, width: Double(render.width), height: Double(render.height)))
        for (i, e) in elements.enumerated() {
            let box = Rect(x: Double(e.pixels.x), y: Double(e.pixels.y), width: Double(e.pixels.width), height: Double(e.pixels.height))
            canvas.fill(.rect(box), with: .solid(Self.color(at: i).withAlpha(Self.fillOpacity)))
        }
        // Markers after every box, so a later box never veils an earlier number.
        for (i, e) in elements.enumerated() {
            try marker(i, at: Point(x: Double(e.pixels.x), y: Double(e.pixels.y)), on: &canvas, typesetter: typesetter)
        }
        let left = Double(render.width)
        for (i, (text, origin)) in zip(descriptions, legend(height: Double(render.height) / k).origins).enumerated() {
            let at = Point(x: left + origin.x * k, y: origin.y * k)
            try marker(i, at: at, on: &canvas, typesetter: typesetter)
            text.draw(on: &canvas, at: Point(x: at.x + (Self.markerSize + Self.markerToLabel) * k, y: at.y), pixelsPerPoint: k, color: .black)
        }
        return canvas.image
    }

    /// The element's number, white on its colour, in a marker square whose top-left corner is `origin` (pixels).
    private func marker(_ index: Int, at origin: Point, on canvas: inout Canvas, typesetter: Typesetter) throws(PopsnapError) {
        let k = pixelsPerPoint, side = Self.markerSize * k
        canvas.fill(.rect(Rect(x: origin.x, y: origin.y, width: side, height: side)), with: .solid(Self.color(at: index)))
        do {
            let number = try typesetter.layout(String(index + 1), style: TextStyle(size: 9, weight: .bold, alignment: .center, maxLines: 1),
                                               width: Self.markerSize)
            number.draw(on: &canvas, at: Point(x: origin.x, y: origin.y + (side - number.size.height * k) / 2), pixelsPerPoint: k, color: .white)
        } catch { throw .text(error) }
    }
}

/// What VoiceOver reads in a popup: its elements in reading order, as numbered lines and as the render
/// with their numbered outlines and a legend (`VoiceOverOverlay`), for the `.accessibility` strategy and
/// `popsnap accessibility`.
///
/// ```swift
/// let voiceOver = try renderer.voiceOver(spec.scene())
/// print(voiceOver.text)          // "1. Saved. Heading.\n2. OK. Button.\n"
/// try PNG.write(voiceOver.image, to: "alert.voiceover.png")
/// ```
public struct VoiceOverSnapshot: Sendable {
    /// The elements VoiceOver stops on, in reading order.
    public var elements: [VoiceOverElement]
    /// The render with the elements outlined, numbered, and described in a legend beside it.
    public var image: Image

    /// "1. Saved. Heading.", one line an element in reading order.
    public var lines: [String] { VoiceOverElement.lines(elements) }
    /// The lines, each ended by a newline.
    public var text: String { VoiceOverElement.text(elements) }
}

extension PopupRenderer {
    /// What VoiceOver reads in `scene`, laid out once and drawn once.
    public func voiceOver(_ scene: PopupScene) throws(PopsnapError) -> VoiceOverSnapshot {
        try voiceOver(scene, laidOut: try layout(scene))
    }

    /// What VoiceOver reads in `scene` as `laidOut` (`layout(scene)`) has it, the overlay drawn and
    /// encoded within `limits.memory` besides the render's own budget.
    public func voiceOver(_ scene: PopupScene, laidOut: SceneLayout, limits: SpecLimits = SpecLimits()) throws(PopsnapError) -> VoiceOverSnapshot {
        let elements = laidOut.voiceOverElements(direction: scene.layoutDirection, minimumVerticalSeparation: scene.voiceOverRowSeparation)
        let overlay = try VoiceOverOverlay(elements: elements, pixelsPerPoint: scene.scale.pixelsPerPoint, typesetter: typesetter)
        // The overlay's size and memory are checked before the screen is drawn: a legend too large fails at once.
        let screen = try Self.pixelSize(of: scene)
        let size = try overlay.size(overWidth: screen.width, height: screen.height)
        var memory = SpecBudget.estimate(scene)
        memory.overlayPixels = size.width * size.height
        if memory.total > limits.memory {
            throw .limit(SpecLimit.memory.exceeded(memory.description, limit: limits.memory, unit: " bytes"))
        }
        let render = try render(scene, laidOut: laidOut)
        return VoiceOverSnapshot(elements: elements, image: try overlay.draw(over: render, typesetter: typesetter))
    }
}
