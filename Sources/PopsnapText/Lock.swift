import Synchronization

/// The package's one lock, for state a class shares between worker threads (FreeType's objects, the glyph
/// cache, the font registry, Popsnap's caches and gates). Here because PopsnapText is the lowest module
/// that needs one. Without Foundation's NSLock: the command-line tool links no Foundation beyond
/// FoundationEssentials, so a process does not load and relocate Foundation and ICU (about 2 ms of every
/// `popsnap` run).
package final class Lock: Sendable {
    private let mutex = Mutex(())

    package init() {}

    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try mutex.withLock { _ in try body() }
    }
}
