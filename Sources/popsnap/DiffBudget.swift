import Popsnap
import PopsnapFiles
import PopsnapPNG
import PopsnapRaster

/// What `popsnap diff` will hold, checked from the two files' headers before either is read whole: the
/// one memory budget every command keeps (`--max-memory`), and a side-by-side no larger than the largest
/// image Popsnap's readers accept, so diff never writes a file Popsnap refuses to read back.
enum DiffBudget {
    /// The budget's option, the one render, animate and verify take.
    static let option = LimitOptions.option(.memory)

    /// Refuses, before any image is decoded, a comparison of `expected` and `actual` over the memory limit,
    /// or a `--side-by-side` over the image limits.
    static func check(_ args: ParsedArguments, expected: String, actual: String) throws {
        let a = try header(expected), b = try header(actual)
        let limit = try LimitOptions.given(.memory, args) ?? SpecLimits.default.memory
        let sideBySide = args.value("--side-by-side") != nil
        // Both files read whole, each decoded, the diff image, and each output with the buffer it is encoded
        // from: two 8192 x 8191 PNGs compared with -o measured 1.07 GB, this formula's figure.
        let width = max(a.size.width, b.size.width), height = max(a.size.height, b.size.height)
        let image = 4 * width * height, strip = (a.size.width + b.size.width + width) * height * 4
        let needed = a.bytes + b.bytes + 4 * (a.size.width * a.size.height + b.size.width * b.size.height)
            + image * (args.value("-o") != nil ? 2 : 1) + (sideBySide ? strip + image : 0)
        guard needed <= limit else {
            let work = "comparing \(expected) (\(a.size.width) x \(a.size.height) px) with \(actual) (\(b.size.width) x \(b.size.height) px)"
                + (sideBySide ? " and composing the side-by-side" : "") + " would take about \(needed) bytes of memory"
            throw PopsnapError.limit(SpecLimit.memory.exceeded(work, limit: limit, unit: " bytes"))
        }
        // Images of different sizes are not paired, and no side-by-side is written for them.
        guard sideBySide, a.size == b.size else { return }
        let limits = ImageLimits.default
        do { try limits.check(width: 3 * a.size.width, height: a.size.height) } catch {
            throw PopsnapError.invalid("--side-by-side would be \(3 * a.size.width) x \(a.size.height) px (three images of "
                + "\(a.size.width) x \(a.size.height) in a row), larger than the largest image Popsnap reads "
                + "(\(limits.maxSide) px a side and \(limits.maxBytes >> 20) MiB); leave out --side-by-side and write the diff with -o")
        }
    }

    /// A file's declared size (its header's, an APNG's canvas) and its byte count, nothing else read.
    private static func header(_ path: String) throws -> (size: PixelSize, bytes: Int) {
        let (head, bytes) = try InputFile.head(at: path, count: 24)
        // Not a PNG: left to the reader, which says what it found.
        return (PNG.declaredSize(of: head) ?? PixelSize(width: 0, height: 0), bytes)
    }
}
