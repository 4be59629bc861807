import PopsnapFiles

/// A command line that cannot be run as written: exit status 2, and a pointer to the help.
///
/// `command` is nil for mistakes before a command is chosen; the dispatcher fills it in for errors
/// a command body throws, so bodies can write `throw UsageError("…")`.
/// ```
/// popsnap render: unknown option --scal; did you mean --scale?
/// Run 'popsnap render --help' for usage.
/// ```
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `popsnap` or `popsnap render`: the program as the user typed it, to start each message.
    var invocation: String { command.map { "popsnap \($0)" } ?? "popsnap" }

    var description: String { "\(invocation): \(message)" }

    /// What standard error shows: the message, then where to read how to get it right.
    /// The message is escaped whole, so an argument holding a line break stays on its line.
    var report: String { "\(TerminalText.escaped(description))\nRun '\(invocation) --help' for usage.\n" }
}
