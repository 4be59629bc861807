import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// Paints the status bar and the home indicator, as vector shapes at the device's safe area, each on a
/// transparent strip laid over the finished frame: iOS draws both above the app, its dimming and its
/// alerts (SpringBoard composites them over the app's scene), so neither is dimmed, blurred or faded. Sizes are Popsnap's reading of Apple's iOS 17 design template (points): on a screen with a
/// top safe area of 44 pt or more (notch, Dynamic Island) the time is 17 pt semibold centred 64 pt from
/// the left and the glyphs end 26 pt from the right; on a 20 pt status bar (iPhone SE) everything is 12 pt
/// tall-proportioned and the time is centred. The bar's centre line is half the top inset (at most 54 pt).
struct StatusBarPainter {
    let typesetter: Typesetter
    /// Device pixels a point.
    let k: Double
    let width: Double
    let safeArea: EdgeInsets

    /// Whether the screen has the tall status bar of a notch or Dynamic Island.
    private var tall: Bool { safeArea.top >= 44 }
    /// The glyphs' size relative to the tall bar's.
    private var glyphScale: Double { tall ? 1 : 0.75 }

    /// The strips over the frame: the status bar's across the top, the home indicator's across the bottom.
    func layers(statusBar: StatusBar?, homeIndicator: StatusBar.Content?, screenHeight: Int) throws(RasterError) -> [PlacedLayer] {
        let pixelWidth = Int((width * k).rounded())
        var strips: [PlacedLayer] = []
        if let statusBar {
            var canvas = try Canvas(width: pixelWidth, height: Int((barHeight * k).rounded(.up)))
            paint(statusBar, on: &canvas)
            strips.append(PlacedLayer(image: canvas.image, x: 0, y: 0))
        }
        if let homeIndicator, safeArea.bottom > 0 {
            // A strip 21 pt tall: the capsule 8 to 13 pt above the bottom, with room for its edges.
            let rows = min(screenHeight, Int((21 * k).rounded(.up)))
            var canvas = try Canvas(width: pixelWidth, height: rows)
            paintHomeIndicator(homeIndicator, height: Double(rows) / k, on: &canvas)
            strips.append(PlacedLayer(image: canvas.image, x: 0, y: screenHeight - rows))
        }
        return strips
    }

    /// The status bar's height in points: its band of the top safe area.
    private var barHeight: Double { min(max(safeArea.top, 20), 54) }

    private func paint(_ bar: StatusBar, on canvas: inout Canvas) {
        let mid = barHeight / 2
        let color = bar.color
        if let time = try? typesetter.layout(bar.time, style: TextStyle(size: tall ? 17 : 12, weight: .semibold)) {
            let cx = tall ? 64 : width / 2
            time.draw(on: &canvas, at: Point(x: (cx - time.size.width / 2) * k, y: (mid - time.size.height / 2) * k), pixelsPerPoint: k, color: color)
        }
        let s = glyphScale
        var right = width - (tall ? 26 : 6)
        // Battery: a 25 x 12 outline at 35%, its charge, and the terminal nub.
        let battery = Rect(x: right - 27.5 * s, y: mid - 6 * s, width: 25 * s, height: 12 * s)
        fill(.roundedRect(RoundedRect(rect: battery, cornerRadius: 4 * s)), color.multiplyingAlpha(by: 0.35), on: &canvas, stroke: 1 * s)
        fill(.roundedRect(RoundedRect(rect: battery.insetBy(2 * s), cornerRadius: 2.5 * s)), color, on: &canvas)
        fill(.roundedRect(RoundedRect(rect: Rect(x: battery.maxX + 1 * s, y: mid - 2 * s, width: 1.5 * s, height: 4 * s), cornerRadius: 0.75 * s)),
             color.multiplyingAlpha(by: 0.4), on: &canvas)
        right = battery.minX - 6 * s
        // Wi-Fi: three quarter-circle bands over a wedge, opening upwards, 15.5 x 11.
        let centre = Point(x: right - 7.75 * s, y: mid + 5.5 * s)
        for (outer, inner) in [(11.0, 8.0), (7.3, 4.6), (3.9, 0.0)] {
            var band = Path()
            band.arc(center: p(centre), radius: outer * s * k, startAngle: -3 * .pi / 4, endAngle: -.pi / 4, clockwise: true)
            if inner > 0 {
                band.arc(center: p(centre), radius: inner * s * k, startAngle: -.pi / 4, endAngle: -3 * .pi / 4, clockwise: false)
            } else {
                band.line(to: p(centre))
            }
            band.close()
            canvas.fill(band, with: .solid(color))
        }
        right = centre.x - 7.75 * s - 6 * s
        // Cellular: four 3 pt bars rising from 4 to 11 pt, 1.7 pt apart.
        for (i, h) in [4.0, 6.3, 8.6, 11.0].enumerated() {
            let x = right - (17 - Double(i) * 4.7) * s
            fill(.roundedRect(RoundedRect(rect: Rect(x: x, y: mid + 5.5 * s - h * s, width: 3 * s, height: h * s), cornerRadius: 1 * s)), color, on: &canvas)
        }
    }

    /// The home indicator: a 134 x 5 pt capsule 8 pt above the bottom (`height` points down the canvas).
    private func paintHomeIndicator(_ content: StatusBar.Content, height: Double, on canvas: inout Canvas) {
        let bar = Rect(x: (width - 134) / 2, y: height - 8 - 5, width: 134, height: 5)
        fill(.capsule(in: scaled(bar)), content == .dark ? .black : .white, on: &canvas, pixels: true)
    }

    private func p(_ q: Point) -> Point { Point(x: q.x * k, y: q.y * k) }
    private func scaled(_ r: Rect) -> Rect { Rect(x: r.x * k, y: r.y * k, width: r.width * k, height: r.height * k) }

    /// Fills a shape given in points (or in pixels), or strokes it inside when `stroke` (points) is given.
    private func fill(_ path: Path, _ color: Color, on canvas: inout Canvas, stroke: Double? = nil, pixels: Bool = false) {
        let shape = pixels ? path : path.applying(.scale(k))
        if let stroke {
            canvas.stroke(shape, style: StrokeStyle(width: stroke * k, alignment: .inside), with: .solid(color))
        } else {
            canvas.fill(shape, with: .solid(color))
        }
    }
}
