import Popsnap
import PopsnapPNG
import PopsnapRaster

/// How a still reference is written: `.fast` (UP filter, run-length deflate), several times quicker
/// to write than `.smallest` (zlib 9, adaptive filters) for files about three times its size (the
/// seed alert: 41 KB against 13 KB), since a suite records every reference at once; and with the
/// digest of its pixels (`PNG.encodeWithDigest`), so verifying an unchanged render decodes nothing.
enum ReferenceImage {
    static func png(_ image: Image) throws(PopsnapError) -> [UInt8] {
        do { return try PNG.encodeWithDigest(image, compression: .fast) } catch { throw .png(error) }
    }
}
