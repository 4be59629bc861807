import PopsnapFiles
import PopsnapRaster
import Synchronization

/// Values made from files, kept once per file version for the whole process: a spec naming one file
/// a thousand times, the variants of a matrix and the specs of a folder all share one.
///
/// What is kept for later specs is at most `capacity` bytes (`cost` each), the least recently used
/// dropped first, so a run over many specs does not keep everything it ever read; what a spec in use
/// holds stays alive through the spec itself.
final class FileVersionCache<Value: Sendable>: Sendable {
    let capacity: Int
    private let cost: @Sendable (Value) -> Int
    private let kept = Mutex(Kept())

    private struct Kept {
        var values: [FileVersion: Value] = [:]
        /// Least recently used first.
        var order: [FileVersion] = []
        var bytes = 0

        mutating func touch(_ version: FileVersion) {
            if let i = order.firstIndex(of: version) { order.append(order.remove(at: i)) }
        }
    }

    init(capacity: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.capacity = capacity
        self.cost = cost
    }

    /// The value made from `version`, if kept.
    func value(_ version: FileVersion) -> Value? {
        kept.withLock { k in
            guard let value = k.values[version] else { return nil }
            k.touch(version)
            return value
        }
    }

    /// Keeps `value` as `version`'s, dropping the least recently used until the rest fit; a version not
    /// settled (`FileVersion.isSettled`) is not kept, as the file could change unseen.
    func keep(_ value: Value, as version: FileVersion) {
        let size = cost(value)
        guard size <= capacity, version.isSettled else { return }
        kept.withLock { k in
            if k.values.updateValue(value, forKey: version) == nil { k.bytes += size; k.order.append(version) } else { k.touch(version) }
            while k.bytes > capacity, let oldest = k.order.first {
                k.order.removeFirst()
                k.bytes -= k.values.removeValue(forKey: oldest).map(cost) ?? 0
            }
        }
    }
}

/// Images decoded whole: 256 MiB, the largest one image may be.
let decodedImages = FileVersionCache<Image>(capacity: 256 << 20) { $0.pixels.count }

/// PNG files read and checked, not decoded (`ImageFile`): their compressed bytes.
let readImageFiles = FileVersionCache<ImageFile>(capacity: 256 << 20) { $0.bytes.count }
