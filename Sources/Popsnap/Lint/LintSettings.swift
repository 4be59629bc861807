/// A spec's `lint`: the shrink factor below which text is reported, and the findings it accepts, each
/// with the reason, for the whole popup or for one node.
///
/// ```json
/// "lint": {"minShrinkFactor": 0.4,
///          "ignore": [{"rule": "contrast", "node": "container/title", "reason": "seed 000's white on yellow"}]}
/// ```
public struct LintSettings: Sendable, Equatable {
    public struct Suppression: Sendable, Equatable {
        public var rule: LintRule
        /// nil for every node.
        public var node: String?
        public var reason: String

        public init(rule: LintRule, node: String? = nil, reason: String) {
            self.rule = rule
            self.node = node
            self.reason = reason
        }
    }

    public static let defaultMinShrinkFactor = 0.5

    /// nil: the command's (`--min-shrink`, default 0.5).
    public var minShrinkFactor: Double?
    public var ignore: [Suppression] = []

    public init() {}

    /// The suppression that accepts `finding`, if any.
    public func suppression(of finding: LintFinding) -> Suppression? {
        ignore.first { $0.rule == finding.rule && ($0.node == nil || $0.node == finding.node) }
    }
}

extension PopupSpec {
    static func lintSettings(_ r: SpecReader) throws(SpecError) -> LintSettings {
        let o = try r.object(keys: ["minShrinkFactor", "ignore"])
        var s = LintSettings()
        s.minShrinkFactor = try o.optional("minShrinkFactor")?.number(in: 0...1)
        let rules = NameTable(LintRule.self).byName
        s.ignore = try o.optional("ignore")?.array().map { i throws(SpecError) in
            let io = try i.object(keys: ["rule", "node", "reason"])
            return LintSettings.Suppression(rule: try io.required("rule").oneOf(rules), node: try io.optional("node")?.nonEmptyString(),
                                            reason: try io.required("reason").nonEmptyString())
        } ?? []
        return s
    }
}
