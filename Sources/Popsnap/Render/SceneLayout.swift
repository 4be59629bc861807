import PopsnapLayout
import PopsnapText
import PopsnapGeometry

/// A scene laid out: its popup's element tree as a tree of `LaidOutNode`s, each with its frame (points,
/// on the pixel grid), its pixel rectangle and, for text, its paragraph. The painter, `popsnap layout`,
/// lint, animation and the test API all read this one tree.
public struct SceneLayout: Sendable {
    /// The popup, laid out and centred on its screen.
    public let root: LaidOutNode
    /// Device pixels a point, as the scene gave it.
    public let scale: Scale

    /// Lays `scene`'s popup out, centred on its screen.
    init(_ scene: PopupScene, typesetter: Typesetter) throws(TextError) {
        let texts = TextMeasurer(typesetter: typesetter)
        let k = scene.scale.pixelsPerPoint
        // A label's size is its text's rounded up to whole pixels, as UILabel's intrinsicContentSize is,
        // so a frame snapped to the grid is never narrower than its text (which would wrap it again).
        let layout = Layout<LaidOutNode>(grid: PixelGrid(scale: scene.scale)) { node, width in
            // Only texts and buttons are measured, and they have a text style.
            let s = texts.size(of: node.text ?? "", style: node.textStyle ?? Element.Label(nil).font.style, width: width, baselines: node.baselines)
            return Size(width: (s.width * k - 1e-9).rounded(.up) / k, height: (s.height * k - 1e-9).rounded(.up) / k)
        }
        func arranged(_ popup: Element) -> LaidOutNode {
            var root = LaidOutNode(unplaced: popup, appearance: scene.appearance, contentSize: scene.contentSize)
            // A popup's margin keeps it that far inside the screen's edges (MBProgressHUD's bezel, 20 pt).
            let size = layout.size(of: root, proposed: ProposedSize(width: max(0, scene.canvas.width - root.margin.horizontal), height: nil))
            let origin = Self.origin(of: size, canvas: scene.canvas, safeArea: scene.safeAreaAboveKeyboard, placement: scene.placement, direction: scene.layoutDirection)
            layout.arrange(&root, in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
            return root
        }
        var root = arranged(scene.popup)
        if let other = scene.popupWhenLabelsDoNotFit, !Self.oneLineLabelsFit(root, texts: texts) { root = arranged(other) }
        if let error = texts.error { throw error }
        if scene.layoutDirection == .rightToLeft {
            let p = layout.grid.pixels(root.frame)
            Self.mirror(&root, grid: layout.grid, across: p.x + p.x + p.width)
        }
        try Self.annotate(&root, grid: layout.grid, texts: texts)
        self.root = root
        scale = scene.scale
    }

    /// Whether every present one-line label is as wide as its text unwrapped, at most (a thousandth of a
    /// point over is measuring's rounding): what UIKit asks before it puts two alert actions side by side.
    private static func oneLineLabelsFit(_ node: LaidOutNode, texts: TextMeasurer) -> Bool {
        guard node.isPresent else { return true }
        if let style = node.textStyle, style.maxLines == 1,
           texts.size(of: node.text ?? "", style: style, width: nil).width > node.frame.width - node.padding.horizontal + 1e-3 {
            return false
        }
        return node.children.allSatisfy { oneLineLabelsFit($0, texts: texts) }
    }

    /// Each present node's pixel rectangle, and each text's paragraph in its snapped frame less padding:
    /// the width the label really has, so what is drawn is what is reported.
    private static func annotate(_ node: inout LaidOutNode, grid: PixelGrid, texts: TextMeasurer) throws(TextError) {
        guard node.isPresent else { return }
        node.pixels = grid.pixels(node.frame)
        if let style = node.textStyle {
            let width = max(0, node.frame.width - node.padding.horizontal)
            let height = max(0, node.frame.height - node.padding.vertical)
            node.paragraph = try texts.layout(node.text ?? "", style: style, width: width, height: style.maxLines == 0 ? height : nil)
        }
        for i in node.children.indices { try annotate(&node.children[i], grid: grid, texts: texts) }
    }

    /// Every frame reflected across the popup's vertical centre line, in whole pixels (`across` is the
    /// popup's left plus right edge), so each reflected edge is exactly on the grid. Text keeps its own
    /// direction (its bidi runs), as in UIKit.
    private static func mirror(_ node: inout LaidOutNode, grid: PixelGrid, across: Int) {
        let p = grid.pixels(node.frame)
        node.frame.x = Double(across - p.x - p.width) / grid.scale.pixelsPerPoint
        (node.element.padding.leading, node.element.padding.trailing) = (node.element.padding.trailing, node.element.padding.leading)
        for i in node.children.indices { mirror(&node.children[i], grid: grid, across: across) }
    }

    /// A tree this type made, or changed by whole pixels: on the grid by construction.
    private init(checked root: LaidOutNode, scale: Scale) {
        self.root = root
        self.scale = scale
    }

    /// A tree another producer laid out (views placed by Auto Layout), held to what the painter relies
    /// on: each present node's frame has every edge on `scale`'s pixel grid and its `pixels` are that
    /// frame's, so what is drawn is where it is reported. Throws naming the first node that breaks it.
    ///
    /// ```swift
    /// let grid = PixelGrid(scale: 3)
    /// let frame = grid.snapped(Rect(x: 40, y: 300, width: 313, height: 180))
    /// var card = Element(.box, name: "container", role: "container")
    /// card.background = .color(.white)
    /// let layout = try SceneLayout(root: LaidOutNode(card, frame: frame, pixels: grid.pixels(frame)), scale: 3)
    /// ```
    public init(root: LaidOutNode, scale: Scale) throws(PopsnapError) {
        let grid = PixelGrid(scale: scale)
        for (path, node) in root.preorder() {
            let f = node.frame
            func describe(_ r: Rect) -> String { "(" + [r.x, r.y].map(LayoutReport.number).joined(separator: ", ") + ", \(LayoutReport.number(r.width)) x \(LayoutReport.number(r.height)) pt)" }
            guard grid.snapped(f) == f else {
                throw .element(ElementError(path: path, message: "its frame \(describe(f)) is not on the \(scale) pixel grid (snapped: \(describe(grid.snapped(f))))"))
            }
            guard node.pixels == grid.pixels(f) else {
                let p = node.pixels
                throw .element(ElementError(path: path, message: "its pixels (\(p.x), \(p.y), \(p.width) x \(p.height) px) are not its frame's at \(scale)"))
            }
        }
        self.init(checked: root, scale: scale)
    }

    /// Every present node, parents first, with its path ("container/title").
    public var nodes: [(path: String, node: LaidOutNode)] { root.preorder() }

    /// The same frames and texts with each element changed by `change` (an indicator's phase, a
    /// progress value): what animation frames need, without laying out again.
    func mapNodes(_ change: (inout LaidOutNode) -> Void) -> SceneLayout {
        SceneLayout(checked: root.mapped { _, node in change(&node) }, scale: scale)
    }

    /// The same frames and texts with `change` given each element's path ("container/title"): one
    /// node's look changed, the rest kept (the node-pixel tests recolour one node at a time).
    func mapNodes(_ change: (_ path: String, inout LaidOutNode) -> Void) -> SceneLayout {
        SceneLayout(checked: root.mapped(change), scale: scale)
    }

    /// Characters that no font has, in the order they appear, each once: drawn as .notdef boxes.
    public var missingCharacters: [Character] {
        var seen: [Character] = []
        for (_, node) in nodes {
            for c in node.paragraph?.missingCharacters ?? [] where !seen.contains(c) { seen.append(c) }
        }
        return seen
    }

    /// Where the popup goes: centred on the screen, as UIKit centres a view in its window, in the safe
    /// area, as UIAlertController centres its alert, or against one side (`placement`). Centred on the
    /// screen, it moves inside the safe area when it fits there and centring would put it under the status
    /// bar, the Dynamic Island or the home indicator. A centred popup larger than the safe area is centred on
    /// the screen either way (lint's `offscreen` reports it).
    static func origin(of size: Size, canvas: Size, safeArea s: EdgeInsets,
                       placement: PopupPlacement = .centredOnScreen, direction: LayoutDirection = .leftToRight) -> Point {
        func centre(_ length: Double, in total: Double, before: Double, after: Double, inSafeArea: Bool) -> Double {
            let centred = (total - length) / 2
            guard length <= total - before - after else { return centred }
            return inSafeArea ? before + (total - before - after - length) / 2 : min(max(centred, before), total - after - length)
        }
        func centred(inSafeArea: Bool) -> Point {
            Point(x: centre(size.width, in: canvas.width, before: s.leading, after: s.trailing, inSafeArea: inSafeArea),
                  y: centre(size.height, in: canvas.height, before: s.top, after: s.bottom, inSafeArea: inSafeArea))
        }
        switch placement {
        case .centredOnScreen: return centred(inSafeArea: false)
        case .centredInSafeArea: return centred(inSafeArea: true)
        case let .pinned(edge, margin, fromSafeArea):
            let inset = fromSafeArea ? s : EdgeInsets()
            var p = centred(inSafeArea: true)
            let leftEdge = (edge == .leading) == (direction == .leftToRight)
            switch edge {
            case .top: p.y = inset.top + margin
            case .bottom: p.y = canvas.height - inset.bottom - margin - size.height
            case .leading, .trailing: p.x = leftEdge ? inset.leading + margin : canvas.width - inset.trailing - margin - size.width
            }
            return p
        case let .beside(source, margin):
            // The popover's own frame is absolute: a right-to-left layout mirrors inside it, not across the screen.
            let x = PopupPlacement.popoverX(width: size.width, beside: source, margin: margin, canvas: canvas, safeArea: s)
            let y = PopupPlacement.opensDownward(from: source, canvas: canvas) ? source.y + source.height : source.y - size.height
            // An anchor beyond the safe area leaves the popover at its edge, on screen.
            return Point(x: x, y: max(s.top, min(y, canvas.height - s.bottom - size.height)))
        }
    }
}
