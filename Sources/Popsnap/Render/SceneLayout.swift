import PopsnapLayout
import PopsnapText

/// A scene laid out: every present element with its path and frame in points, and its text measured.
public struct SceneLayout {
    public struct Node {
        public let path: String
        public let element: Element
        public let frame: Frame
        /// The element's text id with the measurer, when it has text.
        let textID: Int?
    }

    public let nodes: [Node]
    let texts: TextMeasurer

    /// Lays `scene`'s popup out, centred on its screen.
    init(_ scene: PopupScene, typesetter: Typesetter) throws(TextError) {
        let texts = TextMeasurer(typesetter: typesetter)
        var ids: [String: Int] = [:]
        var elements: [String: Element] = [:]
        func node(_ e: Element, parentPath: String) -> LayoutNode {
            let path = parentPath.isEmpty ? e.name : parentPath + "/" + e.name
            elements[path] = e
            var content: LayoutNode.Content
            switch e.kind {
            case .vstack: content = .vstack(spacing: e.spacing, alignment: e.horizontalAlignment, distribution: e.distribution)
            case .hstack: content = .hstack(spacing: e.spacing, alignment: e.verticalAlignment, distribution: e.distribution)
            case .overlay: content = .overlay(alignment: e.horizontalAlignment, vertical: e.verticalAlignment)
            case .text, .button:
                let id = texts.register(e.text ?? "", style: e.textStyle)
                ids[path] = id
                content = .text(id: id)
            case .image: content = e.image.map { .image(Size(width: Double($0.width), height: Double($0.height))) } ?? .box
            case .spacer: content = .spacer(e.length)
            case .icon, .box, .indicator, .progress: content = .box
            }
            return LayoutNode(name: e.name, role: e.role, content: content, sizing: e.sizing, padding: e.padding,
                              isPresent: e.isPresent, children: e.children.map { node($0, parentPath: path) }).aligned(e.alignSelf)
        }
        let popup = node(scene.popup, parentPath: "")
        let layout = Layout(measuring: texts)
        let size = layout.size(of: popup, proposed: ProposedSize(width: scene.canvas.width, height: nil))
        let origin = Frame(x: (scene.canvas.width - size.width) / 2, y: (scene.canvas.height - size.height) / 2,
                           width: size.width, height: size.height)
        let placed = layout.arrange(popup, in: origin)
        if let error = texts.error { throw error }
        nodes = placed.map { Node(path: $0.path, element: elements[$0.path]!, frame: $0.frame, textID: ids[$0.path]) }
        self.texts = texts
    }

    /// The same frames and texts with each element changed by `change` (an indicator's phase, a
    /// progress value): what animation frames need, without laying out again.
    func mapElements(_ change: (inout Element) -> Void) -> SceneLayout {
        SceneLayout(nodes: nodes.map { n in
            var e = n.element
            change(&e)
            return Node(path: n.path, element: e, frame: n.frame, textID: n.textID)
        }, texts: texts)
    }

    private init(nodes: [Node], texts: TextMeasurer) {
        self.nodes = nodes
        self.texts = texts
    }

    /// Characters that no font has, in the order they appear, each once: drawn as .notdef boxes.
    public var missingCharacters: [Character] {
        var seen: [Character] = []
        for n in nodes {
            for c in textLayout(of: n)?.missingCharacters ?? [] where !seen.contains(c) { seen.append(c) }
        }
        return seen
    }

    /// The text of `node` laid out in its frame (less padding), as a UILabel draws it.
    func textLayout(of node: Node) -> TextLayout? {
        guard let id = node.textID else { return nil }
        let width = max(0, node.frame.width - node.element.padding.horizontal)
        let height = max(0, node.frame.height - node.element.padding.vertical)
        return texts.layout(id, width: width, height: node.element.textStyle.maxLines == 0 ? height : nil)
    }
}
