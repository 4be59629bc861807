import Synchronization

/// A lock for state shared by worker threads, without Foundation's NSLock: the command-line tool links no
/// Foundation beyond FoundationEssentials, so a process does not load and relocate Foundation and ICU
/// (about 2 ms of every `popsnap` run).
package final class Lock: Sendable {
    private let mutex = Mutex(())

    package init() {}

    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try mutex.withLock { _ in try body() }
    }
}
