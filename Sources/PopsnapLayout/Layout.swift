/// What a parent offers a child: a width and a height, each nil when unconstrained (take your ideal size).
public struct ProposedSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public static let unspecified = ProposedSize(width: nil, height: nil)
}

/// A node placed: its path from the root, its role and its frame in points.
public struct LaidOutNode: Sendable, Equatable {
    public var path: String
    public var role: String
    public var frame: Frame
    public var content: LayoutNode.Content
}

/// Measures and arranges layout trees, in two passes: sizes flow up from proposals, frames flow down.
///
/// ```swift
/// let layout = Layout(measuring: texts)
/// let size = layout.size(of: alert, proposed: ProposedSize(width: 390, height: nil))
/// let frames = layout.arrange(alert, in: Frame(x: 48.5, y: 329, width: size.width, height: size.height))
/// ```
public struct Layout {
    let texts: TextMeasuring

    public init(measuring texts: TextMeasuring) {
        self.texts = texts
    }

    // MARK: Measuring

    /// The size `node` takes when offered `proposed`; zero for an absent node.
    public func size(of node: LayoutNode, proposed: ProposedSize) -> Size {
        guard node.isPresent else { return .zero }
        let s = node.sizing
        var pw = s.width ?? proposed.width.map(s.clampWidth)
        var ph = s.height ?? proposed.height.map(s.clampHeight)
        if let ratio = s.aspectRatio, ratio > 0 {
            if s.width != nil && s.height == nil { ph = s.clampHeight(pw! / ratio) }
            if s.height != nil && s.width == nil { pw = s.clampWidth(ph! * ratio) }
        }
        let inner = ProposedSize(width: pw.map { max(0, $0 - node.padding.horizontal) },
                                 height: ph.map { max(0, $0 - node.padding.vertical) })
        let content = contentSize(node, inner)
        var w = s.width ?? (content.width + node.padding.horizontal)
        var h = s.height ?? (content.height + node.padding.vertical)
        if let ratio = s.aspectRatio, ratio > 0 {
            // The width leads unless only the height is fixed.
            if s.height != nil && s.width == nil { w = h * ratio } else if s.height == nil { h = w / ratio }
        }
        return Size(width: s.clampWidth(w), height: s.clampHeight(h))
    }

    private func contentSize(_ node: LayoutNode, _ inner: ProposedSize) -> Size {
        switch node.content {
        case let .text(id):
            return texts.size(ofText: id, width: inner.width)
        case let .image(natural):
            return natural
        case let .spacer(length):
            return Size(width: length ?? 0, height: length ?? 0)
        case .box:
            return Size(width: inner.width ?? 0, height: inner.height ?? 0)
        case .overlay:
            let sizes = node.children.filter(\.isPresent).map { size(of: $0, proposed: inner) }
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
    func stackPlan(_ children: [LayoutNode], axis: Axis, spacing: Double, distribution: Distribution,
                   main: Double?, cross: Double?) -> StackPlan {
        let present = children.indices.filter { children[$0].isPresent }
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
            else { equal = present.map { split(size(of: children[$0], proposed: propose(nil))).main }.max() ?? 0 }
            for i in present {
                items.append((i, equal, split(size(of: children[i], proposed: propose(equal))).cross))
            }
        } else {
            for i in present {
                if case .spacer(nil) = children[i].content {
                    items.append((i, 0, 0))
                } else if case let .spacer(length?) = children[i].content {
                    items.append((i, length, 0))
                } else {
                    let m = split(size(of: children[i], proposed: propose(nil)))
                    items.append((i, m.main, m.cross))
                }
            }
            let used = items.reduce(0) { $0 + $1.main } + gaps.reduce(0, +)
            if let main, main > used {
                let flexible = items.indices.filter { if case .spacer(nil) = children[items[$0].index].content { return true } else { return false } }
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

    /// Every present node of the tree with its frame, depth-first, `node` placed at `frame`.
    public func arrange(_ node: LayoutNode, in frame: Frame, parentPath: String = "") -> [LaidOutNode] {
        guard node.isPresent else { return [] }
        let path = parentPath.isEmpty ? node.name : parentPath + "/" + node.name
        var out = [LaidOutNode(path: path, role: node.role, frame: frame, content: node.content)]
        let inner = Frame(x: frame.x + node.padding.leading, y: frame.y + node.padding.top,
                          width: max(0, frame.width - node.padding.horizontal), height: max(0, frame.height - node.padding.vertical))
        switch node.content {
        case let .vstack(spacing, alignment, distribution):
            let plan = stackPlan(node.children, axis: .vertical, spacing: spacing, distribution: distribution,
                                 main: inner.height, cross: inner.width)
            var y = inner.y
            for (k, item) in plan.items.enumerated() {
                let (x, w) = place(item.cross, in: inner.x, inner.width, node.children[item.index].alignSelf?.placement ?? alignment.placement)
                out += arrange(node.children[item.index], in: Frame(x: x, y: y, width: w, height: item.main), parentPath: path)
                y += item.main + (k < plan.gaps.count ? plan.gaps[k] : 0)
            }
        case let .hstack(spacing, alignment, distribution):
            let plan = stackPlan(node.children, axis: .horizontal, spacing: spacing, distribution: distribution,
                                 main: inner.width, cross: inner.height)
            var x = inner.x
            for (k, item) in plan.items.enumerated() {
                let (y, h) = place(item.cross, in: inner.y, inner.height, node.children[item.index].alignSelf?.placement ?? alignment.placement)
                out += arrange(node.children[item.index], in: Frame(x: x, y: y, width: item.main, height: h), parentPath: path)
                x += item.main + (k < plan.gaps.count ? plan.gaps[k] : 0)
            }
        case let .overlay(horizontal, vertical):
            for child in node.children where child.isPresent {
                let s = size(of: child, proposed: ProposedSize(width: inner.width, height: inner.height))
                let (x, w) = place(s.width, in: inner.x, inner.width, horizontal.placement)
                let (y, h) = place(s.height, in: inner.y, inner.height, vertical.placement)
                out += arrange(child, in: Frame(x: x, y: y, width: w, height: h), parentPath: path)
            }
        case .text, .image, .spacer, .box:
            break
        }
        return out
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
