import PopsnapSnapshot
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the user reads progress: a progress bar only makes sense on a terminal that someone
/// watches; a log file or a CI console gets plain lines instead.
struct Terminal: Sendable {
    var isInteractive: Bool

    /// Standard error, because progress goes there and must never mix into data on standard
    /// output; CI consoles are often pseudo-terminals, hence the `CI` variable's veto.
    init(standardErrorIsTerminal: Bool, ci: String?) {
        isInteractive = standardErrorIsTerminal && !ContinuousIntegration.isActive(ci.map { ["CI": $0] } ?? [:])
    }

    /// The terminal of this process.
    static var current: Terminal {
        Terminal(standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, ci: getenv("CI").map { String(cString: $0) })
    }
}
