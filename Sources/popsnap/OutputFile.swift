import PopsnapPNG
import Popsnap
import PopsnapFiles
import PopsnapRaster

/// The CLI's files written whole (`-o`, `--sheet`, frames): a temporary file in the same folder, then a
/// rename, so each appears whole or not at all. The library returns images and bytes; writing them is here.
/// Every one follows one rule (`WriteTarget`): no write through a link that leaves the folder it was given,
/// and a file already there that is not of the output's kind is left unless `--force`.
enum OutputFile {
    static let forceOption = OptionSpec(names: ["--force"], help: "Replace a file at an output's path that is not of the output's kind "
                                            + "(an image for an image, an HTML page for a report); without it such a file is taken for one of "
                                            + "yours, left as it is, and the command fails.")

    /// Whether `kind` is checked before a file is replaced: not when the user said `--force`.
    static func kind(_ kind: OutputKind, _ args: ParsedArguments) -> OutputKind? { args.flag("--force") ? nil : kind }

    /// The largest image file Popsnap reads (a reference, `diff`'s inputs, an image a spec shows): no image it
    /// writes is larger, so what Popsnap writes, Popsnap can read.
    static let maxBytes = ImageLimits.default.maxBytes

    /// Through `stream`, so a whole file is held to `maxBytes` by the one check a streamed file has.
    static func write(_ bytes: [UInt8], to path: String, replacing kind: OutputKind?) throws(PopsnapError) {
        let file = try stream(path, replacing: kind)
        do {
            try file.append(bytes)
            try file.commit()
        } catch { throw .file(error) }
    }

    /// A file written a piece at a time (an APNG, frame by frame), appearing whole when committed, and
    /// discarded, not committed, if it grows past `maxBytes`.
    static func stream(_ path: String, replacing kind: OutputKind?) throws(PopsnapError) -> AtomicFileStream {
        do {
            let file = try AtomicFileStream(path: path, replacing: kind)
            file.maxBytes = maxBytes
            return file
        } catch { throw .file(error) }
    }
}
