import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

extension UIView {
    /// The name of the view's node: its accessibility identifier, else its class's name.
    var nodeName: String {
        accessibilityIdentifier ?? String(describing: type(of: self))
    }

    /// This view and the views under it as Popsnap's laid-out tree, the view's bounds origin at `origin`
    /// (points, in the coordinates of the image), every frame on `grid`.
    func laidOutNode(at origin: CGPoint, grid: PixelGrid, path: String) throws(ViewDrawingError) -> LaidOutNode {
        let path = path.isEmpty ? nodeName : path + "/" + nodeName
        let traits = traitCollection.filled(from: UITraitCollection.current)
        // What is on screen now: the model values, or where a recorded animation has them.
        let t = presentedTransform
        guard t.b == 0, t.c == 0, t.a == t.d, t.a >= 0 else {
            throw ViewDrawingError(view: path, reason: "a transform that rotates, skews, flips or scales unevenly is not drawn yet; translations and uniform scales are")
        }
        let geometry = presentedGeometry
        let f = geometry.offsetBy(dx: t.tx, dy: t.ty)
        let placed = grid.snapped(Rect(x: Double(origin.x + f.minX), y: Double(origin.y + f.minY), width: Double(f.width), height: Double(f.height)))
        // Content is laid out at the size the code gave the view, as a layer's contents are drawn once at
        // its model size while an animation resizes it.
        let model = geometry.size == bounds.size ? placed : grid.snapped(Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
        let drawn = try content(in: CGSize(width: model.width, height: model.height), traits: traits, path: path)
        var element = Element(drawn.content, name: nodeName, role: String(describing: type(of: self)))
        element.isPresent = !isHidden && !isHiddenByPresentation && t.a > 0
        element.look = try look(traits: traits, path: path, foreground: drawn.foreground)
        presentationShrink?.round(&element.look, drawnAt: Double(t.a))
        if let background = drawn.background { element.look.background = background }
        if let radius = drawn.cornerRadius { element.look.cornerRadius = radius }
        if let border = drawn.border { element.look.border = border }
        element.padding = drawn.padding
        let inner = CGPoint(x: origin.x + f.minX - bounds.minX, y: origin.y + f.minY - bounds.minY)
        // A view a Popsnap kind draws (UIAlertController's) gives that kind's nodes, under its subviews.
        var children: [LaidOutNode] = try (self as? DrawsPopsnapNodes)?.popsnapNodes(in: placed, grid: grid, traits: traits, path: path) ?? []
        for subview in subviews where !drawn.drawnByOwner.contains(where: { $0 === subview }) {
            children.append(try subview.laidOutNode(at: inner, grid: grid, path: path))
        }
        let appearance: Appearance = traits.userInterfaceStyle == .dark ? .dark : .light
        var node = LaidOutNode(element, appearance: appearance, contentSize: traits.preferredContentSizeCategory.popsnap, frame: placed,
                               pixels: grid.pixels(placed), paragraph: drawn.paragraph, children: children)
        node.zoom = Double(t.a)
        return node
    }

    /// The layer's properties as an element's look, colours resolved for `traits`.
    private func look(traits: UITraitCollection, path: String, foreground: Color?) throws(ViewDrawingError) -> Element.Look {
        var look = Element.Look()
        let fill = presentedBackgroundColor?.color(for: traits) ?? layer.backgroundColor.map(Color.init)
        if let fill, fill.alpha > 0 { look.background = .color(fill) }
        look.cornerRadius = Double(layer.cornerRadius)
        look.cornerCurve = layer.cornerCurve == .continuous ? .continuous : .circular
        look.maskedCorners = layer.maskedCorners.popsnap
        look.clipsContent = layer.masksToBounds
        look.opacity = Double(presentedAlpha)
        if let foreground { look.foregroundColor = DynamicColor(foreground) }
        if layer.borderWidth > 0, let c = layer.borderColor {
            look.border = Border(width: Double(layer.borderWidth), color: Color(c))
        }
        // Core Animation clips a layer's own shadow with masksToBounds, so such a layer casts none.
        if layer.shadowOpacity > 0, !layer.masksToBounds, let c = layer.shadowColor {
            let cast = try layer.shadowPath.map { cgPath throws(ViewDrawingError) in try shadowShape(cgPath, path: path) }
            guard look.background != nil || cast != nil else {
                throw ViewDrawingError(view: path, reason: "a shadow on a view without a background colour or shadowPath is cast by its content's pixels on iOS, which is not drawn yet; give the view a background colour or its layer a shadowPath")
            }
            let color = Color(c)
            look.shadow = ShadowStyle(color: color.withAlpha(color.alpha * Double(min(max(layer.shadowOpacity, 0), 1))),
                                      offsetX: Double(layer.shadowOffset.width), offsetY: Double(layer.shadowOffset.height),
                                      radius: Double(layer.shadowRadius))
            look.shadow?.path = cast
        }
        return look
    }

    /// A shadow path as the shape the painter casts, in points from the view's top-left corner (the
    /// layer's coordinates are the bounds').
    private func shadowShape(_ cgPath: CGPath, path: String) throws(ViewDrawingError) -> RoundedRect {
        func local(_ r: CGRect) -> Rect {
            Rect(x: Double(r.minX - bounds.minX), y: Double(r.minY - bounds.minY), width: Double(r.width), height: Double(r.height))
        }
        guard cgPath.isAxisAligned else {
            throw ViewDrawingError(view: path, reason: "a shadowPath made with a transform that rotates or skews is not drawn yet")
        }
        switch cgPath.shape {
        case let .rect(r):
            return RoundedRect(rect: local(r), radii: .zero)
        case let .roundedRect(r, w, h, continuous) where w == h:
            return RoundedRect(rect: local(r), radii: CornerRadii(Double(w)), curve: continuous ? .continuous : .circular)
        case let .ellipse(r) where r.width == r.height:
            return RoundedRect(rect: local(r), radii: CornerRadii(Double(r.width) / 2))
        case .roundedRect, .ellipse:
            throw ViewDrawingError(view: path, reason: "a shadowPath with elliptical corners or an oval that is not a circle is not drawn yet")
        }
    }

    /// The view drawn as its layout lays it out, over a transparent background.
    func drawnImage(scale: Scale) throws(ViewDrawingError) -> Image {
        let layout = try drawnLayout(scale: scale)
        guard bounds.width > 0, bounds.height > 0 else {
            throw ViewDrawingError(view: nodeName, reason: "it has no size (\(bounds.width) x \(bounds.height) pt): give it a frame or constraints that size it")
        }
        let typesetter = try FontBook.loaded(for: nodeName)
        let scene = PopupScene(canvas: Size(width: Double(bounds.width), height: Double(bounds.height)), scale: scale,
                               background: .color(DynamicColor(.clear)), popup: layout.root.element)
        var renderer = PopupRenderer(typesetter: typesetter)
        // The screen is transparent: a visual effect view blurs the views drawn beneath it, as on iOS.
        renderer.materialsBlurPopup = true
        do { return try renderer.render(scene, laidOut: layout) } catch {
            throw ViewDrawingError(view: nodeName, reason: "\(error)")
        }
    }

    /// The view drawn into an image of its bounds at `scale` pixels a point, over a transparent
    /// background, laid out first as a snapshot lays it out.
    func drawnLayout(scale: Scale) throws(ViewDrawingError) -> SceneLayout {
        AnimationEvents.runAll()
        layoutIfNeeded()
        let root = try laidOutNode(at: CGPoint(x: -frame.minX, y: -frame.minY), grid: PixelGrid(scale: scale), path: "")
        do { return try SceneLayout(root: root, scale: scale) } catch { throw ViewDrawingError(view: nodeName, reason: "\(error)") }
    }
}

extension Color {
    /// A Core Graphics colour's components.
    init(_ c: CGColor) {
        let v = c.components ?? [0, 0, 0, 1]
        self.init(red: Double(v[0]), green: Double(v[1]), blue: Double(v[2]), alpha: Double(v[3]))
    }
}

extension CACornerMask {
    /// Core Animation's corners in Popsnap's names (iOS's layers are flipped: min-Y is the top).
    var popsnap: CornerMask {
        var mask: CornerMask = []
        if contains(.layerMinXMinYCorner) { mask.insert(.topLeft) }
        if contains(.layerMaxXMinYCorner) { mask.insert(.topRight) }
        if contains(.layerMinXMaxYCorner) { mask.insert(.bottomLeft) }
        if contains(.layerMaxXMaxYCorner) { mask.insert(.bottomRight) }
        return mask
    }
}
