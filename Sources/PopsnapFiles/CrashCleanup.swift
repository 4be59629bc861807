#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Removes the temporary files of `TemporaryFiles` when the process crashes (a trap, an abort, a fault),
/// before the crash goes on as it would have: a run that dies halfway leaves no hidden `.out.webp.XXXXXX`
/// behind in the user's folder, as a run stopped by Ctrl-C leaves none.
///
/// A crash handler may not take a lock or allocate: the thread that crashed may hold the lock or be inside
/// `malloc`. So the paths to remove are copied, as they are registered, into a table allocated once, each
/// slot's bytes written before its flag is set (release) and its flag read before its bytes (acquire);
/// the handler only reads the table and calls `unlink` and `rmdir`, which are async-signal-safe. A folder
/// is removed only if empty (listing one is not safe there). The crash then reaches the handler that was
/// installed before (Swift's backtracer, or the default action), so the status and report are unchanged.
///
/// ```swift
/// CrashCleanup.install()   // once, from SignalCleanup.install()
/// ```
public enum CrashCleanup {
    static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// Slots for paths registered at once; a path beyond them is still removed on Ctrl-C, just not on a crash.
    static let capacity = 256
    static let pathBytes = Int(PATH_MAX) + 1

    /// The table, allocated once and never freed: a handler may run at any moment until the process ends.
    final class Table: @unchecked Sendable {
        let paths = UnsafeMutablePointer<CChar>.allocate(capacity: CrashCleanup.capacity * CrashCleanup.pathBytes)
        /// 0: free; 1: a file; 2: a folder.
        let flags = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: CrashCleanup.capacity)
        /// The handlers that were in place before `install`, one a signal of `signals`.
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: CrashCleanup.signals.count)

        /// The bytes of `slot`'s path, a C string, for `body`.
        func withPath(_ slot: Int, _ body: (UnsafeMutablePointer<CChar>) -> Void) { body(paths + slot * CrashCleanup.pathBytes) }

        init() {
            for i in 0..<CrashCleanup.capacity { (flags + i).initialize(to: Atomic(0)) }
        }
    }

    static let table = Table()
    private static let installed = Mutex(false)

    /// Puts the cleanup in front of the crash signals' handlers; once per process, later calls do nothing.
    public static func install() {
        installed.withLock { done in
            guard !done else { return }
            done = true
            for (i, signal) in signals.enumerated() {
                var action = sigaction()
                action.__sigaction_handler.sa_sigaction = { signal, _, _ in CrashCleanup.handle(signal) }
                action.sa_flags = SA_SIGINFO | SA_ONSTACK
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, table.previous + i)
            }
        }
    }

    /// Copies `path` into a free slot and returns it; nil when none is free or the path is too long.
    /// Called under `TemporaryFiles`' lock, so two registrations never take one slot.
    static func track(_ path: String, folder: Bool) -> Int? {
        let bytes = FileNameBytes.bytes(path)
        guard bytes.count < pathBytes, !bytes.contains(0),
              let slot = (0..<capacity).first(where: { table.flags[$0].load(ordering: .acquiring) == 0 }) else { return nil }
        let start = table.paths + slot * pathBytes
        for (i, byte) in bytes.enumerated() { start[i] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        table.flags[slot].store(folder ? 2 : 1, ordering: .releasing)
        return slot
    }

    /// Frees `slot`: its path was renamed into place or removed.
    static func untrack(_ slot: Int) {
        table.flags[slot].store(0, ordering: .releasing)
    }

    /// In the crashing thread: remove every tracked path, give the signal back to the handler before, and
    /// raise it again (a fault also recurs when the handler returns to the faulting instruction).
    private static func handle(_ signal: Int32) {
        for slot in 0..<capacity {
            let kind = table.flags[slot].load(ordering: .acquiring)
            guard kind != 0 else { continue }
            // The slot holds the name's bytes as FileNameBytes gave them when it was tracked.
            if kind == 2 { table.withPath(slot) { _ = rmdir($0) } } else { table.withPath(slot) { _ = unlink($0) } }
        }
        if let i = signals.firstIndex(of: signal) { sigaction(signal, table.previous + i, nil) }
        raise(signal)
    }
}
