import Popsnap
import PopsnapFiles
import PopsnapPNG
import PopsnapSnapshot

/// The library's advice on raising a limit is for Swift callers ("pass larger ImageLimits"); by the time
/// an error reaches the CLI it may be folded into a spec error's text, so the CLI replaces that advice
/// with what a person at a terminal can do.
enum LimitWording {
    /// The library's advice, and the limit whose option replaces it (nil: no option raises it, say `fixed`).
    private static let replacements: [(advice: String, limit: SpecLimit?, fixed: String)] =
        SpecLimit.allCases.map { ($0.howToRaise, $0, "") } + [
            // The image limits are the pixel engine's: they are also the largest canvas, so no option raises them.
            (PNGError.imageLimitsAdvice, nil, "scale the image down: Popsnap reads no image larger than the largest canvas it draws"),
            (PNGError.frameLimitAdvice, .frames, ""),
            // Only verify, record, lint and prune restrict what a spec reads, and they all take --allow-path.
            (SpecLimits.readableFoldersAdvice, nil, "allow it with --allow-path DIR"),
            // Only verify and record replace references, and both take --force.
            (Verifier.replaceOtherFilesAdvice, nil, "pass --force to record over it anyway"),
            // Every command that writes files takes --force.
            (FileError.replaceOtherKindAdvice, nil, "or pass --force to replace it"),
        ]

    /// `message` with every Swift-only piece of advice replaced by what `command` takes: the limit's
    /// option, or, when the command has none (`diff` has no `--max-frames`), the plain fact, so no
    /// message names an option the command would refuse.
    static func forCommandLine(_ message: String, command: CommandSpec) -> String {
        let names = Set(command.options.flatMap(\.names))
        return replacements.reduce(message) { text, r in
            guard text.contains(r.advice) else { return text }
            guard let limit = r.limit else { return text.replacing(r.advice, with: r.fixed) }
            let takesOption = names.contains(String(limit.option.prefix { $0 != " " }))
            return text.replacing(r.advice, with: takesOption ? limit.commandLineAdvice : "popsnap \(command.name) has no option to raise it")
        }
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

    /// `howToRaise` for a person at a terminal.
    var commandLineAdvice: String { "raise it with \(option)" }
}
