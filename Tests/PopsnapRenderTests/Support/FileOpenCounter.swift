import Glibc

/// Counts the times a file is opened from now on, as the kernel reports them (inotify's IN_OPEN): what
/// a test measures to know how often a command read a file, without instrumenting the code. Closes are
/// watched too because inotify merges identical events left unread: open, close, open stay three events.
final class FileOpenCounter {
    private let descriptor: Int32

    init(_ path: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK))
        guard descriptor >= 0, inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_CLOSE)) >= 0 else { throw CounterError() }
    }

    deinit { close(descriptor) }

    /// The opens since the last count (or since the counter was made).
    func count() -> Int {
        var opens = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { return opens }
            var offset = 0
            while offset < n {
                let (mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.mask, Int(event.len))
                }
                if mask & UInt32(IN_OPEN) != 0 { opens += 1 }
                offset += MemoryLayout<inotify_event>.size + nameLength
            }
        }
    }

    struct CounterError: Error {}
}
