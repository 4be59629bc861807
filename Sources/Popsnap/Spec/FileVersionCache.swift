import PopsnapFiles
import PopsnapRaster
import PopsnapText

/// Values made from files, kept once per file version for the whole process: a spec naming one file
/// a thousand times, the variants of a matrix and the specs of a folder all share one.
///
/// What is kept for later specs is at most `capacity` bytes (`cost` each), the least recently used
/// dropped first, so a run over many specs does not keep everything it ever read; what a spec in use
/// holds stays alive through the spec itself.
final class FileVersionCache<Value: Sendable>: Sendable {
    let capacity: Int
    private let cost: @Sendable (Value) -> Int
    private let lock = Lock()
    private nonisolated(unsafe) var values: [FileVersion: Value] = [:]
    /// Least recently used first.
    private nonisolated(unsafe) var order: [FileVersion] = []
    private nonisolated(unsafe) var bytes = 0

    init(capacity: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.capacity = capacity
        self.cost = cost
    }

    /// The value made from `version`, if kept.
    func value(_ version: FileVersion) -> Value? {
        lock.withLock {
            guard let value = values[version] else { return nil }
            touch(version)
            return value
        }
    }

    /// Keeps `value` as `version`'s, dropping the least recently used until the rest fit; a version not
    /// settled (`FileVersion.isSettled`) is not kept, as the file could change unseen.
    func keep(_ value: Value, as version: FileVersion) {
        let size = cost(value)
        guard size <= capacity, version.isSettled else { return }
        lock.withLock {
            if values.updateValue(value, forKey: version) == nil { bytes += size; order.append(version) } else { touch(version) }
            while bytes > capacity, let oldest = order.first {
                order.removeFirst()
                bytes -= values.removeValue(forKey: oldest).map(cost) ?? 0
            }
        }
    }

    private func touch(_ version: FileVersion) {
        if let i = order.firstIndex(of: version) { order.append(order.remove(at: i)) }
    }
}

/// Images decoded whole: 256 MiB, the largest one image may be.
let decodedImages = FileVersionCache<Image>(capacity: 256 << 20) { $0.pixels.count }

/// PNG files read and checked, not decoded (`ImageFile`): their compressed bytes.
let readImageFiles = FileVersionCache<ImageFile>(capacity: 256 << 20) { $0.bytes.count }
