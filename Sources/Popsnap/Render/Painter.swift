import PopsnapLayout
import PopsnapPNG
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// Where a popup is painted: zoomed about a centre (a popup scaling in as it appears) and moved by
/// whole pixels (painting into a layer the size of the popup rather than of the screen).
struct PaintPlacement {
    var scale: Scale
    /// The popup's size relative to its laid-out size, about `center` (points).
    var zoom = 1.0
    var center = Point.zero
    /// Added after the zoom, in points: where nested zooms leave the origin.
    var shift = Point.zero
    /// Subtracted from every device position, in whole pixels.
    var offset = (x: 0, y: 0)

    /// A frame in points, zoomed, in device pixels snapped to whole pixels, then offset.
    func rect(_ f: Rect) -> Rect {
        let r = PixelGrid(scale: scale).pixels(zoomed(f))
        return Rect(x: Double(r.x - offset.x), y: Double(r.y - offset.y), width: Double(r.width), height: Double(r.height))
    }

    /// A frame in points after the zoom.
    func zoomed(_ f: Rect) -> Rect {
        guard zoom != 1 || shift != .zero else { return f }
        return Rect(x: center.x + (f.x - center.x) * zoom + shift.x, y: center.y + (f.y - center.y) * zoom + shift.y,
                     width: f.width * zoom, height: f.height * zoom)
    }

    /// Device pixels a point of length (border widths, radii, blurs), zoom included.
    var pixelsPerPoint: Double { scale.pixelsPerPoint * zoom }

    /// This placement after a further zoom by `z` about `c` (points, before this placement's zoom): a
    /// scaled view inside a zoomed popup. Two zooms about different centres are one zoom about a third,
    /// or a translation when they cancel, so the composite keeps no centre and shifts instead.
    func zoomed(by z: Double, about c: Point) -> PaintPlacement {
        var inner = self
        inner.zoom = zoom * z
        inner.center = .zero
        let outer = Point(x: center.x * (1 - zoom) + shift.x, y: center.y * (1 - zoom) + shift.y)
        inner.shift = Point(x: outer.x + c.x * (1 - z) * zoom, y: outer.y + c.y * (1 - z) * zoom)
        return inner
    }
}

/// Paints a laid-out scene, element by element, in CALayer's order: shadow, background, content,
/// children (clipped by rounded bounds when the element masks them), then the border on top.
struct Painter {
    let layout: SceneLayout
    var placement: PaintPlacement
    let typesetter: Typesetter
    /// The whole screen behind the popup (app screen, its blur, the dimming), for materials to blur.
    var behind: Image? = nil
    /// Materials blur the canvas as painted so far (the elements beneath them in the tree) instead of
    /// `behind`: a UIKit hierarchy is one tree over a transparent screen, and UIVisualEffectView blurs the
    /// views beneath it.
    var blursCanvas = false
    /// Image elements resampled to their drawn size, once for all the elements drawing one file at one size.
    let resampled = ResampledImages()

    /// Throws only for an image file whose data passed its checks when read and does not decode.
    func paint(on canvas: inout Canvas) throws(PNGError) {
        let drawn = try DrawnImages(layout.root, placement: placement)
        paint(layout.root, on: &canvas, drawn)
    }

    /// The device-pixel area the popup can touch: its frame, and its shadows' reach.
    func bounds() -> PixelRect { bounds(of: layout.root) }

    /// Walks the tree itself: a zoomed frame asks this again, and needs no paths.
    private func bounds(of e: LaidOutNode) -> PixelRect {
        guard e.isPresent else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        if e.zoom != 1 { return zoomed(e).painter.bounds(of: zoomed(e).node) }
        let r = placement.rect(e.frame)
        var area = r.enclosingPixels
        if let s = e.shadow {
            let k = placement.pixelsPerPoint
            let caster = s.path.map { placement.rect($0.rect.offsetBy(dx: e.frame.x, dy: e.frame.y)) } ?? r
            let reach = caster.offsetBy(dx: s.offset.x * k, dy: s.offset.y * k).insetBy(-(4 * s.radius * k + 1)).enclosingPixels
            // The element's own frame alone, as before, when its own shape casts the shadow.
            area = s.path == nil ? reach : area.union(reach)
        }
        return e.children.reduce(area) { $0.union(bounds(of: $1)) }
    }

    private func paint(_ e: LaidOutNode, on canvas: inout Canvas, _ drawn: DrawnImages) {
        guard e.isPresent else { return }
        if e.opacity < 1 {
            // Group opacity: the element and its children are composed apart, then faded together.
            guard var group = try? Canvas(width: canvas.image.width, height: canvas.image.height) else { return }
            var opaque = e
            opaque.opacity = 1
            paint(opaque, on: &group, drawn)
            canvas.draw(group.image, at: .zero, opacity: e.opacity)
            return
        }
        if e.zoom != 1 {
            let (painter, node) = zoomed(e)
            return painter.paint(node, on: &canvas, drawn)
        }
        let k = placement.pixelsPerPoint
        let rect = placement.rect(e.frame)
        let shape = RoundedRect(rect: rect, radii: e.maskedCorners.radii(e.cornerRadius * k), curve: e.cornerCurve)
        if let s = e.shadow {
            let caster = s.path.map { p in
                RoundedRect(rect: placement.rect(p.rect.offsetBy(dx: e.frame.x, dy: e.frame.y)),
                            radii: CornerRadii(topLeft: p.radii.topLeft * k, topRight: p.radii.topRight * k,
                                               bottomRight: p.radii.bottomRight * k, bottomLeft: p.radii.bottomLeft * k), curve: p.curve)
            } ?? shape
            canvas.drawShadow(of: caster, Shadow(color: s.color, offset: Point(x: s.offset.x * k, y: s.offset.y * k), blur: 2 * s.radius * k))
        }
        if case let .material(m) = e.background {
            paintBackdrop(blurRadius: m.blurRadius, in: shape, on: &canvas, flat: m.tint) { blurred, _ in m.finish(blurred) }
        } else if case let .glass(g) = e.background {
            paintBackdrop(blurRadius: g.blurRadius, in: shape, on: &canvas, flat: g.veil) { blurred, local in
                g.render(over: blurred, shape: local, pixelsPerPoint: placement.pixelsPerPoint, perform: Parallel.perform)
            }
        } else if let fill = e.background {
            canvas.fill(.roundedRect(shape), with: paint(fill, in: rect))
        }
        let saved = canvas.savedClip
        if e.clipsContent { canvas.clip(to: .roundedRect(shape)) }
        paintContent(e, rect: rect, on: &canvas, drawn)
        for child in e.children { paint(child, on: &canvas, drawn) }
        canvas.restoreClip(saved)
        if let b = e.border, b.width > 0 {
            canvas.stroke(.roundedRect(shape), style: StrokeStyle(width: b.width * k, alignment: .inside), with: .solid(b.color))
        }
    }

    /// A painter for `e`'s scaled subtree, and `e` with its zoom taken into that painter's placement.
    private func zoomed(_ e: LaidOutNode) -> (painter: Painter, node: LaidOutNode) {
        var painter = self, node = e
        painter.placement = placement.zoomed(by: e.zoom, about: Point(x: e.frame.midX, y: e.frame.midY))
        node.zoom = 1
        return (painter, node)
    }

    private func paint(_ fill: Fill, in rect: Rect) -> Paint {
        switch fill {
        case let .color(c):
            return .solid(c)
        case let .verticalGradient(colors):
            guard let g = try? Gradient(colors: colors) else { return .solid(colors.first ?? .clear) }
            return .linear(g, start: Point(x: rect.x, y: rect.y), end: Point(x: rect.x, y: rect.maxY))
        case let .material(m):
            // Materials and glass are painted by paintBackdrop, which needs the screen; as a plain paint, the tint.
            return .solid(m.tint)
        case let .glass(g):
            return .solid(g.veil)
        }
    }

    /// A material or glass: the screen behind the element's rounded rect (or, with `blursCanvas`, the
    /// canvas painted so far), blurred, finished (`finish` gets the blurred pixels and the shape in their
    /// coordinates) and cut to the shape. The blur reads 5σ past the element (the Gaussian beyond is under
    /// 1/255), clamped at the source's edges as UIKit clamps. Without a source (painted on its own), the
    /// `flat` colour.
    private func paintBackdrop(blurRadius: Double, in shape: RoundedRect, on canvas: inout Canvas, flat: Color,
                               finish: (Image, RoundedRect) -> Image) {
        // The source's pixel origin on the canvas: the screen's is the placement's offset, the canvas's own is zero.
        let source: Image, origin: (x: Int, y: Int)
        if blursCanvas {
            (source, origin) = (canvas.image, (0, 0))
        } else if let behind {
            (source, origin) = (behind, placement.offset)
        } else {
            return canvas.fill(.roundedRect(shape), with: .solid(flat))
        }
        let whole = PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        let inSource = shape.rect.offsetBy(dx: Double(origin.x), dy: Double(origin.y))
        let area = inSource.enclosingPixels.intersection(whole)
        guard !area.isEmpty else { return }
        let sigma = blurRadius * placement.pixelsPerPoint
        let reach = Int((5 * sigma).rounded(.up))
        let read = PixelRect(x: area.x - reach, y: area.y - reach, width: area.width + 2 * reach, height: area.height + 2 * reach).intersection(whole)
        guard let region = try? source.cropped(to: read),
              let blurred = try? GaussianBlur(sigma: sigma).apply(to: region, perform: Parallel.perform)
                  .cropped(to: PixelRect(x: area.x - read.x, y: area.y - read.y, width: area.width, height: area.height)) else { return }
        let local = RoundedRect(rect: inSource.offsetBy(dx: Double(-area.x), dy: Double(-area.y)), radii: shape.radii)
        let saved = canvas.savedClip
        canvas.clip(to: .roundedRect(shape))
        canvas.draw(finish(blurred, local), at: Point(x: Double(area.x - origin.x), y: Double(area.y - origin.y)))
        canvas.restoreClip(saved)
    }

    private func paintContent(_ e: LaidOutNode, rect: Rect, on canvas: inout Canvas, _ drawn: DrawnImages) {
        let ink = e.foregroundColor
        switch e.content {
        case .text, .button:
            guard let text = e.paragraph else { return }
            // At sub-pixel positions as UILabel draws; at the zoomed pixel size, so it stays sharp.
            let k = placement.pixelsPerPoint, offset = e.textOffset
            text.draw(on: &canvas, at: Point(x: rect.x + offset.x * k, y: rect.y + offset.y * k), pixelsPerPoint: k, color: ink)
        case let .icon(.icon(icon)):
            IconPainter(typesetter: typesetter).draw(icon, in: rect, color: ink, on: &canvas)
        case let .icon(.drawn(drawing)):
            paint(drawing(ink, 0, 0), in: rect, on: &canvas)
        case let .image(.pixels(image)):
            canvas.draw(image, in: DrawnImages.aspectFit(PixelSize(width: image.width, height: image.height), in: rect), resampled: resampled)
        case let .image(.file(file)):
            drawn.draw(file, fittedIn: rect, on: &canvas, resampled: resampled)
        case let .indicator(i):
            if let drawing = i.drawing { return paint(drawing(ink, 0, i.phase), in: rect, on: &canvas) }
            switch i.style {
            case .spokes: IndicatorPainter.drawSpokes(in: rect, phase: i.phase, color: ink, on: &canvas)
            case .ticks: IndicatorPainter.drawTicks(in: rect, phase: i.phase, color: ink, on: &canvas)
            }
        case let .progress(p):
            if let drawing = p.drawing { return paint(drawing(ink, p.value, 0), in: rect, on: &canvas) }
            IndicatorPainter.drawProgress(p.value, style: p.style, in: rect, color: ink, pixelsPerPoint: placement.pixelsPerPoint, on: &canvas)
        case .vstack, .hstack, .overlay, .spacer, .box:
            break
        }
    }

    /// Shapes made in code, in the element's points from its frame's corner.
    private func paint(_ shapes: Drawing, in rect: Rect, on canvas: inout Canvas) {
        shapes.paint(at: Point(x: rect.x, y: rect.y), pixelsPerPoint: placement.pixelsPerPoint, on: &canvas)
    }
}
