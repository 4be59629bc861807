import PopsnapGeometry
/// What a parent offers a child: a width and a height, each nil when unconstrained (take your ideal size).
public struct ProposedSize: Equatable, Sendable {
    /// The width offered, in points; nil leaves the child its ideal width (text unwrapped, say).
    public var width: Double?
    /// The height offered, in points; nil leaves the child its ideal height, as a popup's height is.
    public var height: Double?
    /// An offer of `width` x `height` points, either nil for "as much as you need".
    ///
    /// ```swift
    /// // A popup is offered the screen's width less its margins, and any height.
    /// layout.size(of: alert, proposed: ProposedSize(width: 393 - 40, height: nil))
    /// ```
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// No constraint either way: the node's ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
}

/// Measures and arranges layout trees, in two passes: sizes flow up from proposals, frames flow down,
/// written into the tree's own nodes and snapped to the pixel grid.
///
/// ```swift
/// let layout = Layout<LaidOutNode>(grid: PixelGrid(scale: 3)) { text, width in measure(text, width) }
/// let size = layout.size(of: alert, proposed: ProposedSize(width: 393, height: nil))
/// layout.arrange(&alert, in: Rect(x: 50, y: 333, width: size.width, height: size.height))
/// alert.children[0].frame   // the title's frame, on whole pixels
/// ```
public struct Layout<Node: LayoutTree> {
    let measureText: (Node, Double?) -> Size
    /// The pixel grid every arranged frame is snapped to: the screen's scale.
    public let grid: PixelGrid

    /// `measureText` gives a text node's size when wrapped to a width (nil: unwrapped), in points.
    public init(grid: PixelGrid, measuringText: @escaping (Node, Double?) -> Size) {
        self.grid = grid
        measureText = measuringText
    }

    // MARK: Measuring

    /// The size `node` takes when offered `proposed`; zero for an absent node.
    public func size(of node: Node, proposed: ProposedSize) -> Size {
        let box = node.box
        guard box.isPresent else { return .zero }
        let s = box.sizing
        var pw = s.width ?? proposed.width.map(s.clampWidth)
        var ph = s.height ?? proposed.height.map(s.clampHeight)
        if let ratio = s.aspectRatio, ratio > 0 {
            if s.width != nil && s.height == nil { ph = s.clampHeight(pw! / ratio) }
            if s.height != nil && s.width == nil { pw = s.clampWidth(ph! * ratio) }
        }
        let inner = ProposedSize(width: pw.map { max(0, $0 - box.padding.horizontal) },
                                 height: ph.map { max(0, $0 - box.padding.vertical) })
        let content = contentSize(node, inner)
        var w = s.width ?? (content.width + box.padding.horizontal)
        var h = s.height ?? (content.height + box.padding.vertical)
        if let ratio = s.aspectRatio, ratio > 0 {
            // The width leads unless only the height is fixed.
            if s.height != nil && s.width == nil { w = h * ratio } else if s.height == nil { h = w / ratio }
        }
        if s.growsToSquare { w = max(s.clampWidth(w), s.clampHeight(h)); h = w }
        return Size(width: s.clampWidth(w), height: s.clampHeight(h))
    }

    /// The size with the node's margins around it: what it takes of its parent's room.
    func outerSize(of node: Node, proposed: ProposedSize) -> Size {
        let m = node.box.margin
        let s = size(of: node, proposed: ProposedSize(width: proposed.width.map { max(0, $0 - m.horizontal) },
                                                      height: proposed.height.map { max(0, $0 - m.vertical) }))
        return Size(width: s.width + m.horizontal, height: s.height + m.vertical)
    }

    private func contentSize(_ node: Node, _ inner: ProposedSize) -> Size {
        switch node.box.content {
        case .text:
            return measureText(node, inner.width)
        case let .image(natural):
            return natural
        case let .spacer(length):
            return Size(width: length ?? 0, height: length ?? 0)
        case .box:
            return Size(width: inner.width ?? 0, height: inner.height ?? 0)
        case .overlay:
            let sizes = node.children.filter(\.box.isPresent).map { outerSize(of: $0, proposed: inner) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case let .vstack(spacing, alignment, distribution):
            let plan = stackPlan(node.children, axis: .vertical, spacing: spacing, distribution: distribution,
                                 main: inner.height, cross: inner.width)
            let cross = alignment == .fill ? (inner.width ?? plan.crossExtent) : plan.crossExtent
            return Size(width: cross, height: plan.mainExtent)
        case let .hstack(spacing, alignment, distribution):
            let plan = stackPlan(node.children, axis: .horizontal, spacing: spacing, distribution: distribution,
                                 main: inner.width, cross: inner.height)
            let cross = alignment == .fill ? (inner.height ?? plan.crossExtent) : plan.crossExtent
            return Size(width: plan.mainExtent, height: cross)
        }
    }

    enum Axis { case vertical, horizontal }

    /// A stack's children's lengths along its axis (absent ones left out), and the stack's extents.
    struct StackPlan {
        /// Index into the children, length along the axis, and size across it.
        var items: [(index: Int, main: Double, cross: Double)]
        var gaps: [Double]
        var mainExtent: Double
        var crossExtent: Double
    }

    /// Lays a stack out along its axis within `main` points (nil: as long as its children need).
    func stackPlan(_ children: [Node], axis: Axis, spacing: Double, distribution: Distribution,
                   main: Double?, cross: Double?) -> StackPlan {
        let present = children.indices.filter { children[$0].box.isPresent }
        let n = present.count
        guard n > 0 else { return StackPlan(items: [], gaps: [], mainExtent: 0, crossExtent: 0) }
        func propose(_ length: Double?) -> ProposedSize {
            axis == .vertical ? ProposedSize(width: cross, height: length) : ProposedSize(width: length, height: cross)
        }
        func split(_ s: Size) -> (main: Double, cross: Double) {
            axis == .vertical ? (s.height, s.width) : (s.width, s.height)
        }
        var gaps = [Double](repeating: spacing, count: max(0, n - 1))
        var items: [(index: Int, main: Double, cross: Double)] = []
        if distribution == .fillEqually {
            // Every child the same length: the offered length shared out, or else the longest child's.
            let equal: Double
            if let main { equal = max(0, (main - spacing * Double(n - 1)) / Double(n)) }
            else { equal = present.map { split(outerSize(of: children[$0], proposed: propose(nil))).main }.max() ?? 0 }
            for i in present {
                items.append((i, equal, split(outerSize(of: children[i], proposed: propose(equal))).cross))
            }
        } else {
            for i in present {
                if case .spacer(nil) = children[i].box.content {
                    items.append((i, 0, 0))
                } else if case let .spacer(length?) = children[i].box.content {
                    items.append((i, length, 0))
                } else {
                    let m = split(outerSize(of: children[i], proposed: propose(nil)))
                    items.append((i, m.main, m.cross))
                }
            }
            let used = items.reduce(0) { $0 + $1.main } + gaps.reduce(0, +)
            if let main, used > main, let k = items.indices.first(where: { children[items[$0].index].box.compressible }) {
                items[k].main = max(0, items[k].main - (used - main))
                items[k].cross = split(outerSize(of: children[items[k].index], proposed: propose(items[k].main))).cross
            }
            if let main, main > used {
                let flexible = items.indices.filter { if case .spacer(nil) = children[items[$0].index].box.content { return true } else { return false } }
                if !flexible.isEmpty {
                    for k in flexible { items[k].main = (main - used) / Double(flexible.count) }
                } else if distribution == .equalSpacing, n > 1 {
                    gaps = gaps.map { $0 + (main - used) / Double(n - 1) }
                }
            }
        }
        let extent = items.reduce(0) { $0 + $1.main } + gaps.reduce(0, +)
        return StackPlan(items: items, gaps: gaps, mainExtent: extent, crossExtent: items.map(\.cross).max() ?? 0)
    }

    // MARK: Arranging

    /// Places `node` at `frame` and every present node under it, writing each node's frame snapped to
    /// the grid. Positions come from the constraints' exact (unsnapped) frames, each snapped once, so
    /// rounding never accumulates down the tree.
    public func arrange(_ node: inout Node, in frame: Rect) {
        let box = node.box
        guard box.isPresent else { return }
        node.frame = grid.snapped(frame)
        let inner = Rect(x: frame.x + box.padding.leading, y: frame.y + box.padding.top,
                          width: max(0, frame.width - box.padding.horizontal), height: max(0, frame.height - box.padding.vertical))
        switch box.content {
        case let .vstack(spacing, alignment, distribution):
            arrangeStack(&node, in: inner, axis: .vertical, spacing: spacing, distribution: distribution, placement: alignment.placement)
        case let .hstack(spacing, alignment, distribution):
            arrangeStack(&node, in: inner, axis: .horizontal, spacing: spacing, distribution: distribution, placement: alignment.placement)
        case let .overlay(horizontal, vertical, wholePointCentre):
            for i in node.children.indices where node.children[i].box.isPresent {
                let s = outerSize(of: node.children[i], proposed: ProposedSize(width: inner.width, height: inner.height))
                var (x, w) = place(s.width, in: inner.x, inner.width, horizontal.placement)
                var (y, h) = place(s.height, in: inner.y, inner.height, vertical.placement)
                if wholePointCentre {
                    if horizontal == .center { x = frame.x + (x - frame.x).rounded(.down) }
                    if vertical == .center { y = frame.y + (y - frame.y).rounded(.down) }
                }
                arrange(&node.children[i], inSlot: Rect(x: x, y: y, width: w, height: h))
            }
        case .text, .image, .spacer, .box:
            break
        }
    }

    /// A child in the slot its parent gave it, less its margins.
    /// A stack's children one after another along `axis` from the inner rectangle's start, each placed
    /// across by its own alignment or the stack's `placement`.
    private func arrangeStack(_ node: inout Node, in inner: Rect, axis: Axis, spacing: Double, distribution: Distribution,
                              placement: Placement) {
        let vertical = axis == .vertical
        let plan = stackPlan(node.children, axis: axis, spacing: spacing, distribution: distribution,
                             main: vertical ? inner.height : inner.width, cross: vertical ? inner.width : inner.height)
        var along = vertical ? inner.y : inner.x
        for (k, item) in plan.items.enumerated() {
            let child = node.children[item.index].box
            let (at, length) = place(item.cross, in: vertical ? inner.x : inner.y, vertical ? inner.width : inner.height,
                                     child.alignSelf?.placement ?? placement)
            let slot = vertical ? Rect(x: at, y: along, width: length, height: item.main) : Rect(x: along, y: at, width: item.main, height: length)
            arrange(&node.children[item.index], inSlot: slot)
            along += item.main + (k < plan.gaps.count ? plan.gaps[k] : 0)
        }
    }

    private func arrange(_ child: inout Node, inSlot slot: Rect) {
        let m = child.box.margin
        arrange(&child, in: Rect(x: slot.x + m.leading, y: slot.y + m.top,
                                  width: max(0, slot.width - m.horizontal), height: max(0, slot.height - m.vertical)))
    }

    /// Position and length of a child of natural length `length` across `origin...origin + available`.
    private func place(_ length: Double, in origin: Double, _ available: Double, _ placement: Placement) -> (Double, Double) {
        switch placement {
        case .start: return (origin, min(length, available))
        case .center: let l = min(length, available); return (origin + (available - l) / 2, l)
        case .end: let l = min(length, available); return (origin + available - l, l)
        case .fill: return (origin, available)
        }
    }
}

enum Placement { case start, center, end, fill }

extension CrossAlignment {
    var placement: Placement {
        switch self {
        case .start: return .start
        case .center: return .center
        case .end: return .end
        case .fill: return .fill
        }
    }
}

extension HorizontalAlignment {
    var placement: Placement {
        switch self {
        case .leading: return .start
        case .center: return .center
        case .trailing: return .end
        case .fill: return .fill
        }
    }
}

extension VerticalAlignment {
    var placement: Placement {
        switch self {
        case .top: return .start
        case .center: return .center
        case .bottom: return .end
        case .fill: return .fill
        }
    }
}
