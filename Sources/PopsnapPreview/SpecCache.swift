import PopsnapSnapshot
import Synchronization

/// What the server knows of its folder's specs, the listing and the gallery's JSON: read on the first
/// request that needs it and again only after the folder changed (`SpecChanges` calls `forget`), not on
/// every request (with 300 specs, parsing them all took 0.47 s a request).
final class SpecCache: Sendable {
    typealias Listing = (names: [String], skipped: [SpecDiscovery.Skipped])
    private let entries = Mutex<(generation: Int, listing: Listing?, gallery: String?)>((0, nil, nil))

    /// The listing, read by `read` when none is kept.
    func listing(_ read: () -> Listing) -> Listing {
        cached(\.listing, read)
    }

    /// The gallery's JSON, made by `make` when none is kept.
    func gallery(_ make: () -> String) -> String {
        cached(\.gallery, make)
    }

    /// Drops what is kept: the folder has changed.
    func forget() {
        entries.withLock { $0 = ($0.generation + 1, nil, nil) }
    }

    /// The value at `key`, or `make`'s, kept unless the folder changed while it was made. Made outside the
    /// lock: making the gallery reads the listing.
    private func cached<Value: Sendable>(_ key: WritableKeyPath<(generation: Int, listing: Listing?, gallery: String?), Value?>, _ make: () -> Value) -> Value {
        let (generation, kept) = entries.withLock { ($0.generation, $0[keyPath: key]) }
        if let kept { return kept }
        let made = make()
        entries.withLock { if $0.generation == generation { $0[keyPath: key] = made } }
        return made
    }
}
