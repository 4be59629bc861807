import PopsnapExport
import PopsnapFiles
import Popsnap

extension CommandSpec {
    static let accessibility = CommandSpec(
        name: "accessibility",
        summary: "Print what VoiceOver reads in the popup, one numbered line an element in reading order "
            + "(\"1. Saved. Heading.\"), and optionally draw it: the render with each element's box numbered and a legend beside it.",
        usage: "popsnap accessibility [SPEC.json] [-o OVERLAY.png] [--json] [options]",
        positionals: [PopupOptions.spec],
        options: [
            OptionSpec(names: ["-o", "--output"], valueName: "FILE",
                       help: "Also write the overlay PNG: the render, each element's frame in its colour and number, and the legend; "
                           + "'-' writes it to standard output instead of the lines.",
                       acceptsStandardStream: true),
            OptionSpec(names: ["--json"], help: "Print the elements as JSON: order, path, description, label, value, traits, frame and pixels."),
            OutputFile.forceOption,
        ] + PopupOptions.options,
        exclusiveOptions: PopupOptions.exclusive,
        examples: [
            "popsnap accessibility Snapshots/system-alert-light.json",
            "popsnap accessibility Snapshots/alert.json -o alert.voiceover.png",
            "popsnap accessibility --kind hud --title \"Loading\" --json",
        ])
}

extension Command {
    static let accessibility = Command(spec: .accessibility) { args, out in
        let destination = args.value("-o")
        if let destination { try OutputExtension.refuseOther(args, "-o", destination, written: ["png"]) }
        let (scene, renderer, layout, _) = try PopupArguments.scene(args, &out, outputs: ["-o"], painting: destination != nil)
        let elements: [VoiceOverElement]
        if let destination {
            let voiceOver = try renderer.voiceOver(scene, laidOut: layout, limits: try LimitOptions.limits(args))
            elements = voiceOver.elements
            let png = try voiceOver.image.png()
            try out.deliver(png, to: destination, replacing: OutputFile.kind(.image, args))
            if destination == "-" { return .success }
        } else {
            elements = layout.voiceOverElements(direction: scene.layoutDirection, minimumVerticalSeparation: scene.voiceOverRowSeparation)
        }
        if args.flag("--json") {
            out.write(VoiceOverElement.json(elements))
        } else {
            // Each line escaped whole: a label's line break or control character must not act on the terminal.
            out.write(VoiceOverElement.lines(elements).map { TerminalText.escaped($0) + "\n" }.joined())
        }
        return .success
    }
}
