import PopsnapGeometry
import PopsnapRaster

/// A move by whole device pixels.
struct PixelOffset: Equatable {
    var dx = 0
    var dy = 0
}

extension SceneLayers {
    /// How far `layer` is moved in a frame where it is `slide.away` of the way to wholly beyond `slide.edge`:
    /// the whole distance takes its last pixel (and its shadow's) past the screen's edge. Rounded to whole
    /// device pixels, so a moving popup stays as sharp as the still, and the same frame gives the same bytes.
    func shift(of layer: PlacedLayer, _ slide: SlideOffset) -> PixelOffset {
        let w = layer.image.width, h = layer.image.height
        let leftward = (slide.edge == .leading) == (direction == .leftToRight)
        func moved(_ distance: Int) -> Int { Int((slide.away * Double(distance)).rounded()) }
        switch slide.edge {
        case .top: return PixelOffset(dy: -moved(layer.y + h))
        case .bottom: return PixelOffset(dy: moved(height - layer.y))
        case .leading, .trailing: return leftward ? PixelOffset(dx: -moved(layer.x + w)) : PixelOffset(dx: moved(width - layer.x))
        }
    }
}

extension SceneLayout {
    /// The same tree `offset` device pixels away: every frame and its pixel rectangle moved, so the popup
    /// paints as if laid out there.
    func moved(by offset: PixelOffset) -> SceneLayout {
        mapNodes { e in move(&e, by: offset) }
    }

    /// `node`'s frame and pixel rectangle `offset` device pixels away.
    func move(_ node: inout LaidOutNode, by offset: PixelOffset) {
        let k = scale.pixelsPerPoint
        node.frame = node.frame.offsetBy(dx: Double(offset.dx) / k, dy: Double(offset.dy) / k)
        node.pixels = PixelRect(x: node.pixels.x + offset.dx, y: node.pixels.y + offset.dy, width: node.pixels.width, height: node.pixels.height)
    }
}
