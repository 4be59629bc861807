import Foundation
import Popsnap
import PopsnapSnapshot

extension Diffing where Value == String {
    /// Text as UTF-8, compared line by line: a failure's message is a unified diff of the two, and its
    /// attachments the reference, the new text and the diff.
    ///
    /// ```swift
    /// let strategy = Snapshotting<[String], String>(pathExtension: "csv", diffing: .lines) { rows, _ in rows.joined(separator: "\n") }
    /// ```
    public static var lines: Diffing {
        Diffing(toData: { Data($0.utf8) }, fromData: { data in
            guard let text = String(validating: data, as: UTF8.self) else { throw SnapshotError.invalid("the reference is not UTF-8 text") }
            return text
        }) { reference, actual in
            guard reference != actual else { return nil }
            let diff = LineDiff.unified(reference: reference, actual: actual)
            let attachments = try? [("expected.txt", reference), ("actual.txt", actual), ("diff.patch", diff)].map {
                try SnapshotAttachment(name: $0, bytes: Array($1.utf8))
            }
            return ("the text differs (- reference, + new):\n\(diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)\n", attachments ?? [])
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Any text, against a `.txt` reference, diffed as lines.
    ///
    /// ```swift
    /// assertSnapshot(of: receipt.description, as: .lines, named: "receipt")   // Snapshots/<TestFile>/receipt.txt
    /// ```
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) { text, _ in text } }
}

extension Snapshotting where Value == PopupScene, Format == String {
    /// The scene's layout as `popsnap layout --json` prints it (every node's path, role and frame, in points
    /// and pixels), against `<name>.layout.json`, diffed as lines: where a change moved things, in numbers.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .layout, named: "alert")   // Snapshots/<TestFile>/alert.layout.json
    /// ```
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "layout.json", diffing: .lines) { scene, context in
            LayoutReport.json(try context.renderer.layout(scene), scene: scene)
        }
    }
}

extension Snapshotting where Value == PopupSpec, Format == String {
    /// The spec's scene laid out, as `Snapshotting<PopupScene, String>.layout`.
    public static var layout: Snapshotting { Snapshotting<PopupScene, String>.layout.pullback { $0.scene() } }

    /// What lint finds in the spec, a line a finding (`container/title: contrast: …`, "no findings" when
    /// there are none), against `<name>.lint.txt`, diffed as lines.
    ///
    /// ```swift
    /// assertSnapshot(of: spec, as: .lint, named: "alert")   // Snapshots/<TestFile>/alert.lint.txt
    /// ```
    public static var lint: Snapshotting {
        Snapshotting(pathExtension: "lint.txt", diffing: .lines) { spec, context in
            let outcome = try Linter(renderer: context.renderer).lint(spec)
            return LintText.lines(outcome.findings, accepted: outcome.accepted.count)
        }
    }
}

/// Lint's findings as a snapshot's text: stable, one line each, in lint's order.
enum LintText {
    static func lines(_ findings: [LintFinding], accepted: Int) -> String {
        let lines = findings.map { f in (f.node.isEmpty ? "" : "\(f.node): ") + "\(f.rule.rawValue): \(f.message)\n" }
        return (lines.isEmpty ? "no findings\n" : lines.joined()) + (accepted == 0 ? "" : "\(accepted) accepted by lint.ignore\n")
    }
}
