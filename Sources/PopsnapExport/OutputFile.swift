import PopsnapFiles
import PopsnapPNG
import Popsnap

/// Files written whole (an image, a report, a frame): a temporary file in the same folder, then a rename,
/// so each appears whole or not at all. Every one follows one rule (`WriteTarget`): no write through a link
/// that leaves the folder it was given, and a file already there that is not of the output's kind is left
/// unless the caller passes nil for it (the CLI's `--force`).
///
/// ```swift
/// try OutputFile.write(try renderer.render(scene).png(), to: "alert.png", replacing: .image)
/// ```
public enum OutputFile {
    /// The largest image file Popsnap reads (a reference, `diff`'s inputs, an image a spec shows): no image it
    /// writes is larger, so what Popsnap writes, Popsnap can read.
    public static let maxBytes = ImageLimits.default.maxBytes

    /// `bytes` as the file at `path`, replacing a file of `kind` there (nil: any file). Through `stream`, so a
    /// whole file is held to `maxBytes` by the one check a streamed file has.
    public static func write(_ bytes: [UInt8], to path: String, replacing kind: OutputKind?) throws(PopsnapError) {
        let file = try stream(path, replacing: kind)
        do {
            try file.append(bytes)
            try file.commit()
        } catch { throw .file(error) }
    }

    /// A file written a piece at a time (an APNG, frame by frame), appearing whole when committed, and
    /// discarded, not committed, if it grows past `maxBytes`.
    public static func stream(_ path: String, replacing kind: OutputKind?) throws(PopsnapError) -> AtomicFileStream {
        do {
            let file = try AtomicFileStream(path: path, replacing: kind)
            file.maxBytes = maxBytes
            return file
        } catch { throw .file(error) }
    }
}
