import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// Paints the status bar, the home indicator and the sensor housing, as vector shapes, each on a
/// transparent strip laid over the finished frame: iOS draws the bars above the app, its dimming and its
/// alerts (SpringBoard composites them over the app's scene), so neither is dimmed, blurred or faded, and
/// the housing is the hardware itself, over everything. The bar's items are where `StatusBarLayout` puts
/// them around the device's notch or Dynamic Island, or on a home-button iPhone's or an iPad's bar.
struct StatusBarPainter {
    let typesetter: Typesetter
    /// Device pixels a point.
    let k: Double
    let width: Double
    let safeArea: EdgeInsets
    let layout: StatusBarLayout
    /// The notch or Dynamic Island to draw, in the screen's points; nil for none.
    let housing: Path?

    /// The painter for `scene`'s screen: its device's housing, held the scene's way up.
    init(typesetter: Typesetter, scene: PopupScene) {
        self.typesetter = typesetter
        k = scene.scale.pixelsPerPoint
        width = scene.canvas.width
        safeArea = scene.safeArea
        let device = scene.device, sensors = device?.sensorHousing
        // A turned iPhone has no status bar; a turned iPad keeps its own.
        layout = StatusBarLayout(width: scene.canvas.width, safeTop: scene.safeArea.top,
                                 housing: scene.orientation == .portrait ? sensors : nil, isPad: device?.isPad == true)
        if scene.showsSensorHousing, let sensors, let device {
            housing = sensors.outline(in: scene.orientation, portraitWidth: device.size.width)
        } else {
            housing = nil
        }
    }

    /// The strips over the frame: the status bar's across the top, the home indicator's across the bottom,
    /// the housing's around it.
    func layers(statusBar: StatusBar?, homeIndicator: StatusBar.Content?, screenHeight: Int) throws(RasterError) -> [PlacedLayer] {
        let pixelWidth = Int((width * k).rounded())
        var strips: [PlacedLayer] = []
        if let statusBar {
            var canvas = try Canvas(width: pixelWidth, height: Int((layout.height * k).rounded(.up)))
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
        if let housing, let bounds = housing.applying(.scale(k)).controlBounds {
            let scaled = housing.applying(.scale(k))
            let box = bounds.enclosingPixels
            var canvas = try Canvas(width: box.width, height: box.height)
            canvas.fill(scaled.applying(.translation(x: Double(-box.x), y: Double(-box.y))), with: .solid(.black))
            strips.append(PlacedLayer(image: canvas.image, x: box.x, y: box.y))
        }
        return strips
    }

    private func paint(_ bar: StatusBar, on canvas: inout Canvas) {
        let color = bar.color
        if let time = try? typesetter.layout(bar.time, style: layout.timeStyle) {
            let origin = Point(x: layout.timeOrigin(width: time.size.width), y: layout.timeBaseline - time.firstBaseline)
            time.draw(on: &canvas, at: p(origin), pixelsPerPoint: k, color: color)
        }
        let s = layout.glyphScale, mid = layout.midY
        // Cellular: four 3.33 pt bars 5.33 apart, rising from 4.67 to 12.33 pt, on one baseline.
        let floor = mid + 12.33 * s / 2
        for (i, h) in [4.67, 7.0, 9.67, 12.33].enumerated() {
            let bar = Rect(x: layout.glyphsX + Double(i) * 5.33 * s, y: floor - h * s, width: 3.33 * s, height: h * s)
            fill(.roundedRect(RoundedRect(rect: bar, cornerRadius: 1 * s)), color, on: &canvas)
        }
        // Wi-Fi: three quarter-circle bands over a wedge, opening upwards, 17 x 12.33.
        let centre = Point(x: layout.glyphsX + (StatusBarLayout.cellularWidth + 17 / 2) * s + layout.gap, y: floor)
        for (outer, inner) in [(12.33, 9.0), (8.2, 5.2), (4.4, 0.0)] {
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
        // Battery: a 25 x 13 outline at 40%, its charge 2 pt inside, and a 1.33 pt nub 1 pt off at 50%.
        let b = layout.batteryScale
        let battery = Rect(x: layout.batteryX, y: mid - 6.5 * b, width: 25 * b, height: 13 * b)
        fill(.roundedRect(RoundedRect(rect: battery, cornerRadius: 4.3 * b)), color.multiplyingAlpha(by: 0.4), on: &canvas, stroke: 1 * b)
        fill(.roundedRect(RoundedRect(rect: battery.insetBy(2 * b), cornerRadius: 2.5 * b)), color, on: &canvas)
        fill(.roundedRect(RoundedRect(rect: Rect(x: battery.maxX + 1 * b, y: mid - 2 * b, width: 1.33 * b, height: 4 * b), cornerRadius: 0.67 * b)),
             color.multiplyingAlpha(by: 0.5), on: &canvas)
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
