/// Splits a suite across CI machines: each path goes to exactly one of N shards, by a hash of the path,
/// so a spec stays in its shard when others are added or removed.
///
/// ```swift
/// let shard = try Shard(parsing: "2/4")
/// let mine = specs.filter(shard.contains)
/// ```
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    /// How many shards the suite is split into, 1 or more.
    public let count: Int

    /// Shard `index` of `count`; throws unless `count` is 1 or more and `index` is from 1 to `count`.
    ///
    /// ```swift
    /// let shard = try Shard(index: 2, count: 4)   // the second quarter of the suite
    /// ```
    public init(index: Int, count: Int) throws(SnapshotError) {
        guard count >= 1 else { throw .invalid("shard \(index)/\(count): the number of shards must be 1 or more, found \(count)") }
        guard index >= 1, index <= count else {
            throw .invalid("shard \(index)/\(count): the shard must be from 1 to \(count), found \(index)")
        }
        self.index = index
        self.count = count
    }

    /// "I/N".
    public init(parsing text: String) throws(SnapshotError) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw .invalid("a shard is written I/N, such as 2/4; found \"\(text)\"")
        }
        try self.init(index: i, count: n)
    }

    /// Whether `path` is this shard's: the FNV-1a hash of its UTF-8 bytes, modulo `count`, is `index - 1`.
    /// The path is hashed as written, so every machine must name specs the same way ("Snapshots/a.json",
    /// not "./Snapshots/a.json" on one of them).
    public func contains(_ path: String) -> Bool {
        Int(Self.fnv1a(path) % UInt64(count)) == index - 1
    }

    public var description: String { "\(index)/\(count)" }

    /// FNV-1a over the path's UTF-8: fixed, so every machine agrees on the split.
    static func fnv1a(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
