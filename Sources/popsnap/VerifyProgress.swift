import Popsnap
import PopsnapFiles
import PopsnapSnapshot
import PopsnapText

/// What `verify` shows while it runs, on standard error. Results come in the checks' order
/// (`Verifier.verifyAll` releases them so, whatever finishes first), so the counter only goes up and a
/// CI log reads like the list of specs, the same at any `--jobs`.
///
/// On a terminal, results that need attention stay, under a progress bar redrawn in place; elsewhere
/// (CI logs, pipes), one plain line a check.
final class VerifyProgress: @unchecked Sendable {
    /// The spec file of each check, in order (a spec with variants has a check a variant).
    private let specs: [String]
    private let interactive: Bool
    private let accept: @Sendable (VerifyResult, String) -> String?
    private let write: @Sendable (String) -> Void
    private let lock = Lock()
    private var shown = 0

    /// `accept` words the command for a result of a spec file; `write` is standard error, or a test's buffer.
    init(specs: [String], interactive: Bool, accept: @escaping @Sendable (VerifyResult, String) -> String?,
         write: @escaping @Sendable (String) -> Void = Output.progress) {
        self.specs = specs
        self.interactive = interactive
        self.accept = accept
        self.write = write
    }

    /// The next result, in the checks' order.
    @Sendable func finished(_ result: VerifyResult) {
        lock.withLock {
            let spec = specs[min(shown, specs.count - 1)]
            shown += 1
            if interactive {
                write("\r\u{1B}[K" + (result.status == .pass ? "" : line(result, spec)) + Self.bar(shown, specs.count))
            } else {
                write(line(result, spec))
            }
        }
    }

    /// After the last check: ends the bar's line.
    func end() {
        if interactive { write("\n") }
    }

    /// `fail     Snapshots/alert.json`, then the message and the command that accepts, indented.
    func line(_ r: VerifyResult, _ spec: String) -> String {
        let status = r.status.rawValue
        var text = status + String(repeating: " ", count: max(0, 8 - status.count)) + " " + TerminalText.escaped(r.spec) + "\n"
        if let message = r.message { text += "         " + TerminalText.escaped(message) + "\n" }
        if let command = accept(r, spec) { text += "         \(r.acceptAction): \(TerminalText.escaped(command))\n" }
        return text
    }

    /// `[██████░░░░░░] 6/12`.
    static func bar(_ done: Int, _ total: Int) -> String {
        let width = 24, filled = total > 0 ? done * width / total : width
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] \(done)/\(total)"
    }
}
