import PopsnapRaster
import PopsnapGeometry

/// MBProgressHUD's progress views as their drawRect: draws them (MBProgressHUD.m, lines cited as `.m:N`,
/// figures in `MBProgressHUDTheme`): the round view, plain or annular, and the bar. `rect` is the view's
/// bounds in device pixels, `value` already clamped to 0...1, `color` the HUD's content colour.
enum MBProgressHUDPainter {
    typealias T = MBProgressHUDTheme
    /// 12 o'clock, where both round views start (.m:876, .m:900).
    static let start = -Double.pi / 2

    /// .m:889-912: a 2 pt outline, then a 4 pt arc inside its outer edge drawn with the copy blend mode,
    /// both in the tint: one shape, their union, so the outline under the arc is not painted twice.
    static func drawRound(_ v: Double, in rect: Rect, color: Color, pixelsPerPoint k: Double, on canvas: inout Canvas) {
        let c = center(rect), line = T.roundLineWidth * k, outer = rect.width / 2
        var shape = band(center: c, inner: outer - line, outer: outer, sweep: 2 * .pi)
        if v > 0 { shape.addPath(band(center: c, inner: outer - 2 * line, outer: outer - line, sweep: 2 * .pi * v)) }
        canvas.fill(shape, with: .solid(color))
    }

    /// .m:868-888: a 2 pt track all round in the tint at alpha 0.1, the progress arc over it with square caps.
    static func drawAnnular(_ v: Double, in rect: Rect, color: Color, pixelsPerPoint k: Double, on canvas: inout Canvas) {
        let c = center(rect), line = T.roundLineWidth * k, radius = (rect.width - line) / 2
        canvas.stroke(.circle(center: c, radius: radius), style: StrokeStyle(width: line), with: .solid(color.withAlpha(T.trackAlpha)))
        guard v > 0 else { return }
        canvas.stroke(.arc(center: c, radius: radius, startAngle: start, endAngle: start + 2 * .pi * v),
                      style: StrokeStyle(width: line, cap: .square), with: .solid(color))
    }

    /// .m:972-1041: the outline, a 2 pt line centred on a capsule inset 2 pt (the remaining part is clear);
    /// the progress, the capsule inset 4 pt filled up to progress × the whole width, and below its left
    /// end's radius the whole left end.
    static func drawBar(_ v: Double, in rect: Rect, color: Color, pixelsPerPoint k: Double, on canvas: inout Canvas) {
        canvas.stroke(.capsule(in: rect.insetBy(T.barOutlineInset * k)), style: StrokeStyle(width: T.barLineWidth * k), with: .solid(color))
        guard v > 0 else { return }
        let fill = rect.insetBy(T.barFillInset * k)
        let reach = max(fill.x - rect.x + fill.height / 2, v * rect.width)
        let saved = canvas.savedClip
        canvas.clip(to: .rect(Rect(x: rect.x, y: rect.y, width: reach, height: rect.height)))
        canvas.fill(.capsule(in: fill), with: .solid(color))
        canvas.restoreClip(saved)
    }

    static func center(_ r: Rect) -> Point { Point(x: r.x + r.width / 2, y: r.y + r.height / 2) }

    /// The part of the ring between `inner` and `outer` swept clockwise from 12 o'clock: out along the outer
    /// arc, back along the inner, so two bands sharing an edge run it both ways and fill their union.
    static func band(center c: Point, inner: Double, outer: Double, sweep: Double) -> Path {
        var p = Path()
        p.arc(center: c, radius: outer, startAngle: start, endAngle: start + sweep, clockwise: true)
        p.arc(center: c, radius: inner, startAngle: start + sweep, endAngle: start, clockwise: false)
        p.close()
        return p
    }
}
