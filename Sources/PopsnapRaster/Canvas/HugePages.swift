#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A render writes a 12 MB screen into memory the process has never touched: 3,000 page faults of
/// 4 KB, each charged and zeroed by the kernel, which took more time than drawing the screen. Asked
/// for 2 MB pages, the kernel takes six faults instead (measured for a fresh 12 MB buffer filled once:
/// median 6.2 ms → 2.9 ms). Only a hint: the pixels are the same either way, and where transparent huge
/// pages are off nothing changes.
///
/// Only the first few large buffers of a process are advised. Later ones reuse heap pages freed by earlier
/// images (`AllocatorTuning` keeps them), where the hint saves nothing and only made the resident size
/// wander: a 601-frame animation peaked anywhere between 75 and 104 MB with every buffer advised, against
/// a steady 73–75 MB for 30 frames.
enum HugePages {
    static let size = 2 << 20
    /// A render's screen and the first frames of each thread of an animation.
    static let advisedBuffers = 4
    private static let advised = Atomic<Int>(0)

    /// Advises the whole 2 MB pages inside `buffer` (before anything is written to it).
    static func advise(_ buffer: UnsafeMutableRawPointer?, count: Int) {
        #if os(Linux)
        guard count >= 2 * size, let buffer else { return }
        guard advised.add(1, ordering: .relaxed).oldValue < advisedBuffers else { return }
        let start = (Int(bitPattern: buffer) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: buffer) + count) & ~(size - 1)
        guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(first, end - start, MADV_HUGEPAGE)
        #endif
    }
}
