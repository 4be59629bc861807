import Popsnap
import PopsnapGeometry
import PopsnapLayout

/// A view whose content a Popsnap kind lays out and draws (UIAlertController's: the system alert or the
/// action sheet), so the kind's own geometry is drawn rather than a copy of it made of views.
@MainActor
protocol DrawsPopsnapNodes: UIView {
    /// The nodes drawn under the view's subviews, placed in the image: `frame` is the view's (points, on
    /// `grid`), `traits` its own, `path` its name in errors.
    func popsnapNodes(in frame: Rect, grid: PixelGrid, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> [LaidOutNode]
}

extension LaidOutNode {
    /// The node and the nodes under it moved by `dx`, `dy` points, whole pixels at `grid`'s scale, so every
    /// edge stays on the grid.
    func moved(dx: Double, dy: Double, grid: PixelGrid) -> LaidOutNode {
        let k = grid.scale.pixelsPerPoint
        var node = self
        node.frame.x += dx
        node.frame.y += dy
        node.pixels.x += Int((dx * k).rounded())
        node.pixels.y += Int((dy * k).rounded())
        node.children = children.map { $0.moved(dx: dx, dy: dy, grid: grid) }
        return node
    }
}
