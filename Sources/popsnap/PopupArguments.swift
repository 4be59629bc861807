import Popsnap
import PopsnapFiles
import PopsnapLayout

/// The popup options of `render` and `layout`, read into the library's overrides and a renderer.
enum PopupArguments {
    static func overrides(_ args: ParsedArguments) throws -> SpecOverrides {
        var o = SpecOverrides()
        o.scale = try args.int("--scale", in: Scale.supported).flatMap(Scale.init(rawValue:))
        o.device = args.value("--device")
        o.size = try args.size("--size")
        o.orientation = try args.choice("--orientation", from: Orientation.self)
        o.ios = try ios(args)
        if let a = try args.choice("--appearance", from: PopupOptions.appearances) { o.appearance = a == "dark" ? .dark : .light }
        // Short names are offered (and suggested); UIKit's names are accepted too.
        if let text = args.value("--content-size") {
            o.contentSize = try ContentSizeCategory(named: text)
                ?? args.choice("--content-size", from: ContentSizeCategory.allCases.map(\.shortName)).flatMap(ContentSizeCategory.init(named:))
        }
        o.kind = try args.choice("--kind", from: PopupKinds.optionNames)
        o.locale = args.value("--locale")
        o.variants = try variants(args)
        // Words to draw, not file names: read as text (CommandLineBytes keeps names' bytes).
        o.title = args.value("--title").map(FileNameBytes.text)
        o.message = args.value("--message").map(FileNameBytes.text)
        o.buttons = args.values("--button").map(FileNameBytes.text)
        o.background = args.value("--background")
        return o
    }

    /// The spec's scene, the renderer, the layout and the files the spec read, with a warning for every
    /// character no font has. The `outputs`
    /// options are checked not to name a file the spec was read from, before anything is drawn.
    /// `encoderBuffers`: canvas-sized buffers the output's encoder holds besides the image, counted in the budget.
    static func scene(_ args: ParsedArguments, _ out: inout Output, outputs: [String] = [], encoderBuffers: Int = 0,
                      painting: Bool = true) throws -> (PopupScene, PopupRenderer, SceneLayout, [String]) {
        let renderer = try PopupRenderer(fontsDirectory: args.value("--fonts-dir"))
        let limits = try LimitOptions.limits(args)
        let popup = try PopupSpec.prepare(file: args.positional("SPEC.json"), overrides: try overrides(args), limits: limits, painting: painting)
        if encoderBuffers > 0 {
            try popup.checkBudget(encodingStill: encoderBuffers, limits: limits, file: args.positional("SPEC.json") ?? SpecOverrides.source)
        }
        try OutputPaths.refuseOverlaps(args, outputs: outputs, inputs: popup.spec.inputFiles)
        let scene = popup.scene
        let layout = try renderer.layout(scene)
        for c in layout.missingCharacters {
            let codes = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            out.warn("no font has \"\(c)\" (\(codes)); it is drawn as a .notdef box")
        }
        return (scene, renderer, layout, popup.spec.inputFiles)
    }

    /// `--ios 18|26`; nil when absent.
    static func ios(_ args: ParsedArguments) throws -> IOSLook? {
        try args.choice("--ios", from: IOSLook.allCases.map { String($0.rawValue) }).flatMap(Int.init).flatMap(IOSLook.init(rawValue:))
    }

    /// `--variant axis=value,…`; every variant when absent.
    static func variants(_ args: ParsedArguments) throws -> VariantSelection {
        guard let text = args.value("--variant") else { return VariantSelection() }
        do throws(VariantError) { return try VariantSelection(parsing: text) } catch { throw args.usageError("--variant: \(error.message)") }
    }
}
