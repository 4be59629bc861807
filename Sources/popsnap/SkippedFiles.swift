import PopsnapSnapshot
import PopsnapFiles

/// The JSON files a folder of specs holds that are not specs (a `package.json`, a strings table, a
/// report): passed over by `verify`, `record`, `lint` and `prune`, and named only when asked.
enum SkippedFiles {
    static let option = OptionSpec(names: ["--verbose"], help: "Also list the .json files passed over because they are not specs "
                                       + "(a spec has a top-level \"popup\" key).")

    /// With `--verbose`, a line on standard error for each file passed over.
    static func list(_ skipped: [SpecDiscovery.Skipped], _ args: ParsedArguments, _ out: inout Output) {
        guard args.flag("--verbose") else { return }
        for file in skipped { out.writeError("\(out.invocation): skipped \(TerminalText.escaped(file.path)): not a spec: \(file.reason)\n") }
    }

    /// Said when a folder held no spec: why its JSON files were not taken for specs.
    static func hint(_ skipped: [SpecDiscovery.Skipped]) -> String {
        switch skipped.count {
        case 0: return ""
        case 1: return "; \(skipped[0].path) is not a spec: \(skipped[0].reason)"
        default: return "; \(skipped.count) .json files there are not specs (--verbose lists them)"
        }
    }
}
