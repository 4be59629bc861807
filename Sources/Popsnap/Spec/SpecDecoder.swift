import PopsnapFiles
import PopsnapLayout
import PopsnapGeometry
import PopsnapPNG
import PopsnapRaster
import PopsnapJSON

extension PopupSpec {
    /// Reads and checks a spec file. Every error names the file, the JSON path and what was expected.
    /// `variant` chooses a point of the spec's matrix, or overrides the file: its appearance wins over the
    /// file's and system colours resolve in it; text styles take their sizes for its content size; text is
    /// translated into its locale; its device, orientation and scale replace the canvas, its orientation and the scale. Each of `limits` is
    /// checked before the work it bounds.
    public static func load(contentsOf path: String, variant: Variant = Variant(),
                            limits: SpecLimits = .default) throws(PopsnapError) -> PopupSpec {
        let spec = try read(contentsOf: path, variant: variant, limits: limits)
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
        try read(contentsOf: path, variant: Variant(), limits: limits)
    }

    /// The spec in a file, checked but for the painting budget, which waits for overrides of canvas and scale.
    static func read(contentsOf path: String, variant: Variant, limits: SpecLimits) throws(PopsnapError) -> PopupSpec {
        do throws(SpecError) {
            // The spec given is inside its own folder, which is readable; only a link can lead out, and is not followed.
            if let folders = limits.readableFolders, path != StandardInput.name, !FolderContainment.isInside(path, folders: folders) {
                throw SpecError(file: path, message: "the spec is a symbolic link that leads outside the folders a spec may read "
                    + "(\(SpecWording.list(folders, or: false))); \(SpecLimits.readableFoldersAdvice)")
            }
            let reader = try SpecParsing.read(contentsOf: path, parser: limits.parser)
            var spec = try decode(reader, baseDirectory: FileError.folder(of: path), variant: variant, limits: limits)
            // Standard input is no file an output could overwrite.
            if path != StandardInput.name { spec.inputFiles.insert(path, at: 0) }
            return spec
        } catch { throw .spec(error) }
    }

    static let topKeys = ["$schema", "canvas", "scale", "appearance", "contentSize", "background", "backdrop", "popup", "theme",
                          "animation", "variants", "strings", "lint", "statusBar", "homeIndicator", "limits", "orientation", "ios", "cutout"]

    /// The spec in `reader`; relative paths (images, strings files) are taken from `baseDirectory`, and
    /// the files read are listed in `inputFiles`. A custom tree is held to `limits` before it is decoded;
    /// the painting budget is `load`'s and `make`'s, once the scale is known.
    public static func decode(_ reader: SpecReader, baseDirectory: String, variant: Variant = Variant(),
                              limits: SpecLimits = .default) throws(SpecError) -> PopupSpec {
        let files = SpecFiles(directory: baseDirectory, limits: limits)
        var spec = try decode(reader, files: files, variant: variant, limits: limits)
        spec.inputFiles = files.read
        spec.familySources = FamilySources.find(in: reader)
        return spec
    }

    private static func decode(_ reader: SpecReader, files: SpecFiles, variant: Variant, limits runLimits: SpecLimits) throws(SpecError) -> PopupSpec {
        let o = try reader.object(keys: topKeys)
        // Read first: the spec's own limits bound the rest of its decoding.
        let own = try o.optional("limits").map { r throws(SpecError) in try ownLimits(r, within: runLimits) }
        var limits = runLimits
        if let v = own?.variants { limits.variants = v }
        let fileAppearance = try o.optional("appearance")?.oneOf(["light": Appearance.light, "dark": .dark])
        let appearance = variant.appearance ?? fileAppearance ?? .light
        let fileSize = try o.optional("contentSize")?.contentSize()
        let contentSize = variant.contentSize ?? fileSize ?? .large
        let strings = try o.optional("strings").map { r throws(SpecError) in try StringsDecoding.decode(r, files: files, limits: limits) }
        let axes = try o.optional("variants").map { r throws(SpecError) in try variants(r, limit: limits.variants) } ?? VariantAxes()
        if let locale = variant.locale, !axes.locales.contains(locale), strings?.locales.contains(locale) != true {
            throw (o.optional("variants") ?? reader).error("no locale \"\(locale)\": the spec's variants have "
                + (axes.locales.isEmpty ? "no locales" : "the locales " + SpecWording.list(axes.locales, or: false)))
        }
        let context = SpecContext(appearance: appearance, contentSize: contentSize, locale: variant.locale,
                                  strings: strings ?? LocalizedStrings(), files: files, limits: limits)
        var spec = PopupSpec(popup: try PopupKinds.decode(try o.required("popup"), theme: o.optional("theme"), context: context))
        spec.appearance = appearance
        spec.contentSize = contentSize
        spec.locale = variant.locale
        let fileLook = try o.optional("ios")?.iosLook()
        spec.ios = variant.ios ?? fileLook ?? .ios26
        spec.variants = axes
        spec.ownMemoryLimit = own?.memory
        if let r = o.optional("lint") { spec.lint = try lintSettings(r) }
        if let r = o.optional("scale"), let s = Scale(rawValue: try r.integer(in: Scale.supported)) { spec.ownScale = s }
        if let s = variant.scale { spec.ownScale = s }
        if let r = o.optional("canvas") { (spec.canvas, spec.device) = try canvas(r) }
        if let d = variant.device { spec.device = d }
        let fileOrientation = try o.optional("orientation")?.oneOf(Orientation.self)
        let orientation = variant.orientation ?? fileOrientation ?? .portrait
        if let device = spec.device {
            spec.place(on: device, orientation, scale: spec.ownScale)
        } else {
            // Every variant refuses a landscape axis, so a matrix writes none of its images.
            if orientation == .landscape || axes.orientations.contains(.landscape) {
                let axis = try? o.optional("variants")?.object(keys: VariantAxis.allCases.map(\.key)).optional("orientations")
                throw (o.optional("orientation") ?? axis ?? o.optional("canvas") ?? reader)
                    .error("landscape turns a device; a canvas given by its width and height is already the way up it is drawn")
            }
            spec.scale = spec.ownScale ?? spec.scale
        }
        let pixels = (spec.canvas.width * spec.scale.pixelsPerPoint, spec.canvas.height * spec.scale.pixelsPerPoint)
        let limit = Double(ImageLimits.default.maxSide)
        if pixels.0 > limit || pixels.1 > limit || pixels.0 * pixels.1 * 4 > Double(ImageLimits.default.maxBytes) {
            throw (o.optional("canvas") ?? reader).error(
                "expected a canvas of at most \(Int(limit)) px a side and 256 MiB at scale \(spec.scale.rawValue), found "
                    + "\(SpecWording.number(spec.canvas.width)) x \(SpecWording.number(spec.canvas.height)) pt "
                    + "(\(SpecWording.number(pixels.0)) x \(SpecWording.number(pixels.1)) px)")
        }
        if let r = o.optional("background") { spec.background = try background(r, appearance: appearance, files: files) }
        if let r = o.optional("animation") {
            let a = try animation(r)
            // Its frame count is known now, so it is checked now, before any frame is drawn.
            do { _ = try a.resolved(frameLimit: limits.frames) } catch { throw r.error(error.message) }
            spec.animation = a
        }
        if let r = o.optional("statusBar") { spec.statusBar = try statusBar(r, appearance: appearance) }
        if let r = o.optional("homeIndicator") { spec.showsHomeIndicator = try r.bool() }
        if let r = o.optional("cutout") { spec.showsCutout = try r.bool() }
        if let r = o.optional("backdrop") {
            spec.backdrop = try backdrop(r, appearance: appearance)
        }
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
                throw v.error("a spec can lower a limit, not raise it: \(value) is more than the run's \(runValue); \(limit.howToRaise)")
            }
            return value
        }
        return (try lower("maxVariants", .variants, run.variants), try lower("maxMemory", .memory, run.memory))
    }

    /// `"none"`, a colour, or `{"color", "blur"}`: the dimming (the kind's own when left out) over the
    /// screen blurred by a UIKit radius in points.
    static func backdrop(_ r: SpecReader, appearance: Appearance) throws(SpecError) -> PopupSpec.Backdrop {
        guard case .object = r.node.value else {
            if case let .string(s) = r.node.value, s == "none" { return .noDimming }
            return .dimming(try r.color(appearance))
        }
        let o = try r.object(keys: ["color", "blur"])
        let color = try o.optional("color").map { c throws(SpecError) in try c.color(appearance) }
        return .blurred(color, radius: try o.optional("blur")?.number(in: 0...100) ?? 0)
    }

    /// `true`, `false`, or `{"time", "style"}`; the style defaults to the content that reads on the
    /// appearance's screen (dark glyphs in light mode).
    static func statusBar(_ r: SpecReader, appearance: Appearance) throws(SpecError) -> StatusBar? {
        var bar = StatusBar(time: StatusBar.appleTime, content: appearance == .light ? .dark : .light)
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

    /// A device's screen, or a size in points (no device, so no safe area).
    static func canvas(_ r: SpecReader) throws(SpecError) -> (size: Size, device: Device?) {
        let devices = NameTable(Device.self).byName
        if case .string = r.node.value { let d = try r.oneOf(devices); return (d.size, d) }
        let o = try r.object(keys: ["device", "width", "height"])
        if let d = o.optional("device") {
            if o.contains("width") || o.contains("height") { throw o.error("give a device or a width and height, not both") }
            let device = try d.oneOf(devices)
            return (device.size, device)
        }
        return (Size(width: try o.required("width").number(in: 1...1_000_000), height: try o.required("height").number(in: 1...1_000_000)), nil)
    }

    static func background(_ r: SpecReader, appearance: Appearance, files: SpecFiles) throws(SpecError) -> Background {
        if case .string = r.node.value { return .color(try r.color(appearance)) }
        let o = try r.object(keys: ["gradient", "image", "fit", "position"])
        if let image = o.optional("image") {
            if o.contains("gradient") { throw o.error("give a gradient or an image, not both") }
            let picture = try files.imageFile(image)
            guard o.contains("fit") || o.contains("position") else { return .placedFile(picture, ImagePlacement(), background: nil) }
            var placement = ImagePlacement()
            if let f = o.optional("fit") { placement.fit = try f.oneOf(ImagePlacement.Fit.self) }
            if let p = o.optional("position") { let at = try p.oneOf(ImagePlacement.positions); (placement.x, placement.y) = (at.x, at.y) }
            return .placedFile(picture, placement, background: Color.named["systemBackground"]!.resolved(for: appearance))
        }
        if o.contains("fit") || o.contains("position") { throw o.error("fit and position go with an image") }
        return .verticalGradient(try o.required("gradient").array(count: 2...16).map { c throws(SpecError) in try c.color(appearance) })
    }
}
