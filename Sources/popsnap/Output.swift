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

    init(standardOutput: Stream, standardError: Stream, terminal: Terminal) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.terminal = terminal
    }

    static func standard() -> Output {
        Output(standardOutput: .fileDescriptor(STDOUT_FILENO), standardError: .fileDescriptor(STDERR_FILENO),
               terminal: .current)
    }

    /// Both streams kept in memory, for tests; never interactive.
    static func capturing() -> Output {
        Output(standardOutput: .buffer([]), standardError: .buffer([]),
               terminal: Terminal(standardErrorIsTerminal: false, ci: nil))
    }

    mutating func write(_ text: String) { Self.append(Array(text.utf8), to: &standardOutput) }

    mutating func write(bytes: [UInt8]) { Self.append(bytes, to: &standardOutput) }

    /// A whole line for standard error, written as given.
    mutating func writeError(_ text: String) { Self.append(Array(text.utf8), to: &standardError) }

    /// `popsnap render: MESSAGE` on standard error, for errors a command reports and survives.
    mutating func error(_ message: String) { writeError("\(invocation): \(message)\n") }

    /// `popsnap render: warning: MESSAGE` on standard error: the command still succeeds.
    mutating func warn(_ message: String) { writeError("\(invocation): warning: \(message)\n") }

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

    private static func append(_ bytes: [UInt8], to stream: inout Stream) {
        switch stream {
        case var .buffer(existing):
            stream = .buffer([])  // releases the payload so the append does not copy it
            existing.append(contentsOf: bytes)
            stream = .buffer(existing)
        case let .fileDescriptor(fd):
            writeAll(bytes, to: fd)
        }
    }

    /// Loops over short writes and EINTR; other failures (a closed pipe) are dropped, as there is
    /// nowhere left to report them.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
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
