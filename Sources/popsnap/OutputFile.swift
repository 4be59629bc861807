import PopsnapPNG
import Popsnap
import PopsnapFiles

/// The CLI's files written whole (`-o`, `--sheet`, frames): a temporary file in the same folder, then a
/// rename, so each appears whole or not at all. The library returns images and bytes; writing them is here.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws(PopsnapError) {
        do { try AtomicFile.write(bytes, to: path) } catch { throw .png(.file(error)) }
    }

    /// A file written a piece at a time (an APNG, frame by frame), appearing whole when committed.
    static func stream(_ path: String) throws(PopsnapError) -> AtomicFileStream {
        do { return try AtomicFileStream(path: path) } catch { throw .png(.file(error)) }
    }
}
