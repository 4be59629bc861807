import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// A render with VoiceOver's elements drawn over it, as cashapp/AccessibilitySnapshot draws them on a
/// device: each element's frame filled with its colour at 30 % opacity and numbered in its top-left corner,
/// and beside the screen a legend, one entry an element in reading order, its numbered colour marker and
/// what VoiceOver says. Metrics and colours are AccessibilitySnapshot's (LegendLayoutMetrics,
/// ColorPalette.modern), in points at the render's scale.
struct VoiceOverOverlay {
    var elements: [VoiceOverElement]
    /// Render pixels a point.
    var pixelsPerPoint: Double

    static let legendInset = 16.0
    static let legendWidth = 284.0
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

    func draw(over render: Image, typesetter: Typesetter) throws(PopsnapError) -> Image {
        let k = pixelsPerPoint
        let textWidth = Self.legendWidth - Self.markerSize - Self.markerToLabel
        let style = TextStyle(size: Self.descriptionSize, alignment: .left)
        var descriptions: [TextLayout] = []
        do {
            for e in elements { descriptions.append(try typesetter.layout(e.description, style: style, width: textWidth)) }
        } catch { throw .text(error) }
        let entryHeights = descriptions.map { max(Self.markerSize, $0.size.height) }
        let legendHeight = entryHeights.reduce(0, +) + Self.entrySpacing * Double(max(0, elements.count - 1)) + 2 * Self.legendInset
        let width = render.width + Int(((Self.legendWidth + 2 * Self.legendInset) * k).rounded())
        let height = max(render.height, Int((legendHeight * k).rounded(.up)))
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
        var y = Self.legendInset * k
        let x = Double(render.width) + Self.legendInset * k
        for (i, text) in descriptions.enumerated() {
            try marker(i, at: Point(x: x, y: y), on: &canvas, typesetter: typesetter)
            text.draw(on: &canvas, at: Point(x: x + (Self.markerSize + Self.markerToLabel) * k, y: y), pixelsPerPoint: k, color: .black)
            y += (entryHeights[i] + Self.entrySpacing) * k
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
    public var text: String { lines.map { $0 + "\n" }.joined() }
}

extension PopupRenderer {
    /// What VoiceOver reads in `scene`, laid out once and drawn once.
    public func voiceOver(_ scene: PopupScene) throws(PopsnapError) -> VoiceOverSnapshot {
        try voiceOver(scene, laidOut: try layout(scene))
    }

    /// What VoiceOver reads in `scene` as `laidOut` (`layout(scene)`) has it.
    public func voiceOver(_ scene: PopupScene, laidOut: SceneLayout) throws(PopsnapError) -> VoiceOverSnapshot {
        let elements = laidOut.voiceOverElements(direction: scene.layoutDirection, minimumVerticalSeparation: scene.voiceOverRowSeparation)
        let render = try render(scene, laidOut: laidOut)
        let overlay = VoiceOverOverlay(elements: elements, pixelsPerPoint: scene.scale.pixelsPerPoint)
        return VoiceOverSnapshot(elements: elements, image: try overlay.draw(over: render, typesetter: typesetter))
    }
}
