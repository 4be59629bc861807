import PopsnapGeometry
import Popsnap
import PopsnapFiles
import PopsnapJSON
import PopsnapLayout

/// A lint run's report (`Linter.lint(files:)`): a line a finding (or JSON), a summary, and a JUnit case a
/// variant. What `popsnap lint` prints and writes, for any caller to print or write.
///
/// ```swift
/// let report = LintReport(results: try linter.lint(files: ["Snapshots/alert.json"]))
/// print(report.lines, terminator: "")     // Snapshots/alert.json container/title: contrast: 1.07:1 …
/// ```
public struct LintReport: Sendable {
    /// The linter's results, one a spec in the order linted, each with its variants' findings.
    public let results: [LintResult]

    /// The report of `results`, as `Linter.lint(files:)` returns them; nothing is printed or written until
    /// a caller reads `lines`, `json` or the JUnit document.
    public init(results: [LintResult]) {
        self.results = results
    }

    /// A finding with the spec and the variant (its name, "" for none) it was found in.
    public struct Row: Sendable {
        /// The spec's path, as given to the linter.
        public var spec: String
        /// The variant's name (`de.dark`), "" for a spec without a matrix.
        public var variant: String
        /// What was found: the rule, the node's path in the popup, and the message.
        public var finding: LintFinding
    }

    /// Every finding to report, in spec, variant and node order.
    public var findings: [Row] {
        results.flatMap { r in r.variants.flatMap { v in v.outcome.findings.map { Row(spec: r.spec, variant: v.variant.name, finding: $0) } } }
    }

    /// The specs that could not be linted, each with why, in spec order.
    public var errors: [(spec: String, error: PopsnapError)] {
        results.compactMap { r in r.error.map { (r.spec, $0) } }
    }

    private var variantCount: Int { results.reduce(0) { $0 + $1.variants.count } }
    private var accepted: Int { results.reduce(0) { $0 + $1.variants.reduce(0) { $0 + $1.outcome.accepted.count } } }

    /// `Snapshots/alert.json [de.dark] container/title: contrast: 1.07:1 between …`, then a summary.
    public var lines: String {
        var out = findings.map { row in
            let where_ = row.spec + (row.variant.isEmpty ? "" : " [\(row.variant)]") + (row.finding.node.isEmpty ? "" : " \(row.finding.node)")
            return TerminalText.escaped("\(where_): \(row.finding.rule.rawValue): \(row.finding.message)") + "\n"
        }.joined()
        let broken = results.reduce(0) { $0 + $1.variants.filter { !$0.outcome.findings.isEmpty }.count }
        out += "\(count(findings.count, "finding")) in \(broken) of \(count(variantCount, "variant")) of \(count(results.count, "spec"))"
        out += accepted > 0 ? "; \(accepted) accepted by lint.ignore" : ""
        out += errors.isEmpty ? "\n" : "; \(count(errors.count, "spec")) could not be linted\n"
        return out
    }

    /// The findings as a JSON object, with the counts of specs, variants and accepted findings.
    public var json: String {
        let rows = findings.map { row in
            let p = row.finding.pixels
            return "    {\"spec\": \(q(row.spec)), \"variant\": \(row.variant.isEmpty ? "null" : q(row.variant)), \"node\": \(q(row.finding.node)), "
                + "\"rule\": \(q(row.finding.rule.rawValue)), \"message\": \(q(row.finding.message)), "
                + "\"pixels\": {\"x\": \(p.x), \"y\": \(p.y), \"width\": \(p.width), \"height\": \(p.height)}}"
        }
        let failed = errors.map { "    {\"spec\": \(q($0.spec)), \"message\": \(JSONQuoting.quoted($0.error.description))}" }
        return "{\n  \"specs\": \(results.count),\n  \"variants\": \(variantCount),\n  \"accepted\": \(accepted),\n  \"findings\": ["
            + (rows.isEmpty ? "]" : "\n" + rows.joined(separator: ",\n") + "\n  ]")
            + ",\n  \"errors\": [" + (failed.isEmpty ? "]" : "\n" + failed.joined(separator: ",\n") + "\n  ]") + "\n}\n"
    }

    /// A JUnit XML document: a test case a variant, failing with its findings.
    public var junit: String {
        JUnitXML.document(suite: "popsnap lint", cases: results.flatMap { r in
            r.variants.map { v in
                let failure = v.outcome.findings.map { "\($0.node): \($0.rule.rawValue): \($0.message)" }.joined(separator: "\n")
                return JUnitXML.TestCase(name: r.spec + (v.variant.name.isEmpty ? "" : " [\(v.variant.name)]"), failure: failure.isEmpty ? nil : failure)
            } + (r.error.map { [JUnitXML.TestCase(name: r.spec, error: $0.description)] } ?? [])
        })
    }

    private func q(_ s: String) -> String { JSONQuoting.quoted(FileNameBytes.shown(s)) }
    private func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
