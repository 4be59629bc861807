import PopsnapJSON

/// The size of a custom element tree, counted on the JSON before any element is decoded, so a tree over
/// `SpecLimits.nodes` or `treeDepth` is refused with its real figures before the work of decoding,
/// laying it out and painting it.
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

    /// Walks with an explicit stack: the JSON depth limit can be raised past what recursion would survive.
    init(_ root: JSONNode) {
        var pending = [(node: root, level: 1)]
        while let (node, level) = pending.popLast() {
            nodes += 1
            depth = max(depth, level)
            guard case let .object(members) = node.value, let children = members.first(where: { $0.key == "children" }),
                  case let .array(list) = children.value.value else { continue }
            pending.append(contentsOf: list.map { (node: $0, level: level + 1) })
        }
    }

    /// Throws at `root` when the tree is deeper or larger than `limits` allow.
    func check(_ root: SpecReader, limits: SpecLimits) throws(SpecError) {
        if depth > limits.treeDepth {
            throw root.error(SpecLimit.treeDepth.exceeded("the element tree is \(depth) elements deep", limit: limits.treeDepth))
        }
        if nodes > limits.nodes {
            throw root.error(SpecLimit.nodes.exceeded("the element tree has \(nodes) elements", limit: limits.nodes))
        }
    }
}
