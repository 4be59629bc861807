import CPopsnapPNG
import PopsnapRaster

/// PNG encoding and decoding of premultiplied RGBA8 images, through libpng.
///
/// Encoding writes 8-bit RGB when every pixel is opaque and 8-bit RGBA otherwise, with an sRGB
/// chunk and nothing time-dependent, so the same image always gives the same bytes. Decoding
/// accepts every PNG (any bit depth, grey, palette, tRNS, interlaced) and returns a premultiplied
/// RGBA8 image.
/// ```swift
/// let image = try Image(width: 390, height: 844, fill: .white)
/// try PNG.write(image, to: "alert.png", compression: .smallest)
/// let back = try PNG.read(contentsOf: "alert.png")
/// assert(back == image)
/// ```
public enum PNG {}

/// How hard the encoder works; both settings give the same pixels.
public enum PNGCompression: Sendable {
    /// zlib level 1 and one cheap filter for every row: for snapshots and animation frames, which
    /// are written often and read by tools.
    case fast
    /// zlib level 9 and libpng's adaptive choice among all five filters per row: for images kept
    /// in documentation or repositories, written once and downloaded often.
    case smallest

    var zlibLevel: Int32 {
        switch self {
        case .fast: return 1
        case .smallest: return 9
        }
    }

    // Measured on a 1170 x 2532 popup screenshot (dimmed list, centred rounded card) at zlib
    // level 1: UP 15 ms / 52 KB, SUB 17 ms / 62 KB, adaptive 50 ms / 52 KB (it tries every filter
    // on every row), no filter 12 ms / 58 KB. UP is the fast choice: it turns rows equal to the
    // one above, most of a screenshot, into zeros. At level 9 adaptive costs 86 ms for 15 KB.
    var filters: Int32 {
        switch self {
        case .fast: return POPSNAP_PNG_FILTER_UP
        case .smallest: return POPSNAP_PNG_FILTER_ALL
        }
    }
}
