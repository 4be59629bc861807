import Foundation
import PopsnapRaster
import PopsnapText

/// A strip of chosen frames side by side at one pixel a point, each labelled with its time, for reports
/// and READMEs.
public struct Filmstrip {
    let frames: FrameSource
    let typesetter: Typesetter
    let pixelsPerPoint: Double

    public init(frames: FrameSource, typesetter: Typesetter) {
        self.frames = frames
        self.typesetter = typesetter
        pixelsPerPoint = frames.scale.pixelsPerPoint
    }

    /// The indices of `n` frames spread evenly from the first to the last.
    public func chosen(_ n: Int) -> [Int] {
        let count = frames.count
        guard n > 1, count > 1 else { return [0] }
        return (0..<min(n, count)).map { k in Int((Double(k) * Double(count - 1) / Double(min(n, count) - 1)).rounded()) }
    }

    public func image(frames n: Int) throws(PopsnapError) -> Image {
        let picks = chosen(n)
        let w = Double(frames.size.width) / pixelsPerPoint, h = Double(frames.size.height) / pixelsPerPoint
        let gap = 12.0, label = 28.0
        // As many frames a row as fit the widest image Popsnap makes; more go on further rows.
        let limit = Double(ImageLimits.default.maxSide)
        let columns = max(1, min(picks.count, Int((limit - gap) / (w + gap))))
        let rows = (picks.count + columns - 1) / columns
        let width = Int((Double(columns) * (w + gap) + gap).rounded())
        let height = Int((Double(rows) * (h + gap + label) + gap).rounded())
        var canvas: Canvas
        do { canvas = try Canvas(width: width, height: height, fill: Color(r8: 0xF2, g8: 0xF2, b8: 0xF7)) } catch { throw .raster(error) }
        let style = TextStyle(size: 15, weight: .medium, alignment: .center)
        for (k, index) in picks.enumerated() {
            let x = gap + Double(k % columns) * (w + gap)
            let y = gap + Double(k / columns) * (h + gap + label)
            let frame = try frames.frame(index)
            canvas.draw(frame, in: Rect(x: x, y: y, width: w, height: h))
            canvas.stroke(.rect(Rect(x: x, y: y, width: w, height: h)), style: StrokeStyle(width: 1, alignment: .outside),
                          with: .solid(Color(white: 0, alpha: 0.15)))
            let text = String(format: "%.3f s", frames.time(of: index))
            do {
                let layout = try typesetter.layout(text, style: style, width: w)
                layout.draw(on: &canvas, at: Point(x: x, y: y + h + 6), pixelsPerPoint: 1, color: Color(white: 0.25))
            } catch { throw .text(error) }
        }
        return canvas.image
    }
}
