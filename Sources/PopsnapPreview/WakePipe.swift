#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes an event stream's thread from any other: a pipe whose read end the stream polls beside its
/// connection (`LoopbackConnection.waitForClose(orWake:milliseconds:)`), so it notices a change and its
/// client's leaving alike, at once.
final class WakePipe: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32

    /// A new pipe; nil when the process has no descriptor left.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        // Never handed to a process the server might start; never blocking a writer or the drain.
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Wakes the stream; a pipe already full has woken it.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe, once the stream has woken.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }
}
