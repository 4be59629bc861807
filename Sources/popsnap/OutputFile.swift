import PopsnapExport
import PopsnapFiles

/// The CLI's side of writing files (`OutputFile`, in PopsnapExport, writes them): `--force`, which lets
/// an output replace a file of another kind.
extension OutputFile {
    static let forceOption = OptionSpec(names: ["--force"], help: "Replace a file at an output's path that is not of the output's kind "
                                            + "(an image for an image, an HTML page for a report); without it such a file is taken for one of "
                                            + "yours, left as it is, and the command fails.")

    /// Whether `kind` is checked before a file is replaced: not when the user said `--force`.
    static func kind(_ kind: OutputKind, _ args: ParsedArguments) -> OutputKind? { args.flag("--force") ? nil : kind }
}
