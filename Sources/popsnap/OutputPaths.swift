import FoundationEssentials
import Popsnap
import PopsnapFiles

/// Refuses, before any work is done, an output that would overwrite one of the command's inputs
/// (`render s.json -o s.json`, `diff a.png b.png -o a.png`, `-o` onto an image the spec reads), or
/// two outputs that are one file. Files are compared as the file system knows them, so `./a.png`,
/// a symbolic link to it and a hard link all count as `a.png`.
enum OutputPaths {
    /// `outputs` are option names (`-o`, `--side-by-side`); `-` (standard output) is never a file.
    static func refuseOverlaps(_ args: ParsedArguments, outputs: [String], inputs: [String]) throws {
        let given = outputs.compactMap { option in args.value(option).map { (option: option, path: $0) } }.filter { $0.path != "-" }
        for output in given {
            guard let input = FileIdentity.input(overwrittenBy: output.path, among: inputs) else { continue }
            let message = "\(output.option) \(output.path) is also an input (\(input)); writing it would destroy the input: choose another output path"
            // A file the spec reads (an image, a strings table) collides through the spec's content, which an edit
            // may change (`--watch` goes on): no option is wrong, so no usage hint. A file named on the command line is.
            if args.positionals.contains(input) { throw args.usageError(message) }
            throw PopsnapError.invalid(message)
        }
        for (i, a) in given.enumerated() {
            for b in given[(i + 1)...] where same(a.path, b.path) {
                throw args.usageError("\(a.option) and \(b.option) name the same file, \(a.path); choose two paths")
            }
        }
    }

    /// Refuses an output inside (or at) one of `folders`, folders the command writes and clears itself, each
    /// with what it is in words (`the artifacts folder of a.json, which …`).
    static func refuseInside(_ args: ParsedArguments, outputs: [String], folders: [(path: String, role: String)]) throws {
        for option in outputs {
            guard let path = args.value(option), path != "-" else { continue }
            let file = absolute(path), parent = FileIdentity(FileError.folder(of: path))
            for folder in folders {
                let inside = absolute(folder.path)
                guard PathParts.isInside(file, folder: inside) || (parent != nil && parent == FileIdentity(folder.path)) else { continue }
                throw args.usageError("\(option) \(path) is inside \(folder.path), \(folder.role): choose a path outside it")
            }
        }
    }

    /// Refuses an output that is `folder`, a folder the command makes itself, or a folder above it not made yet:
    /// the report would be written where the folder goes, or the folder made where the report goes. (One that
    /// exists is a folder, which the output's own check refuses.)
    static func refuseAtOrAbove(_ args: ParsedArguments, outputs: [String], folder: String, role: String) throws {
        let made = absolute(folder)
        for option in outputs {
            guard let path = args.value(option), path != "-", FileKind.of(path) == nil else { continue }
            let file = absolute(path)
            guard PathParts.isInside(made, folder: file) else { continue }
            throw args.usageError("\(option) \(path) is \(role) \(folder), or a folder it is in, which the run makes: choose a path outside it")
        }
    }

    private static func absolute(_ path: String) -> String { AbsolutePath.of(path) }

    /// One file, by identity when both exist, else by their absolute paths.
    private static func same(_ a: String, _ b: String) -> Bool {
        if let x = FileIdentity(a), let y = FileIdentity(b) { return x == y }
        return FileNameBytes.bytes(absolute(a)) == FileNameBytes.bytes(absolute(b))
    }
}
