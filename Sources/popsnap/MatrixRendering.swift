import PopsnapExport
import FoundationEssentials
import Popsnap
import PopsnapFiles
import PopsnapPNG

/// `popsnap render SPEC.json --matrix`: every variant of the spec (or the slice `--variant` chooses),
/// each to `-o DIR/NAME.VARIANT.png`, and with `--sheet` all of them on one contact sheet, lint's
/// findings outlined in red (`VariantMatrix` draws them; the options and the files are here).
enum MatrixRendering {
    static func run(_ args: ParsedArguments, _ out: inout Output) throws -> Rendering {
        guard let file = args.positional("SPEC.json") else { throw args.usageError("--matrix renders a spec file's variants; give a spec file") }
        let folder = args.value("-o").map(PathParts.folderSpelling), sheetPath = args.value("--sheet")
        guard folder != nil || sheetPath != nil else { throw args.usageError("--matrix needs -o FOLDER, --sheet FILE, or both") }
        if let sheetPath { try OutputExtension.refuseOther(args, "--sheet", sheetPath, written: ["png"]) }
        if folder == "-" { throw args.usageError("--matrix writes one file a variant; -o names a folder, not standard output") }
        let matrix = try VariantMatrix(file: file, overrides: try PopupArguments.overrides(args), limits: try LimitOptions.limits(args),
                                       renderer: try PopupRenderer(fontsDirectory: args.value("--fonts-dir")))
        // Every output is checked, as the matrix checked every variant, before any is drawn: a sheet too
        // large to make, or a variant that would write over an input, is refused before any file is written.
        if sheetPath != nil { try matrix.checkSheetSize() }
        try OutputPaths.refuseOverlaps(args, outputs: ["--sheet"], inputs: [file])
        if let folder {
            for plan in matrix.planned {
                let path = folder + "/" + plan.name + ".png"
                try refuse(path, overlapping: plan.popup.spec.inputFiles, args)
                do { try AtomicFile.checkWritable(path, replacing: OutputFile.kind(.image, args)) } catch { throw PopsnapError.file(error) }
            }
            try prepare(folder: folder, args)
        }
        var done = 0
        let interactive = out.terminal.isInteractive
        // Each PNG is compressed on the thread that drew it; the files are written in order.
        let encode = folder != nil
        let sheet = try matrix.render(sheet: sheetPath != nil, jobs: ProcessInfo.processInfo.activeProcessorCount, transform: { _, image throws(PopsnapError) -> [UInt8]? in
            encode ? try image.png(.fast) : nil
        }) { plan, _, png in
            if let folder, let png { try OutputFile.write(png, to: folder + "/" + plan.name + ".png", replacing: OutputFile.kind(.image, args)) }
            done += 1
            if interactive {
                Output.progress("\r\u{1B}[K\(done)/\(matrix.planned.count) \(TerminalText.escaped(plan.name))\(done == matrix.planned.count ? "\n" : "")")
            }
        }
        if let sheetPath, let sheet {
            let png = try sheet.png(.fast)
            try out.deliver(png, to: sheetPath, replacing: OutputFile.kind(.image, args))
        }
        let written = [folder.map { "\(matrix.planned.count) variants into \($0)" }, sheetPath].compactMap { $0 }.joined(separator: " and ")
        return Rendering(written: written, inputs: [file] + matrix.planned.flatMap(\.popup.spec.inputFiles))
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
        // A FIFO or a folder at a variant's name would stop the run after the variants before it were written.
        if let kind = FileKind.of(path), kind != .regular, kind != .symbolicLink {
            throw args.usageError("-o: \(path) is \(kind), not a PNG Popsnap can replace: move it, or choose another folder")
        }
        guard let id = FileIdentity(path), let input = inputs.first(where: { FileIdentity($0) == id }) else { return }
        throw PopsnapError.invalid("-o: \(path) is also an input (\(input)); writing it would destroy the input: choose another folder")
    }
}
