#if canImport(Glibc)
import Glibc
#endif

/// Renders, layers and frames are buffers of about 12 MB (1179 x 2556 x 4), taken and freed many
/// times a command. glibc serves that size with a fresh mapping and unmaps it when freed, so every
/// image paid a page fault and a zeroed page per 4 KB: measured on a 30-frame crossfade, 120,000
/// faults and 40% of the CPU time. Served from the heap and kept there when freed, the next image
/// reuses the pages; memory stays bounded by the images alive at once, as before.
///
/// ```swift
/// AllocatorTuning.install()   // first thing in main, before any thread starts
/// ```
public enum AllocatorTuning {
    /// True when the settings took (glibc); false elsewhere, where the allocator is left as it is.
    @discardableResult
    public static func install() -> Bool {
        #if canImport(Glibc)
        // mallopt is in <malloc.h>, which Swift's Glibc module leaves out: looked up by name instead.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // <malloc.h>: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD -3. Buffers up to 32 MiB (glibc's largest
        // threshold) come from the heap, and up to 512 MiB of freed heap is kept for the next ones.
        return mallopt(-3, 32 << 20) == 1 && mallopt(-1, 512 << 20) == 1
        #else
        return false
        #endif
    }
}
