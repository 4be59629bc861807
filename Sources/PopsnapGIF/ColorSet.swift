/// Up to 256 distinct colours, each a pixel word as `Image` stores it (r | g << 8 | b << 16 | a << 24;
/// opaque colours have a = 255, the transparent one is 0), with its palette index: an open-addressing
/// hash of 1,024 slots, so finding a pixel's index costs one or two probes.
struct ColorSet {
    static let limit = 256
    private static let slots = 1024
    /// No colour GIF shows has alpha 0 and red 1: transparent is 0 and the rest are opaque.
    private static let empty: UInt32 = 1
    private var keys = [UInt32](repeating: ColorSet.empty, count: ColorSet.slots)
    private var indices = [UInt8](repeating: 0, count: ColorSet.slots)
    /// The colours in palette order.
    private(set) var colors: [UInt32] = []

    init() {}

    /// `colors` (at most 256, none repeated) in the order given, each indexed by its place.
    init(_ colors: [UInt32]) {
        for c in colors { _ = insert(c) }
    }

    @inline(__always) private static func slot(_ key: UInt32) -> Int {
        Int((key &* 2_654_435_761) >> 22)
    }

    /// Adds `key` unless present; false when it would be the 257th colour.
    @inline(__always) mutating func insert(_ key: UInt32) -> Bool {
        var s = Self.slot(key)
        while keys[s] != Self.empty {
            if keys[s] == key { return true }
            s = (s + 1) & (Self.slots - 1)
        }
        guard colors.count < Self.limit else { return false }
        keys[s] = key
        indices[s] = UInt8(colors.count)
        colors.append(key)
        return true
    }

    /// The palette index of a colour in the set; nil when it is not in it.
    @inline(__always) func index(of key: UInt32) -> UInt8? {
        var s = Self.slot(key)
        while keys[s] != Self.empty {
            if keys[s] == key { return indices[s] }
            s = (s + 1) & (Self.slots - 1)
        }
        return nil
    }

    func contains(_ key: UInt32) -> Bool { index(of: key) != nil }

    /// The same colours, indexed in ascending order of their words: the order does not depend on which
    /// pixel came first, so palettes built from the same colours are the same.
    func sorted() -> ColorSet { ColorSet(colors.sorted()) }
}
