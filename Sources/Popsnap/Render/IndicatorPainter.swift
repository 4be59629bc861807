import PopsnapRaster

/// UIActivityIndicatorView's look and the determinate progress styles.
enum IndicatorPainter {
    /// Seed 002's UIActivityIndicatorViewStyleWhiteLarge: 12 rounded spokes; the spoke at `phase` is
    /// opaque and each one behind it fainter, down to a quarter, as the classic indicator draws them.
    static let spokes = 12

    static func drawSpokes(in rect: Rect, phase: Int, color: Color, on canvas: inout Canvas) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let c = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        let width = side * 0.085
        let inner = side * 0.25, outer = side * 0.5 - width / 2
        for k in 0..<spokes {
            // Spoke k points at angle k·30° clockwise from 12 o'clock.
            let angle = Double(k) * 2 * .pi / Double(spokes) - .pi / 2
            let behind = ((phase - k) % spokes + spokes) % spokes
            let alpha = 1 - 0.75 * Double(behind) / Double(spokes - 1)
            let from = Point(x: c.x + inner * cosine(angle), y: c.y + inner * sine(angle))
            let to = Point(x: c.x + outer * cosine(angle), y: c.y + outer * sine(angle))
            canvas.stroke(.line(from: from, to: to), style: StrokeStyle(width: width, cap: .round), with: .solid(color), opacity: alpha)
        }
    }

    static func drawProgress(_ value: Double, style: ProgressStyle, in rect: Rect, color: Color, pixelsPerPoint k: Double, on canvas: inout Canvas) {
        let v = min(1, max(0, value.isNaN ? 0 : value))
        let side = min(rect.width, rect.height)
        let c = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        switch style {
        case .ring:
            let width = side * 0.1
            let radius = side / 2 - width / 2
            canvas.stroke(.circle(center: c, radius: radius), style: StrokeStyle(width: width), with: .solid(color), opacity: 0.25)
            if v > 0 {
                canvas.stroke(.arc(center: c, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * v),
                              style: StrokeStyle(width: width, cap: .round), with: .solid(color))
            }
        case .pie:
            let width = side * 0.06
            canvas.stroke(.circle(center: c, radius: side / 2), style: StrokeStyle(width: width, alignment: .inside), with: .solid(color))
            if v > 0 {
                var wedge = Path()
                wedge.move(to: c)
                wedge.arc(center: c, radius: side / 2 - 2 * width, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * v, clockwise: true)
                wedge.close()
                canvas.fill(v >= 1 ? .circle(center: c, radius: side / 2 - 2 * width) : wedge, with: .solid(color))
            }
        case .bar:
            let track = Rect(x: rect.x, y: c.y - rect.height / 2, width: rect.width, height: rect.height)
            canvas.fill(.capsule(in: track), with: .solid(color), opacity: 0.25)
            if v > 0 {
                let saved = canvas.savedClip
                canvas.clip(to: .capsule(in: track))
                canvas.fill(.rect(Rect(x: track.x, y: track.y, width: track.width * v, height: track.height)), with: .solid(color))
                canvas.restoreClip(saved)
            }
        case .mbProgressHUDRound: MBProgressHUDPainter.drawRound(v, in: rect, color: color, pixelsPerPoint: k, on: &canvas)
        case .mbProgressHUDAnnular: MBProgressHUDPainter.drawAnnular(v, in: rect, color: color, pixelsPerPoint: k, on: &canvas)
        case .mbProgressHUDBar: MBProgressHUDPainter.drawBar(v, in: rect, color: color, pixelsPerPoint: k, on: &canvas)
        }
    }
}

#if canImport(Glibc)
import Glibc
import PopsnapGeometry
func cosine(_ x: Double) -> Double { Glibc.cos(x) }
func sine(_ x: Double) -> Double { Glibc.sin(x) }
#endif
