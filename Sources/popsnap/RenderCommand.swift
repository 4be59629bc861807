import PopsnapExport
import PopsnapFiles
import Popsnap

extension CommandSpec {
    static let render = CommandSpec(
        name: "render",
        summary: "Render a popup to a PNG image (or a GIF or a WebP, for an OUT ending in .gif or .webp), from a JSON spec or from options alone.",
        usage: "popsnap render [SPEC.json] -o OUT.png [options]",
        positionals: [PopupOptions.spec],
        options: [
            OptionSpec(names: ["-o", "--output"], valueName: "FILE",
                       help: "Where to write the PNG, or a GIF or a WebP for a name ending in .gif or .webp (a GIF exact up to 256 colours, "
                           + "reduced by libimagequant beyond; a WebP lossless unless --quality); '-' writes a PNG to standard output. "
                           + "With --matrix, a folder for one PNG a variant.",
                       acceptsStandardStream: true),
            ImageFormat.qualityOption,
            OptionSpec(names: ["--matrix"],
                       help: "Render every variant the spec file declares (or the slice --variant chooses), each as NAME.VARIANT.png."),
            OptionSpec(names: ["--sheet"], valueName: "FILE",
                       help: "With --matrix: every variant on one labelled contact sheet, for review; '-' writes it to standard output.",
                       acceptsStandardStream: true),
            WatchMode.option,
            OutputFile.forceOption,
        ] + PopupOptions.options,
        exclusiveOptions: PopupOptions.exclusive,
        examples: [
            "popsnap render Snapshots/alert.json -o alert.png",
            "popsnap render Snapshots/alert.json --scale 2 --device iphone-se --appearance dark -o -",
            "popsnap render --kind alert --title \"Error\" "
                + "--message \"Sorry, that email address is already used!\" --button OK -o alert.png",
            "popsnap render Snapshots/alert-matrix.json --matrix -o variants/ --sheet alert-sheet.png",
            "popsnap render Snapshots/alert.json -o alert.webp --quality 90",
            "popsnap render Snapshots/alert-matrix.json --variant locale=de,appearance=dark,contentSize=AX3 -o alert-de.png",
            "popsnap render --watch Snapshots/alert.json -o alert.png",
        ])
}

extension Command {
    static let render = Command(spec: .render) { args, out in
        try WatchMode.run(args, &out, command: .render, specs: [args.positional("SPEC.json")], outputs: ["-o", "--sheet"]) { out in
            try renderOnce(args, &out)
        }
    }

    /// One render: what it wrote and the files it read.
    private static func renderOnce(_ args: ParsedArguments, _ out: inout Output) throws -> Rendering {
        if args.flag("--matrix") {
            if args.value("--quality") != nil { throw args.usageError("--quality sets a lossy WebP's quality; --matrix writes PNGs") }
            return try MatrixRendering.run(args, &out)
        }
        if args.value("--sheet") != nil { throw args.usageError("--sheet draws a matrix's variants; add --matrix") }
        guard let destination = args.value("-o") else { throw args.usageError("missing --output FILE") }
        let format = try ImageFormat.inferred(args, output: destination)
        let (scene, renderer, layout, inputs) = try PopupArguments.scene(args, &out, outputs: ["-o"], encoderBuffers: format.encoderBuffers)
        try out.deliver(try format.encode(renderer.render(scene, laidOut: layout)), to: destination, replacing: OutputFile.kind(.image, args))
        return Rendering(written: destination, inputs: inputs)
    }
}
