import Foundation
import PopsnapSnapshot

/// What `verify` shows while it runs, on standard error. Workers finish specs in any order; what is shown
/// follows the specs' order (a finished spec waits for those before it), so the counter only goes up and
/// a CI log reads like the list of specs, the same at any `--jobs`.
///
/// On a terminal, results that need attention stay, under a progress bar redrawn in place; elsewhere
/// (CI logs, pipes), one plain line a spec.
final class VerifyProgress: @unchecked Sendable {
    private let position: [String: Int]
    private let total: Int
    private let interactive: Bool
    private let accept: @Sendable (VerifyResult) -> String?
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    /// Finished but not yet shown, by position.
    private var waiting: [Int: VerifyResult] = [:]
    private var shown = 0

    /// `write` is standard error, or a test's buffer.
    init(specs: [String], interactive: Bool, accept: @escaping @Sendable (VerifyResult) -> String?,
         write: @escaping @Sendable (String) -> Void = Output.progress) {
        position = Dictionary(specs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        total = specs.count
        self.interactive = interactive
        self.accept = accept
        self.write = write
    }

    /// Called by the workers, from any thread, once a spec.
    @Sendable func finished(_ result: VerifyResult) {
        lock.withLock {
            waiting[position[result.spec] ?? shown] = result
            var text = ""
            while let next = waiting.removeValue(forKey: shown) {
                shown += 1
                text += interactive ? (next.status == .pass ? "" : "\r\u{1B}[K" + line(next)) : line(next)
            }
            if interactive { text = "\r\u{1B}[K" + text + Self.bar(shown, total) }
            if !text.isEmpty { write(text) }
        }
    }

    /// After the last spec: ends the bar's line.
    func end() {
        if interactive { write("\n") }
    }

    /// `fail     Snapshots/alert.json`, then the message and the command that accepts, indented.
    func line(_ r: VerifyResult) -> String {
        var text = r.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + " " + r.spec + "\n"
        if let message = r.message { text += "         " + LimitWording.forCommandLine(message) + "\n" }
        if let command = accept(r) { text += "         \(r.acceptAction): \(command)\n" }
        return text
    }

    /// `[██████░░░░░░] 6/12`.
    static func bar(_ done: Int, _ total: Int) -> String {
        let width = 24, filled = total > 0 ? done * width / total : width
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] \(done)/\(total)"
    }
}
