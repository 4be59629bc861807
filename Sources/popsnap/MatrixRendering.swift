import FoundationEssentials
import Popsnap
import PopsnapFiles

/// `popsnap render SPEC.json --matrix`: every variant of the spec (or the slice `--variant` chooses),
/// each to `-o DIR/NAME.VARIANT.png`, and with `--sheet` all of them on one contact sheet, lint's
/// findings outlined in red.
enum MatrixRendering {
    static func run(_ args: ParsedArguments, _ out: inout Output) throws -> ExitStatus {
        guard let file = args.positional("SPEC.json") else { throw args.usageError("--matrix renders a spec file's variants; give a spec file") }
        let folder = args.value("-o"), sheetPath = args.value("--sheet")
        guard folder != nil || sheetPath != nil else { throw args.usageError("--matrix needs -o FOLDER, --sheet FILE, or both") }
        if folder == "-" { throw args.usageError("--matrix writes one file a variant; -o names a folder, not standard output") }
        let overrides = try PopupArguments.overrides(args)
        let limits = try LimitOptions.limits(args)
        let specs = try PopupSpec.matrix(file: file, overrides: overrides, limits: limits)
        let variants = specs.map(\.variant)
        let base = file == StandardInput.name ? "stdin" : URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let renderer = try PopupRenderer(fontsDirectory: args.value("--fonts-dir"))
        let linter = Linter(renderer: renderer)
        // Every variant is read and laid out, and every output checked, before any is drawn: a sheet too
        // large to make, or a variant that would write over an input, is refused before any file is written.
        var planned: [(spec: PopupSpec, scene: PopupScene, layout: SceneLayout)] = []
        for spec in specs.map(\.spec) {
            let scene = spec.scene()
            planned.append((spec, scene, try renderer.layout(scene)))
        }
        let columns = max(1, variants.count / max(1, Set(variants.map(\.locale)).count))
        let framing = ContactSheet.Framing(planned.first?.spec.variants ?? VariantAxes())
        if sheetPath != nil { try ContactSheet.checkSize(of: planned.map { ($0.scene, $0.layout) }, columns: columns, framing: framing) }
        try OutputPaths.refuseOverlaps(args, outputs: ["--sheet"], inputs: [file])
        if let folder {
            for (variant, plan) in zip(variants, planned) {
                try refuse(folder + "/" + variant.named(base) + ".png", overlapping: plan.spec.inputFiles, args)
            }
            try prepare(folder: folder, args)
        }
        var sheet = ContactSheet(framing: framing)
        for (i, (variant, (spec, scene, layout))) in zip(variants, planned).enumerated() {
            let name = variant.named(base)
            let image = try renderer.render(scene, laidOut: layout)
            if let folder {
                try PopupRenderer.write(try AnimationWriter.png(image, .fast), to: folder + "/" + name + ".png")
            }
            // The sheet is for review: lint's findings are outlined on their cells.
            if sheetPath != nil { try sheet.add(name: name, image: image, layout: layout, outlines: try linter.lint(spec).findings.map(\.pixels)) }
            if out.terminal.isInteractive { Output.progress("\r\u{1B}[K\(i + 1)/\(variants.count) \(TerminalText.escaped(name))\(i + 1 == variants.count ? "\n" : "")") }
        }
        if let sheetPath {
            let png = try AnimationWriter.png(try sheet.image(columns: columns, typesetter: renderer.typesetter), .fast)
            if sheetPath == "-" { out.write(bytes: png) } else { try PopupRenderer.write(png, to: sheetPath) }
        }
        return .success
    }

    /// The folder of `-o` (a link to one is followed): made when nothing is there; anything else is
    /// refused before any work.
    private static func prepare(folder: String, _ args: ParsedArguments) throws {
        if FileKind.followed(folder).kind == .directory { return }
        if let kind = FileKind.of(folder) {
            throw args.usageError("-o \(folder) is \(kind), not a folder; --matrix writes one PNG a variant into a folder")
        }
        do { _ = try FolderHandle(making: folder) } catch {
            throw args.usageError("-o \(folder): cannot make the folder: \(error.reason)")
        }
    }

    private static func refuse(_ path: String, overlapping inputs: [String], _ args: ParsedArguments) throws {
        guard let id = FileIdentity(path), let input = inputs.first(where: { FileIdentity($0) == id }) else { return }
        throw args.usageError("-o: \(path) is also an input (\(input)); writing it would destroy the input: choose another folder")
    }
}
