import Popsnap
import PopsnapFiles
import PopsnapPreview

extension CommandSpec {
    static let preview = CommandSpec(
        name: "preview",
        summary: "Serve a live gallery of every spec and variant in a folder on 127.0.0.1, with an inspector for "
            + "each image: its laid-out tree, lint's findings, switches for the variant axes. Stops on Ctrl-C, "
            + "or after --idle minutes with no request and no page open.",
        usage: "popsnap preview [DIR] [options]",
        positionals: [PositionalSpec("DIR", help: "The folder of specs to show.", arity: .optional)],
        options: [
            OptionSpec(names: ["--port"], valueName: "N", help: "The port on 127.0.0.1 to listen on; 0 lets the system choose a free one.",
                       defaultDescription: "0"),
            OptionSpec(names: ["--idle"], valueName: "MINUTES", help: "Stop after this many minutes (fractions too) with no request and no page open.",
                       defaultDescription: "never"),
            OptionSpec(names: ["--fonts-dir"], valueName: "DIR", help: "A folder holding Popsnap's font files, used instead of the bundled ones."),
            ReadableFolders.option,
        ] + LimitOptions.options,
        examples: ["popsnap preview Snapshots", "popsnap preview Snapshots --port 8080 --idle 30"])
}

extension Command {
    static let preview = Command(spec: .preview) { args, out in
        let dir = args.positionals.first ?? "Snapshots"
        var limits = try LimitOptions.limits(args)
        limits.readableFolders = try ReadableFolders.folders(args, given: [dir])
        let port = try args.int("--port", in: 0...65535) ?? 0
        // A week of minutes at most: the bound only keeps the figure a Duration can hold.
        let idle = try args.double("--idle", in: 0...10080).map { Duration.milliseconds(Int64(($0 * 60_000).rounded(.up))) }
        let folder: PreviewFolder
        do throws(PreviewError) { folder = try PreviewFolder(dir, limits: limits) } catch { throw args.usageError(error.description) }
        var server = PreviewServer(folder: folder, renderer: try PopupRenderer(fontsDirectory: args.value("--fonts-dir")))
        server.remedyWording = { RemedyWording.forCommandLine($0, command: .preview) }
        try server.serve(port: UInt16(port), idle: idle) { url in out.write(url + "\n") }
        return .success
    }
}
