/// A spec's `lint`: the shrink factor below which text is reported, and the findings it accepts, each
/// with the reason, for the whole popup or for one node.
///
/// ```json
/// "lint": {"minShrinkFactor": 0.4,
///          "ignore": [{"rule": "contrast", "node": "container/title", "reason": "seed 000's white on yellow"}]}
/// ```
public struct LintSettings: Sendable, Equatable {
    /// A finding the spec accepts: a rule, at one node or everywhere, with the reason a reviewer reads.
    public struct Suppression: Sendable, Equatable {
        /// The rule whose findings are accepted.
        public var rule: LintRule
        /// nil for every node.
        public var node: String?
        /// Why the finding is accepted (reported beside it, so a reviewer sees it).
        public var reason: String

        /// Accepts `rule`'s findings at `node` (nil: at every node) for `reason`.
        /// ```swift
        /// var settings = LintSettings()
        /// settings.ignore = [LintSettings.Suppression(rule: .contrast, node: "container/title", reason: "seed 000's white on yellow")]
        /// ```
        public init(rule: LintRule, node: String? = nil, reason: String) {
            self.rule = rule
            self.node = node
            self.reason = reason
        }
    }

    /// Text shrunk below half its size is reported unless a spec or `Linter.minShrinkFactor` says otherwise.
    public static let defaultMinShrinkFactor = 0.5

    /// nil: the command's (`--min-shrink`, default 0.5).
    public var minShrinkFactor: Double?
    /// The findings the spec accepts; empty (the default) accepts none.
    public var ignore: [Suppression] = []

    /// No settings: the linter's shrink factor and no suppressions, as a spec without `lint`.
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
