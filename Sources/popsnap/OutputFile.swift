import PopsnapPNG
import Popsnap
import PopsnapFiles

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

    static func write(_ bytes: [UInt8], to path: String, replacing kind: OutputKind?) throws(PopsnapError) {
        do { try AtomicFile.write(bytes, to: path, replacing: kind) } catch { throw .png(.file(error)) }
    }

    /// A file written a piece at a time (an APNG, frame by frame), appearing whole when committed.
    static func stream(_ path: String, replacing kind: OutputKind?) throws(PopsnapError) -> AtomicFileStream {
        do { return try AtomicFileStream(path: path, replacing: kind) } catch { throw .png(.file(error)) }
    }
}
