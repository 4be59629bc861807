import PopsnapRaster
import PopsnapGeometry

/// UIActivityIndicatorView as iOS 14 and later draws it: 8 rounded ticks. Geometry and fading from
/// Flutter's reproduction of the native indicator (packages/flutter/lib/src/cupertino/activity_indicator.dart:
/// `_kAlphaValues`, `tickFundamentalShape`), which reads the native component's values.
extension IndicatorPainter {
    static let ticks = 8
    /// Each tick's opacity, from the one at the head back round the ring (Flutter's 47 … 147 of 255,
    /// here relative to the colour's own alpha).
    static let tickAlphas: [Double] = [47, 47, 47, 47, 72, 97, 122, 147].map { $0 / 255 }

    /// The ticks in `rect`; `phase` counts twelfths of a turn, as the spokes' does, so one animation turns both.
    static func drawTicks(in rect: Rect, phase: Int, color: Color, on canvas: inout Canvas) {
        let radius = min(rect.width, rect.height) / 2
        guard radius > 0 else { return }
        // Tick 0 stands at 12 o'clock, from a third of the radius out to the edge, a fifth of it wide, its
        // ends fully rounded; tick k is turned k/8 of a turn clockwise.
        let tick = Path.roundedRect(Rect(x: -radius / 10, y: -radius, width: radius / 5, height: radius * 2 / 3), cornerRadius: radius / 10)
        let centre = Transform.translation(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        let head = phase * ticks / spokes
        for k in 0..<ticks {
            let alpha = tickAlphas[((k - head) % ticks + ticks) % ticks]
            let turned = Transform.rotation(2 * .pi * Double(k) / Double(ticks)).concatenating(centre)
            canvas.fill(tick.applying(turned), with: .solid(color), opacity: alpha)
        }
    }
}
