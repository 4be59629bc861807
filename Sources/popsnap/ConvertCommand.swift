import PopsnapExport
import PopsnapFiles
import Popsnap

extension CommandSpec {
    static let convert = CommandSpec(
        name: "convert",
        summary: "Print a spec as a Swift file declaring `let spec: PopupSpec = …` that draws the spec's very pixels in "
            + "every variant and frame: a custom tree in the builder's syntax (Popup { VStack { … } }), a built-in kind as "
            + "its value, its init's labels, with its theme's differences from the default, system colours and text "
            + "styles by name, then its variants, translations, animation and lint settings.",
        usage: "popsnap convert SPEC.json --to swift [-o FILE.swift]",
        positionals: [PositionalSpec("SPEC.json", help: "The popup spec to convert, a JSON file.")],
        options: [
            OptionSpec(names: ["--to"], valueName: "swift", help: "The language to write: swift."),
            OptionSpec(names: ["-o", "--output"], valueName: "FILE",
                       help: "Where to write the Swift file, whole or not at all; '-' or none writes it to standard output.",
                       acceptsStandardStream: true),
            OptionSpec(names: ["--name"], valueName: "NAME", help: "The constant the file declares.", defaultDescription: "spec"),
            OutputFile.forceOption,
        ],
        examples: [
            "popsnap convert Snapshots/custom.json --to swift",
            "popsnap convert Snapshots/custom.json --to swift -o Tests/CustomSpec.swift --name customSpec",
        ])
}

extension Command {
    static let convert = Command(spec: .convert) { args, out in
        guard try args.choice("--to", from: ["swift"]) != nil else { throw args.usageError("missing --to swift") }
        let name = args.value("--name") ?? "spec"
        if let problem = SwiftSource.nameProblem(name) { throw args.usageError("--name \(name) \(problem): choose another name") }
        let path = args.positional("SPEC.json")!
        // Converting paints nothing: a spec over the painting budget converts, and its Swift is refused where it is drawn.
        let spec = try PopupSpec.decode(contentsOf: path).variant(Variant())
        let destination = args.value("-o") ?? "-"
        if destination != "-" { try OutputPaths.refuseOverlaps(args, outputs: ["-o"], inputs: spec.inputFiles) }
        let source: SwiftSource
        do { source = try SwiftSource(spec, source: path.split(separator: "/").last.map(String.init) ?? path, name: name,
                                           writtenTo: destination == "-" ? nil : destination) }
        catch { throw PopsnapError.invalid("\(path): \(error)") }
        if source.uses(identifier: name) {
            throw args.usageError("--name \(name) is a name the file itself uses, so the constant would stand for it and the file would not "
                + "compile: choose another name")
        }
        let bytes = Array(source.text.utf8)
        try out.deliver(bytes, to: destination, replacing: OutputFile.kind(SwiftSource.outputKind, args))
        return .success
    }
}
