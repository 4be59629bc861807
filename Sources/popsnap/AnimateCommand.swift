import PopsnapExport
import PopsnapFiles
import FoundationEssentials
import Popsnap

extension CommandSpec {
    static let animate = CommandSpec(
        name: "animate",
        summary: "Render a popup's transition as frames: an APNG, an animated WebP, a folder of numbered PNGs, a filmstrip or one frame. "
            + "A spec with an animation block gives exactly the frames verify checks; options replace its fields one by one.",
        usage: "popsnap animate [SPEC.json] --transition NAME -o OUT [options]",
        positionals: [PopupOptions.spec],
        options: [
            OptionSpec(names: ["-o", "--output"], valueName: "OUT",
                       help: "An .apng file, a .gif file, a .webp file (lossless unless --quality), a folder (ending in / or existing) for "
                           + "frame-0000.png…, or with --filmstrip or --at a PNG file (a GIF or a WebP for a name ending in .gif or .webp).", required: true),
            OptionSpec(names: ["--transition"], valueName: "NAME",
                       help: "crossfade (seed 000), appear, disappear, hud (seed 002), spin (a loop), progress, slide-in or slide-out (from and to the kind's edge).",
                       defaultDescription: "the spec's animation.transition, else crossfade"),
            OptionSpec(names: ["--duration"], valueName: "SECONDS",
                       help: "How long the transition lasts.",
                       defaultDescription: "the spec's animation.duration, else the transition's: 0.3 crossfade, 0.4 appear, 0.3 disappear, 1.4 hud, 1 spin and progress, the kind's slide (0.5)"),
            OptionSpec(names: ["--fps"], valueName: "N", help: "Frames a second.", defaultDescription: "the spec's animation.fps, else 60"),
            OptionSpec(names: ["--curve"], valueName: "NAME",
                       help: SpecWording.list(NameTable(Easing.Name.self).names) + ".", defaultDescription: "the spec's animation.curve, else the transition's"),
            OptionSpec(names: ["--damping"], valueName: "RATIO", help: "A spring's damping ratio; 1 does not overshoot.",
                       defaultDescription: String(printf: "%g", Easing.defaultDamping)),
            OptionSpec(names: ["--response"], valueName: "SECONDS", help: "A spring's response.", defaultDescription: String(printf: "%g", Easing.defaultResponse)),
            OptionSpec(names: ["--at"], valueName: "SECONDS", help: "Render only the frame at this time, to a PNG (or a one-frame GIF for a .gif name)."),
            OptionSpec(names: ["--filmstrip"], valueName: "N", help: "Render N frames side by side with their times, to a PNG."),
            OptionSpec(names: ["--from"], valueName: "A.json",
                       help: "Cross-fade from this spec's screen to SPEC.json's (or --to's), in place of a transition."),
            OptionSpec(names: ["--to"], valueName: "B.json", help: "The spec to cross-fade to, with --from."),
            OptionSpec(names: ["--loop-count"], valueName: "N", help: "How often an APNG, a GIF or a WebP plays; 0 for ever.", defaultDescription: "0"),
            ImageFormat.qualityOption,
            OptionSpec(names: ["--dither"],
                       help: "Dither a GIF's frames of more than 256 colours when libimagequant reduces them (off: flat fills stay flat)."),
            OptionSpec(names: ["--json"],
                       help: "Print what was written as JSON on standard output: file, format, frames, each frame's delay in seconds as stored, "
                           + "duration, bytes, the animation frame each file frame shows, and the colour error (largest and mean, 8-bit levels a "
                           + "channel) of each GIF frame reduced to 256 colours and of every frame of a lossy WebP."),
            OptionSpec(names: ["--jobs"], valueName: "N", help: "Threads rendering and encoding frames; the output does not depend on it.",
                       defaultDescription: "the number of cores"),
            OptionSpec(names: ["--overwrite"], help: "Replace the frames in an output folder that is not empty."),
            OutputFile.forceOption,
            WatchMode.option,
        ] + PopupOptions.options,
        // --from is itself the transition (a cross-fade between two screens), so naming another contradicts it.
        exclusiveOptions: PopupOptions.exclusive + [["--at", "--filmstrip"], ["--from", "--transition"]],
        examples: [
            "popsnap animate Snapshots/alert.json --transition crossfade -o alert.apng",
            "popsnap animate Snapshots/confirmation.json --transition appear --duration 0.4 --fps 60 -o frames/",
            "popsnap animate Snapshots/hud.json --transition hud -o strip.png --filmstrip 6",
            "popsnap animate Snapshots/alert.json --transition crossfade -o alert.webp --quality 80",
            "popsnap animate --from Snapshots/alert.json --to Snapshots/alert-german.json -o switch.apng",
            "popsnap animate --watch Snapshots/alert.json --transition appear -o alert.apng",
        ])
}

extension Command {
    static let animate = Command(spec: .animate) { args, out in
        let specs = [args.value("--from"), args.value("--to") ?? args.positional("SPEC.json")]
        return try WatchMode.run(args, &out, command: .animate, specs: specs, outputs: ["-o"]) { out in try animateOnce(args, &out) }
    }

    /// One animation: what it wrote and the files it read.
    private static func animateOnce(_ args: ParsedArguments, _ out: inout Output) throws -> Rendering {
        try AnimateArguments.refuseUnusedOptions(args)
        let limits = try LimitOptions.limits(args)
        let renderer = try PopupRenderer(fontsDirectory: args.value("--fonts-dir"))
        var specFile = args.positional("SPEC.json")
        var overrides = try PopupArguments.overrides(args)
        var start: PopupScene?
        var inputs: [String] = []
        if let from = args.value("--from") {
            guard let to = args.value("--to") ?? specFile else { throw args.usageError("--from needs --to or a SPEC.json to cross-fade to") }
            specFile = to
            overrides.kind = nil
            let startPopup = try PopupSpec.prepare(file: from, overrides: overrides, limits: limits)
            inputs = startPopup.spec.inputFiles
            start = startPopup.scene
        } else if args.value("--to") != nil {
            throw args.usageError("--to goes with --from")
        }
        let popup = try PopupSpec.prepare(file: specFile, overrides: overrides, limits: limits)
        let spec = popup.spec
        try OutputPaths.refuseOverlaps(args, outputs: ["-o"], inputs: inputs + spec.inputFiles)
        // The spec's own animation, as `verify` checks it, with each option given replacing its one field.
        var animation = spec.animation ?? AnimationSpec()
        if let name = try args.choice("--transition", from: Transition.Name.self) { animation.transition = name }
        if let curve = try AnimateArguments.curve(args) { animation.curve = curve }
        if let d = try args.double("--duration") { animation.duration = d }
        if let fps = try args.double("--fps") { animation.fps = fps }
        let (transition, timeline): (Transition, Timeline)
        do { (transition, timeline) = try spec.animationTiming(animation, from: start, frameLimit: limits.frames) } catch { throw PopsnapError.animation(error) }
        let jobs = try args.int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let destination = args.value("-o")!
        let stills = args.value("--at") != nil || args.value("--filmstrip") != nil
        try OutputExtension.refuseOther(args, "-o", destination, written: stills ? ImageFormat.extensions : ["apng", "png", "gif", "webp"])
        let output = try AnimationOutput.inferred(from: destination, filmstrip: try args.int("--filmstrip", in: 1...64),
                                              at: try args.double("--at", in: 0...timeline.duration), overwrite: args.flag("--overwrite"),
                                              loopCount: try args.int("--loop-count", in: 0...65_535) ?? 0, dithering: args.flag("--dither"),
                                              quality: try ImageFormat.quality(args, output: destination))
        switch output {
        case .apng, .gif, .webp: break
        case .folder, .frame, .filmstrip:
            // A folder named x.webp passed the name's check; its frames are PNGs.
            if case .folder = output, args.value("--quality") != nil {
                throw args.usageError("--quality sets a lossy WebP's quality; a folder of frames is PNGs")
            }
            if args.value("--loop-count") != nil {
                throw args.usageError("--loop-count sets how often an APNG, a GIF or a WebP plays; with --at, --filmstrip or a folder there is no animation")
            }
        }
        if case .gif = output {} else if args.flag("--dither") {
            throw args.usageError("--dither applies to an animated GIF's frames of more than 256 colours: -o NAME.gif without --at or --filmstrip")
        }
        if case .folder = output, args.flag("--watch"), !args.flag("--overwrite") {
            throw args.usageError("--watch writes the frames again after every change, into the folder -o \(destination) names: "
                + "add --overwrite to let it replace its numbered frames")
        }
        if case .folder = output {} else if args.flag("--overwrite") {
            throw args.usageError("--overwrite lets frames go into a folder that is not empty; -o \(args.value("-o")!) is not a folder "
                + "(a file is always replaced whole)")
        }
        try popup.checkBudget(animating: transition, timeline, limits: limits, file: specFile ?? SpecOverrides.source, jobs: jobs,
                              encoderBuffers: output.encoderBuffers)
        let frames = try popup.frames(renderer: renderer, animation: animation, from: start, frameLimit: limits.frames)
        let interactive = out.terminal.isInteractive
        let report = try AnimationExport(jobs: jobs, renderer: renderer, replacing: OutputFile.kind(.image, args)).write(frames, to: output) { done, total in
            // A progress line on a terminal, rewritten in place; nothing in CI logs.
            if interactive { Output.progress("\r\u{1B}[Kframe \(done)/\(total)\(done == total ? "\n" : "")") }
        }
        if args.flag("--json") { out.write(report.json) }
        return Rendering(written: "\(report.frames) frames to \(args.value("-o")!)", inputs: inputs + spec.inputFiles)
    }
}

enum AnimateArguments {
    /// Options that another option makes pointless are refused rather than dropped without a word.
    static func refuseUnusedOptions(_ args: ParsedArguments) throws {
        if args.value("--curve") != Easing.Name.spring.rawValue {
            for option in ["--damping", "--response"] where args.value(option) != nil {
                throw args.usageError("\(option) shapes a spring; it needs --curve spring")
            }
        }
        // The HUD's and the spinner's timings are seed 002's own; they take no curve.
        if let curve = args.value("--curve"), let transition = args.value("--transition"), [Transition.Name.hud, .spin].map(\.rawValue).contains(transition) {
            throw args.usageError("--curve \(curve) has no effect on the \(transition) transition, which keeps seed 002's timing")
        }
        if args.value("--to") != nil, let spec = args.positional("SPEC.json") {
            throw args.usageError("--to names the spec to cross-fade to, and so does \(spec); give one of them")
        }
        if args.value("--from") != nil, let kind = args.value("--kind") {
            throw args.usageError("--kind \(kind) describes a popup without a spec file; --from cross-fades between spec files")
        }
    }

    static func curve(_ args: ParsedArguments) throws -> Easing? {
        guard let name = try args.choice("--curve", from: Easing.Name.self) else { return nil }
        return Easing(name, damping: try args.double("--damping", in: Easing.dampingRange),
                      response: try args.double("--response", in: Easing.responseRange))
    }
}
