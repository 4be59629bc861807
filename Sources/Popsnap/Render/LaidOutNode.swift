import PopsnapLayout
import PopsnapText
import PopsnapGeometry

/// One element as layout placed it: the painter's input, and what lint, VoiceOver's order, `popsnap
/// layout`, animation and the test API read. Anything that can say where each element is and how it
/// looks can produce these trees; the kinds' element trees go through `SceneLayout` today.
///
/// A producer gives each node the element, its look and font resolved for the scene's appearance and
/// text size, its frame in points with every edge on the scene's pixel grid, the same rectangle in
/// device pixels, and, for a text or a button, its paragraph laid out in the frame less the element's
/// padding. Absent elements stay in the tree with a zero frame, as a view removed from a stack view
/// stays a subview, and nothing draws them.
///
/// ```swift
/// let layout = try PopupRenderer().layout(scene)
/// let title = layout.nodes.first { $0.path == "container/title" }!.node
/// title.frame          // in points, on the pixel grid
/// title.paragraph?.lines.count
/// title.foregroundColor  // the look resolved for the scene, read as the node's own
/// ```
@dynamicMemberLookup
public struct LaidOutNode: Sendable {
    /// The element as authored; its `children` are empty, since the node's own `children` are those
    /// elements, laid out.
    public var element: Element
    /// The element's look resolved for the scene's appearance: what the painter draws.
    public var look: ResolvedLook
    /// A text's or a button's font resolved for the scene's content size; nil for every other kind.
    public var textStyle: TextStyle?
    /// The frame in points, in screen coordinates, every edge on the pixel grid.
    public var frame: Rect
    /// The frame in device pixels.
    public var pixels: PixelRect
    /// A text or button's paragraph laid out in its frame (less padding), as a UILabel draws it; nil
    /// for every other kind.
    public var paragraph: TextLayout?
    /// The element's children, laid out, in stack order.
    public var children: [LaidOutNode]
    /// The node and its subtree painted scaled by this about the frame's centre, as a view's scale
    /// transform draws it; the frame stays the laid-out one, as a transformed view's bounds and centre do.
    public var zoom = 1.0

    /// `element` resolved for `appearance` and `contentSize`, placed at `frame` (points, every edge on the
    /// pixel grid) and `pixels` (the same in device pixels), with its paragraph for a text or button, over
    /// `children` already laid out; the element's own `children` are left out, since the node's are those.
    public init(_ element: Element, appearance: Appearance, contentSize: ContentSizeCategory, frame: Rect, pixels: PixelRect,
                paragraph: TextLayout? = nil, children: [LaidOutNode] = []) {
        var own = element
        own.children = []
        self.element = own
        look = ResolvedLook(element.look, appearance: appearance)
        textStyle = element.font?.resolved(for: contentSize)
        self.frame = frame
        self.pixels = pixels
        self.paragraph = paragraph
        self.children = children
    }

    /// A node for `element` and, under it, one for each of its children, resolved for `appearance` and
    /// `contentSize`, none placed yet.
    init(unplaced element: Element, appearance: Appearance, contentSize: ContentSizeCategory) {
        self.init(element, appearance: appearance, contentSize: contentSize, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                  pixels: PixelRect(x: 0, y: 0, width: 0, height: 0),
                  children: element.children.map { LaidOutNode(unplaced: $0, appearance: appearance, contentSize: contentSize) })
    }

    /// The resolved look's fields, read and written as the node's own (`node.background`, `node.opacity`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<ResolvedLook, Value>) -> Value {
        get { look[keyPath: field] }
        set { look[keyPath: field] = newValue }
    }

    /// The element's layout fields, read and written as the node's own (`node.padding`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<Element.LayoutStyle, Value>) -> Value {
        get { element.layout[keyPath: field] }
        set { element.layout[keyPath: field] = newValue }
    }

    /// The element's accessibility fields, read and written as the node's own (`node.accessibilityLabel`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<Element.Accessibility, Value>) -> Value {
        get { element.accessibility[keyPath: field] }
        set { element.accessibility[keyPath: field] = newValue }
    }

    /// What the element shows (an animation frame changes an indicator's phase or a progress here).
    public var content: Element.Content {
        get { element.content }
        set { element.content = newValue }
    }

    /// The element's kind.
    public var kind: Element.Kind { element.kind }
    /// The element's name, its path's segment.
    public var name: String { element.name }
    /// What the element is for.
    public var role: String { element.role }
    /// The spec field the element shows; nil where none makes it.
    public var specPath: String? { element.specPath }
    /// The string a text or a button shows; nil for every other kind.
    public var text: String? { element.text }

    /// Whether the element takes part in the popup (absent ones collapse, and nothing draws them).
    public var isPresent: Bool { element.isPresent }

    /// This node's path below the node at `parentPath` ("" for the root).
    func path(under parentPath: String) -> String {
        parentPath.isEmpty ? element.name : parentPath + "/" + element.name
    }

    /// The node and every present node under it, parents first, each with its path ("container/buttons/ok").
    public func preorder(parentPath: String = "") -> [(path: String, node: LaidOutNode)] {
        guard isPresent else { return [] }
        let path = path(under: parentPath)
        return [(path, self)] + children.flatMap { $0.preorder(parentPath: path) }
    }

    /// The same tree with `change` applied to every node (absent ones too), given its path as `preorder`
    /// names it: an indicator's phase, a progress value, one node recoloured or moved.
    func mapped(parentPath: String = "", _ change: (_ path: String, inout LaidOutNode) -> Void) -> LaidOutNode {
        var node = self
        let path = path(under: parentPath)
        change(path, &node)
        node.children = children.map { $0.mapped(parentPath: path, change) }
        return node
    }

    /// Where the paragraph's box sits in the frame, in points from its top-left corner: inside the padding,
    /// centred vertically as UILabel centres its text (alignment across is the paragraph's).
    /// Placed by its baselines, the first baseline is `baselines.top` below the padding, wherever the frame's
    /// height was rounded to the pixel grid, as a `firstBaselineAnchor` constraint holds it.
    public var textOffset: Point {
        let padding = element.padding
        if let b = element.baselines, let p = paragraph { return Point(x: padding.leading, y: padding.top + b.top - p.firstBaseline) }
        let innerHeight = frame.height - padding.vertical
        return Point(x: padding.leading, y: padding.top + (innerHeight - (paragraph?.size.height ?? 0)) / 2)
    }

    /// Whether the laid-out paragraph is larger than the frame less padding (text drawn outside it).
    public var textOverflows: Bool {
        guard let p = paragraph else { return false }
        let padding = element.padding
        // A thousandth of a point: measuring rounds, and a line exactly as wide as its label fits.
        return p.size.width > frame.width - padding.horizontal + 1e-3 || p.size.height > frame.height - padding.vertical + 1e-3
    }

    /// Whether this node or one under it is painted scaled.
    var containsZoom: Bool {
        zoom != 1 || children.contains { $0.containsZoom }
    }

    /// Whether this node or one under it has a material or glass background, which needs the screen behind.
    var containsMaterial: Bool {
        guard isPresent else { return false }
        if look.background?.readsBackdrop == true { return true }
        return children.contains { $0.containsMaterial }
    }
}

extension LaidOutNode: LayoutTree {
    /// The element's layout box: the engine reads it and writes `frame`.
    public var box: LayoutBox { element.box }
}
