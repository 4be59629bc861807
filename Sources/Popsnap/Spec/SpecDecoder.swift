import PopsnapFiles
import PopsnapLayout
import PopsnapGeometry
import PopsnapPNG
import PopsnapRaster
import PopsnapJSON

extension PopupSpec {
    /// Reads and checks a spec file. Every error names the file, the JSON path and what was expected.
    /// `variant` chooses a point of the spec's matrix, or overrides the file (`variant(_:)`): the file is
    /// read and decoded once, and the variant derived from what it holds. Each of `limits` is checked
    /// before the work it bounds.
    public static func load(contentsOf path: String, variant: Variant = Variant(),
                            limits: SpecLimits = .default) throws(PopsnapError) -> PopupSpec {
        let spec = try read(contentsOf: path, limits: limits).variant(variant)
        do { try SpecBudget.check(spec, scene: spec.scene(), limits: limits, file: path) } catch { throw .spec(error) }
        return spec
    }

    /// The spec in a file as written, checked but for the painting budget, so no scene is made: what
    /// a run reads of a spec before checking it (its variants, the files it reads).
    ///
    /// ```swift
    /// let checks = try PopupSpec.decode(contentsOf: "Snapshots/alert-matrix.json").variants.matrix
    /// ```
    public static func decode(contentsOf path: String, limits: SpecLimits = .default) throws(PopsnapError) -> PopupSpec {
        try read(contentsOf: path, limits: limits)
    }

    /// The spec in a file as written, checked but for the painting budget, which waits for overrides of
    /// canvas and scale; decoded once per version of the file and of what it reads (`decodedSpecs`).
    static func read(contentsOf path: String, limits: SpecLimits) throws(PopsnapError) -> PopupSpec {
        do throws(SpecError) {
            // The spec given is inside its own folder, which is readable; only a link can lead out, and is not followed.
            if let folders = limits.readableFolders, path != StandardInput.name, !FolderContainment.isInside(path, folders: folders) {
                throw SpecError(file: path, message: "the spec is a symbolic link that leads outside the folders a spec may read "
                    + "(\(SpecWording.list(folders, or: false)))", remedy: .allowFolder)
            }
            // Standard input is no file an output could overwrite, nor one to read again.
            let version = path == StandardInput.name ? nil : FileVersion(path)
            if let version, let kept = decodedSpecs.value(version)?.spec(within: limits) { return kept }
            let reader = try SpecParsing.read(contentsOf: path, parser: limits.parser)
            var spec = try decode(reader, baseDirectory: FileError.folder(of: path), limits: limits)
            if path != StandardInput.name { spec.inputFiles.insert(path, at: 0) }
            if let version {
                let decoded = DecodedSpec(spec, limits: limits, version: version)
                // A file it read that could still change unseen would leave the kept spec behind it.
                if decoded.inputs.allSatisfy({ $0?.isSettled ?? true }) { decodedSpecs.keep(decoded, as: version) }
            }
            return spec
        } catch { throw .spec(error) }
    }

    static let topKeys = ["$schema", "canvas", "scale", "appearance", "contentSize", "background", "backdrop", "popup", "theme",
                          "animation", "variants", "strings", "lint", "statusBar", "homeIndicator", "limits", "orientation", "ios", "cutout"]

    /// The spec in `reader` at `variant` (`variant(_:)`); relative paths (images, strings files) are taken
    /// from `baseDirectory`, and the files read are listed in `inputFiles`. A custom tree is held to `limits`
    /// before it is decoded; the painting budget is `load`'s and `make`'s, once the scale is known.
    public static func decode(_ reader: SpecReader, baseDirectory: String, variant: Variant = Variant(),
                              limits: SpecLimits = .default) throws(SpecError) -> PopupSpec {
        let files = SpecFiles(directory: baseDirectory, limits: limits)
        var spec = try decode(reader, files: files, limits: limits)
        spec.inputFiles = files.read
        spec.familySources = FamilySources.find(in: reader)
        try spec.derive(variant)
        return spec
    }

    /// The file's own values; its variant (`derive`) is applied by the caller.
    private static func decode(_ reader: SpecReader, files: SpecFiles, limits runLimits: SpecLimits) throws(SpecError) -> PopupSpec {
        let o = try reader.object(keys: topKeys)
        // Read first: the spec's own limits bound the rest of its decoding.
        let own = try o.optional("limits").map { r throws(SpecError) in try ownLimits(r, within: runLimits) }
        var limits = runLimits
        if let v = own?.variants { limits.variants = v }
        let appearance = try o.optional("appearance")?.oneOf(["light": Appearance.light, "dark": .dark]) ?? .light
        let contentSize = try o.optional("contentSize")?.contentSize() ?? .large
        let strings = try o.optional("strings").map { r throws(SpecError) in try StringsDecoding.decode(r, files: files, limits: limits) }
        let axes = try o.optional("variants").map { r throws(SpecError) in try variants(r, limit: limits.variants) } ?? VariantAxes()
        let source = SpecSource(reader: reader, directory: files.directory, limits: limits, strings: strings ?? LocalizedStrings())
        var spec = PopupSpec(popup: try source.popup(locale: nil, files: files))
        spec.source = source
        // Every translation now, from the same parsed file, so a scene is drawn in any locale without decoding.
        let again = SpecFiles(directory: files.directory, limits: limits)
        for locale in source.strings.locales { spec.translations[locale] = try source.popup(locale: locale, files: again) }
        (spec.appearance, spec.contentSize) = (appearance, contentSize)
        spec.ios = try o.optional("ios")?.iosLook() ?? .ios26
        spec.variants = axes
        spec.ownMemoryLimit = own?.memory
        if let r = o.optional("lint") { spec.lint = try lintSettings(r) }
        if let r = o.optional("scale"), let s = Scale(rawValue: try r.integer(in: Scale.supported)) { spec.ownScale = s }
        if let r = o.optional("canvas") { spec.screen = try screen(r) }
        let orientation: Orientation = try o.optional("orientation")?.oneOf(Orientation.self) ?? .portrait
        if let device = spec.screen.device { spec.screen = .device(device, orientation: orientation) } else if orientation == .landscape {
            throw landscapeRefused(o, reader)
        }
        if let r = o.optional("background") { spec.background = try background(r, files: files) }
        if let r = o.optional("animation") {
            let a = try animation(r)
            // Its frame count is known now, so it is checked now, before any frame is drawn.
            do { _ = try spec.animationTiming(a, frameLimit: limits.frames) } catch { throw r.error(error.message, remedy: error.remedy) }
            spec.animation = a
        }
        if let r = o.optional("statusBar") { spec.statusBar = try statusBar(r) }
        if let r = o.optional("homeIndicator") { spec.showsHomeIndicator = try r.bool() }
        if let r = o.optional("cutout") { spec.showsCutout = try r.bool() }
        if let r = o.optional("backdrop") { spec.backdrop = try backdrop(r) }
        return spec
    }

    /// `limits`: a spec may hold itself to less than the run allows (`maxVariants`, `maxMemory`), never more,
    /// since a spec from a pull request must not raise what protects the machine checking it.
    static func ownLimits(_ r: SpecReader, within run: SpecLimits) throws(SpecError) -> (variants: Int?, memory: Int?) {
        let o = try r.object(keys: ["maxVariants", "maxMemory"])
        func lower(_ key: String, _ limit: SpecLimit, _ runValue: Int) throws(SpecError) -> Int? {
            guard let v = o.optional(key) else { return nil }
            let value = try v.integer(in: 1...Int(Int32.max) * 1024)
            guard value <= runValue else {
                throw v.error("a spec can lower a limit, not raise it: \(value) is more than the run's \(runValue)", remedy: limit.remedy)
            }
            return value
        }
        return (try lower("maxVariants", .variants, run.variants), try lower("maxMemory", .memory, run.memory))
    }

    /// `"none"`, a colour, or `{"color", "blur"}`: the dimming (the kind's own when left out) over the
    /// screen blurred by a UIKit radius in points.
    static func backdrop(_ r: SpecReader) throws(SpecError) -> PopupSpec.Backdrop {
        guard case .object = r.node.value else {
            if case let .string(s) = r.node.value, s == "none" { return .noDimming }
            return .dimming(try r.color())
        }
        let o = try r.object(keys: ["color", "blur"])
        let color = try o.optional("color").map { c throws(SpecError) in try c.color() }
        return .blurred(color, radius: try o.optional("blur")?.number(in: 0...100) ?? 0)
    }

    /// `true`, `false`, or `{"time", "style"}`; without a style, the bar takes the content that reads on
    /// the appearance's screen when the scene is made (dark glyphs in light mode).
    static func statusBar(_ r: SpecReader) throws(SpecError) -> StatusBar? {
        var bar = StatusBar(time: StatusBar.appleTime, content: nil)
        if case .bool = r.node.value { return try r.bool() ? bar : nil }
        let o = try r.object(keys: ["time", "style"])
        if let t = o.optional("time") { bar.time = try t.nonEmptyString() }
        if let s = o.optional("style") { bar.content = try s.oneOf(StatusBar.Content.self) }
        return bar
    }

    static func animation(_ r: SpecReader) throws(SpecError) -> AnimationSpec {
        let o = try r.object(keys: ["transition", "duration", "fps", "curve", "damping", "response"])
        var a = AnimationSpec()
        if let t = o.optional("transition") { a.transition = try t.oneOf(Transition.Name.self) }
        if let d = o.optional("duration") { a.duration = try d.number(in: 0.001...60) }
        if let f = o.optional("fps") { a.fps = try f.number(in: 0.1...240) }
        let curve = try o.optional("curve")?.oneOf(Easing.Name.self)
        for key in ["damping", "response"] where curve != .spring {
            if let given = o.optional(key) { throw given.error("\(key) shapes a spring; it needs \"curve\": \"spring\"") }
        }
        if let curve {
            a.curve = Easing(curve, damping: try o.optional("damping")?.number(in: Easing.dampingRange),
                             response: try o.optional("response")?.number(in: Easing.responseRange))
        }
        return a
    }

    /// `canvas`: a device's screen, or a size in points (no device, so no safe area).
    static func screen(_ r: SpecReader) throws(SpecError) -> Screen {
        let devices = NameTable(Device.self).byName
        if case .string = r.node.value { return .device(try r.oneOf(devices)) }
        let o = try r.object(keys: ["device", "width", "height"])
        if let d = o.optional("device") {
            if o.contains("width") || o.contains("height") { throw o.error("give a device or a width and height, not both") }
            return .device(try d.oneOf(devices))
        }
        return .size(Size(width: try o.required("width").number(in: 1...1_000_000), height: try o.required("height").number(in: 1...1_000_000)))
    }

    /// Landscape on a canvas given by its size, in the file or its variants: the error, at the key that asks for it.
    static func landscapeRefused(_ o: SpecObject, _ reader: SpecReader) -> SpecError {
        let axis = try? o.optional("variants")?.object(keys: VariantAxis.allCases.map(\.key)).optional("orientations")
        return (o.optional("orientation") ?? axis ?? o.optional("canvas") ?? reader)
            .error("landscape turns a device; a canvas given by its width and height is already the way up it is drawn")
    }

    static func background(_ r: SpecReader, files: SpecFiles) throws(SpecError) -> Background {
        if case .string = r.node.value { return .color(try r.color()) }
        let o = try r.object(keys: ["gradient", "image", "fit", "position"])
        if let image = o.optional("image") {
            if o.contains("gradient") { throw o.error("give a gradient or an image, not both") }
            let picture = try files.imageFile(image)
            guard o.contains("fit") || o.contains("position") else { return .placedFile(picture, ImagePlacement(), background: nil) }
            var placement = ImagePlacement()
            if let f = o.optional("fit") { placement.fit = try f.oneOf(ImagePlacement.Fit.self) }
            if let p = o.optional("position") { let at = try p.oneOf(ImagePlacement.positions); (placement.x, placement.y) = (at.x, at.y) }
            return .placedFile(picture, placement, background: DynamicColor.systemBackground)
        }
        if o.contains("fit") || o.contains("position") { throw o.error("fit and position go with an image") }
        return .verticalGradient(try o.required("gradient").array(count: 2...16).map { c throws(SpecError) in try c.color() })
    }
}
