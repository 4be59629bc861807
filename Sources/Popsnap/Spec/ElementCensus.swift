import PopsnapJSON

/// The size of an element tree, counted before any of it is decoded or checked, so a tree over
/// `SpecLimits.nodes` or `treeDepth` is refused with its real figures before the work of decoding,
/// laying it out and painting it. It counts a spec's JSON (`children` arrays) and a Swift tree alike.
///
/// ```swift
/// let census = ElementCensus(root.node)   // {"type": "vstack", "children": [{"type": "box"}]}
/// census.nodes  // 2
/// census.depth  // 2
/// ```
struct ElementCensus {
    /// Every element, the root included.
    private(set) var nodes = 0
    /// The most elements from the root to a leaf, both included.
    private(set) var depth = 0

    /// Walks with an explicit stack: the depth limit can be raised past what recursion would survive.
    init<Node>(_ root: Node, children: (Node) -> [Node]) {
        var pending = [(node: root, level: 1)]
        while let (node, level) = pending.popLast() {
            nodes += 1
            depth = max(depth, level)
            pending.append(contentsOf: children(node).map { (node: $0, level: level + 1) })
        }
    }

    /// A spec's tree: each object's `children` array.
    init(_ root: JSONNode) {
        self.init(root) { node in
            guard case let .object(members) = node.value, let children = members.first(where: { $0.key == "children" }),
                  case let .array(list) = children.value.value else { return [] }
            return list
        }
    }

    /// Why the tree is deeper or larger than `limits` allow; nil when it is not.
    func problem(limits: SpecLimits) -> LimitExceeded? {
        if depth > limits.treeDepth { return SpecLimit.treeDepth.exceeded("the element tree is \(depth) elements deep", limit: limits.treeDepth) }
        if nodes > limits.nodes { return SpecLimit.nodes.exceeded("the element tree has \(nodes) elements", limit: limits.nodes) }
        return nil
    }

    /// Throws at `root` when the tree is deeper or larger than `limits` allow.
    func check(_ root: SpecReader, limits: SpecLimits) throws(SpecError) {
        if let exceeded = problem(limits: limits) { throw root.error(exceeded) }
    }
}
