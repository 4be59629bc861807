import PopsnapFiles
import PopsnapRaster

/// The images specs name, decoded once per file version for the whole process: a spec naming one file
/// a thousand times, the variants of a matrix and the specs of a folder all share one decoded buffer
/// (an `Image`'s pixels are copied only when written, and a spec's images never are).
///
/// The images kept for later specs are at most `capacity` bytes, the least recently used dropped first,
/// so a run over many specs does not keep every image it ever read; what a spec in use holds stays
/// alive through the spec itself.
final class DecodedImages: Sendable {
    /// The process's cache: 256 MiB, the largest one image may be.
    static let shared = DecodedImages(capacity: 256 << 20)

    let capacity: Int
    private let lock = Lock()
    private nonisolated(unsafe) var images: [FileVersion: Image] = [:]
    /// Least recently used first.
    private nonisolated(unsafe) var order: [FileVersion] = []
    private nonisolated(unsafe) var bytes = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The image decoded from `version`, if kept.
    func image(_ version: FileVersion) -> Image? {
        lock.withLock {
            guard let image = images[version] else { return nil }
            touch(version)
            return image
        }
    }

    /// Keeps `image` as `version`'s, dropping the least recently used until the rest fit.
    func keep(_ image: Image, as version: FileVersion) {
        let size = image.pixels.count
        guard size <= capacity else { return }
        lock.withLock {
            if images.updateValue(image, forKey: version) == nil { bytes += size; order.append(version) } else { touch(version) }
            while bytes > capacity, let oldest = order.first {
                order.removeFirst()
                bytes -= images.removeValue(forKey: oldest)?.pixels.count ?? 0
            }
        }
    }

    private func touch(_ version: FileVersion) {
        if let i = order.firstIndex(of: version) { order.append(order.remove(at: i)) }
    }
}
