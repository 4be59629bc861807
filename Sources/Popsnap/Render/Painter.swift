import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// Paints a laid-out scene, element by element, in CALayer's order: shadow, background, content,
/// children (clipped by rounded bounds when the element masks them), then the border on top.
struct Painter {
    let layout: SceneLayout
    let scale: Double
    let typesetter: Typesetter
    var snap: PixelSnapping { PixelSnapping(scale: scale) }

    /// Nodes by path, and each node's children in order, from the depth-first list.
    private var children: [String: [SceneLayout.Node]] {
        var map: [String: [SceneLayout.Node]] = [:]
        for n in layout.nodes {
            if let slash = n.path.lastIndex(of: "/") { map[String(n.path[..<slash]), default: []].append(n) }
        }
        return map
    }

    func paint(on canvas: inout Canvas) {
        guard let root = layout.nodes.first else { return }
        let tree = children
        paint(root, tree: tree, on: &canvas)
    }

    private func paint(_ node: SceneLayout.Node, tree: [String: [SceneLayout.Node]], on canvas: inout Canvas) {
        let e = node.element
        if e.opacity < 1 {
            // Group opacity: the element and its children are composed apart, then faded together.
            guard var group = try? Canvas(width: canvas.image.width, height: canvas.image.height) else { return }
            var opaque = node
            opaque = SceneLayout.Node(path: node.path, element: { var x = e; x.opacity = 1; return x }(), frame: node.frame, textID: node.textID)
            paint(opaque, tree: tree, on: &group)
            canvas.draw(group.image, at: .zero, opacity: e.opacity)
            return
        }
        let rect = snap.rect(node.frame)
        let shape = RoundedRect(rect: rect, cornerRadius: e.cornerRadius * scale)
        if let s = e.shadow {
            canvas.drawShadow(of: shape, Shadow(color: s.color, offset: Point(x: s.offset.x * scale, y: s.offset.y * scale), blur: 2 * s.radius * scale))
        }
        if let fill = e.background {
            canvas.fill(.roundedRect(shape), with: paint(fill, in: rect))
        }
        let saved = canvas.savedClip
        if e.clipsContent { canvas.clip(to: .roundedRect(shape)) }
        paintContent(node, rect: rect, on: &canvas)
        for child in tree[node.path] ?? [] { paint(child, tree: tree, on: &canvas) }
        canvas.restoreClip(saved)
        if let b = e.border, b.width > 0 {
            canvas.stroke(.roundedRect(shape), style: StrokeStyle(width: b.width * scale, alignment: .inside), with: .solid(b.color))
        }
    }

    private func paint(_ fill: Fill, in rect: Rect) -> Paint {
        switch fill {
        case let .color(c):
            return .solid(c)
        case let .verticalGradient(colors):
            guard let g = try? Gradient(colors: colors) else { return .solid(colors.first ?? .clear) }
            return .linear(g, start: Point(x: rect.x, y: rect.y), end: Point(x: rect.x, y: rect.maxY))
        }
    }

    private func paintContent(_ node: SceneLayout.Node, rect: Rect, on canvas: inout Canvas) {
        let e = node.element
        switch e.kind {
        case .text, .button:
            guard let text = layout.textLayout(of: node) else { return }
            // A label centres its lines vertically in its frame; alignment across is the layout's.
            let inner = Frame(x: node.frame.x + e.padding.leading, y: node.frame.y + e.padding.top,
                              width: node.frame.width - e.padding.horizontal, height: node.frame.height - e.padding.vertical)
            let origin = Point(x: rect.x / scale + e.padding.leading, y: rect.y / scale + e.padding.top + (inner.height - text.size.height) / 2)
            text.draw(on: &canvas, at: origin, scale: scale, color: e.textColor)
        case .icon:
            if let icon = e.icon { IconPainter(typesetter: typesetter).draw(icon, in: rect, color: e.iconColor, on: &canvas) }
        case .image:
            if let image = e.image { canvas.draw(image, in: aspectFit(image, in: rect)) }
        case .indicator:
            IndicatorPainter.drawSpokes(in: rect, phase: e.indicatorPhase, color: e.iconColor, on: &canvas)
        case .progress:
            IndicatorPainter.drawProgress(e.progress, style: e.progressStyle, in: rect, color: e.iconColor, on: &canvas)
        case .vstack, .hstack, .overlay, .spacer, .box:
            break
        }
    }

    /// The largest rectangle of the image's proportions centred in `rect` (UIView.ContentMode.scaleAspectFit).
    private func aspectFit(_ image: Image, in rect: Rect) -> Rect {
        let k = min(rect.width / Double(image.width), rect.height / Double(image.height))
        let w = Double(image.width) * k, h = Double(image.height) * k
        return Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h)
    }
}
