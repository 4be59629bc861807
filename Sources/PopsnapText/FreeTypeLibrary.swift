import CFreeType

/// The process's one FreeType library. FreeType objects are not thread-safe, so every call on the
/// library or on any face goes through `withLock`; glyphs are cached, so this is rarely contended.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()

    private let lock = Lock()
    private let library: FT_Library?

    private init() {
        var lib: FT_Library?
        library = FT_Init_FreeType(&lib) == 0 ? lib : nil
    }

    /// Runs `body` holding the lock; nil when FreeType could not start (out of memory).
    func withLock<T>(_ body: (FT_Library) throws -> T) rethrows -> T? {
        guard let library else { return nil }
        return try lock.withLock { try body(library) }
    }
}
