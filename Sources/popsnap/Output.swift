import PopsnapExport
import PopsnapFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: data to standard output, messages to standard error.
///
/// Commands receive it `inout`, so a test passes `Output.capturing()` and reads back both streams,
/// while `popsnap` itself passes `Output.standard`, which writes straight to the file descriptors
/// (unbuffered, so text and PNG bytes on standard output can never interleave out of order).
/// A failed write to standard output (a full disk, a closed pipe) is kept in `standardOutputFailure`,
/// and the dispatcher turns it into a failed command: data the user asked for never vanishes quietly.
/// ```swift
/// output.write("{\"canvas\": …}\n")
/// output.write(bytes: png)                  // `-o -`
/// output.warn("no font has U+1F600")        // popsnap render: warning: no font has U+1F600
/// ```
struct Output {
    enum Stream {
        case fileDescriptor(Int32)
        case buffer([UInt8])
    }

    private(set) var standardOutput: Stream
    private(set) var standardError: Stream
    /// `popsnap render` once a command runs: the start of every message it writes.
    var invocation = "popsnap"
    /// Whether progress may be drawn as a bar (see `Terminal`).
    var terminal: Terminal
    /// Why writing to standard output failed, such as "No space left on device"; nil while it works.
    /// After the first failure nothing more is written there, so a report cannot arrive with a hole.
    private(set) var standardOutputFailure: String?

    init(standardOutput: Stream, standardError: Stream, terminal: Terminal) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.terminal = terminal
    }

    static func standard() -> Output {
        // Without this a closed pipe (`popsnap layout | head -1`) kills the process with SIGPIPE before
        // it can say anything; ignored, the write fails with EPIPE and is reported like any other.
        signal(SIGPIPE, SIG_IGN)
        occupyIfClosed(STDOUT_FILENO)
        occupyIfClosed(STDERR_FILENO)
        return Output(standardOutput: .fileDescriptor(STDOUT_FILENO), standardError: .fileDescriptor(STDERR_FILENO),
               terminal: .current)
    }

    /// Both streams kept in memory, for tests; never interactive.
    static func capturing() -> Output {
        Output(standardOutput: .buffer([]), standardError: .buffer([]),
               terminal: Terminal(standardErrorIsTerminal: false, ci: nil))
    }

    mutating func write(_ text: String) { write(bytes: Array(text.utf8)) }

    mutating func write(bytes: [UInt8]) {
        guard standardOutputFailure == nil else { return }
        standardOutputFailure = Self.append(bytes, to: &standardOutput)
    }

    /// `bytes` to the file an `-o` names, written as every output is (`OutputFile`), or to standard output for "-".
    /// `replacing`: the kind a file already there must be (`OutputFile.kind`), nil to replace anything.
    mutating func deliver(_ bytes: [UInt8], to destination: String, replacing kind: OutputKind?) throws {
        if destination == "-" { write(bytes: bytes) } else { try OutputFile.write(bytes, to: destination, replacing: kind) }
    }

    /// Whole lines for standard error, control characters but the line breaks escaped (values from specs
    /// and file names in them are escaped whole where they are put in). A failure here is dropped:
    /// standard error is where it would be reported.
    mutating func writeError(_ text: String) {
        _ = Self.append(Array(TerminalText.escapedKeepingLines(text).utf8), to: &standardError)
    }

    /// Lines of text for standard output, such as lint's findings, escaped as `writeError` escapes;
    /// data (JSON, PNG) goes through `write`.
    mutating func writeLines(_ text: String) { write(TerminalText.escapedKeepingLines(text)) }

    /// Progress for standard error from worker threads, where the `inout` Output cannot go. Failures are
    /// dropped, as `writeError`'s are (Foundation's `FileHandle.write` would trap on a closed pipe).
    static func progress(_ text: String) { _ = writeAll(Array(text.utf8), to: STDERR_FILENO) }

    /// `popsnap render: MESSAGE` on standard error, for errors a command reports and survives.
    /// The message is one line: a line break in it came from a value and is escaped.
    mutating func error(_ message: String) { note(message) }

    /// `popsnap render: MESSAGE` on standard error for what a command did, where it says (`--watch`'s renders).
    mutating func note(_ message: String) { writeError("\(invocation): \(TerminalText.escaped(message))\n") }

    /// `popsnap render: warning: MESSAGE` on standard error: the command still succeeds.
    mutating func warn(_ message: String) { writeError("\(invocation): warning: \(TerminalText.escaped(message))\n") }

    /// What was captured on standard output, as text; empty when writing to a descriptor.
    var capturedOutput: String { Self.text(standardOutput) }
    var capturedOutputBytes: [UInt8] {
        if case let .buffer(bytes) = standardOutput { return bytes }
        return []
    }
    var capturedError: String { Self.text(standardError) }

    // MARK: -

    private static func text(_ stream: Stream) -> String {
        if case let .buffer(bytes) = stream { return String(decoding: bytes, as: UTF8.self) }
        return ""
    }

    /// Appends `bytes`; the reason when a descriptor refuses them, nil when all were written.
    private static func append(_ bytes: [UInt8], to stream: inout Stream) -> String? {
        switch stream {
        case var .buffer(existing):
            stream = .buffer([])  // releases the payload so the append does not copy it
            existing.append(contentsOf: bytes)
            stream = .buffer(existing)
            return nil
        case let .fileDescriptor(fd):
            return writeAll(bytes, to: fd)
        }
    }

    /// Loops over short writes and EINTR; any other failure (EPIPE, ENOSPC, EBADF, EIO…) is returned
    /// as the system's wording of its errno.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    // A write of 0 bytes for a non-empty buffer makes no progress: report it rather than spin.
                    return written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                }
            }
            return nil
        }
    }

    /// Puts /dev/null, opened for reading only, on a standard descriptor the caller closed
    /// (`popsnap layout >&-`). Left closed, the next file Popsnap opens (a font, a temporary PNG)
    /// would take its number and receive the output; occupied so, writes fail with EBADF and are reported.
    private static func occupyIfClosed(_ fd: Int32) {
        guard fcntl(fd, F_GETFD) == -1 && errno == EBADF else { return }
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 && null != fd {
            dup2(null, fd)
            close(null)
        }
    }
}

/// The C `write`, which `Output.write` would otherwise shadow.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #else
    Darwin.write(fd, bytes, count)
    #endif
}
