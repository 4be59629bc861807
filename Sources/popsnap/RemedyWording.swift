import Popsnap
import PopsnapFiles

/// What to do about an error (`Remedy`, carried by the library's errors as a value) in the words of a
/// person at a terminal: the option of the command they ran, or, when it has none (`diff` has no
/// `--max-frames`), the plain fact, so no message names an option the command would refuse.
enum RemedyWording {
    static func forCommandLine(_ remedy: Remedy, command: CommandSpec) -> String {
        let options = Set(command.options.flatMap(\.names))
        switch remedy {
        case .raiseLimit, .raiseFrameLimit:
            let limit = SpecLimit(remedy) ?? .frames
            return options.contains(String(limit.option.prefix { $0 != " " })) ? limit.commandLineAdvice : "popsnap \(command.name) has no option to raise it"
        // The image limits are the pixel engine's: they are also the largest canvas, so no option raises them.
        case .largerImageLimits: return "scale the image down: Popsnap reads no image larger than the largest canvas it draws"
        // Only the commands that restrict what a spec reads take --allow-path (verify, record, lint, prune, preview).
        case .allowFolder:
            return options.contains("--allow-path") ? "allow it with --allow-path DIR" : "popsnap \(command.name) reads no file outside them"
        case .recordOverOtherFile:
            return options.contains("--force") ? "pass --force to record over it anyway" : "record it with popsnap record --force"
        case .replaceOtherKind:
            return options.contains("--force") ? "pass --force to replace it" : "choose another path"
        }
    }

    /// `error` in words, its remedy in `command`'s.
    static func describe(_ error: any Error, command: CommandSpec) -> String {
        Remedy.describe(error) { forCommandLine($0, command: command) }
    }
}

extension SpecLimit {
    /// The option that raises it, with its value's placeholder.
    var option: String {
        switch self {
        case .specBytes: return "--max-spec-bytes BYTES"
        case .jsonDepth: return "--max-json-depth N"
        case .treeDepth: return "--max-tree-depth N"
        case .nodes: return "--max-nodes N"
        case .layers: return "--max-layers N"
        case .shadowMegapixels: return "--max-shadow-megapixels N"
        case .variants: return "--max-variants N"
        case .frames: return "--max-frames N"
        case .memory: return "--max-memory BYTES"
        }
    }

    /// Raising it, for a person at a terminal.
    var commandLineAdvice: String { "raise it with \(option)" }
}
