import PopsnapLayout
import PopsnapGeometry
import PopsnapPNG
import PopsnapRaster

/// What command-line options say about a popup: alone they describe one; with a spec file they change it.
public struct SpecOverrides: Sendable {
    /// Device pixels a point, replacing the spec's `scale` and the device's own (nil keeps them).
    public var scale: Scale?
    /// A `Device` by its raw name ("iphone-16-pro"), replacing the spec's screen with that device's size
    /// and safe area; an unknown name is an `OverrideError` on `.device`.
    public var device: String?
    /// A canvas of this many points instead of a device (no safe area); applied after `device`.
    public var size: Size?
    /// Turns the device's canvas and safe area.
    public var orientation: Orientation?
    /// Light or dark, replacing the spec's (and its variant's) appearance.
    public var appearance: Appearance?
    /// The Dynamic Type size, replacing the spec's (and its variant's) content size.
    public var contentSize: ContentSizeCategory?
    /// The iOS look, replacing the spec's `ios` and its variant's.
    public var ios: IOSLook?
    /// Translates a spec file's text into one of its locales.
    public var locale: String?
    /// A slice of a spec file's variant matrix (`--variant locale=de,appearance=dark`).
    public var variants = VariantSelection()
    /// Without a spec file: which kind of popup the options describe (one of `PopupKinds.optionNames`,
    /// "alert", "confirmation", …); with a file it must be nil, the kind being the file's.
    public var kind: String?
    /// The popup's title: the popup's own without a file; with a file, it replaces the file's, as its kind reads it.
    public var title: String?
    /// The popup's message, as `title` is its title.
    public var message: String?
    /// The popup's button titles in order, replacing the file's; empty (the default) keeps them.
    public var buttons: [String] = []
    /// A colour, or the path of a PNG screenshot.
    public var background: String?

    /// No overrides: `PopupSpec.make` then draws a spec file as written. Set the fields a front end was given.
    /// ```swift
    /// var o = SpecOverrides()
    /// o.kind = "alert"
    /// o.title = "Error"
    /// o.buttons = ["OK"]
    /// let spec = try PopupSpec.make(file: nil, overrides: o)
    /// ```
    public init() {}

    /// Where option errors point: the options, not a file.
    public static let source = "<options>"
}

extension PopupSpec {
    /// The spec in `file` with `overrides` applied, or, without a file, the popup the options describe;
    /// `limits` are checked on the result, before anything is laid out or painted. `variant` is a point of
    /// the file's matrix (one of `variants(file:overrides:)`); without it, the options' `variants` must
    /// choose one, or none for the file as written.
    public static func make(file: String?, overrides o: SpecOverrides, variant: Variant? = nil,
                            limits: SpecLimits = .default) throws(PopsnapError) -> PopupSpec {
        try prepare(file: file, overrides: o, variant: variant, limits: limits).spec
    }

    /// `make`'s spec with the scene its limits were checked on, for the caller to draw. `painting`: false for
    /// a caller that only lays the popup out (`popsnap layout`, VoiceOver's reading order), which no painting
    /// budget bounds, since it allocates no canvas.
    public static func prepare(file: String?, overrides o: SpecOverrides, variant: Variant? = nil,
                               limits: SpecLimits = .default, painting: Bool = true) throws(PopsnapError) -> PreparedPopup {
        guard let file else {
            if o.locale != nil { throw o.error(.locale, saying: "translates a spec file's text into one of its locales; give a spec file") }
            if !o.variants.isEmpty { throw o.error(.variants, saying: "chooses among a spec file's variants; give a spec file") }
            guard let kind = o.kind else { throw o.error(.kind, saying: "expected a spec file or a kind (\(SpecWording.list(PopupKinds.optionNames)))") }
            guard let type = PopupKinds.byName[kind], type.describedByOptions else {
                throw o.error(.kind, saying: "expected \(SpecWording.list(PopupKinds.optionNames)), found \"\(kind)\"")
            }
            return try PopupSpec(popup: try type.make(options: o)).overridden(by: o, file: nil, limits: limits, painting: painting)
        }
        let decoded = try read(file: file, o, limits: limits)
        let chosen: Variant
        if let variant { chosen = variant } else { chosen = try single(decoded, file: file, o) }
        return try decoded.made(at: chosen, file: file, overrides: o, limits: limits, painting: painting)
    }

    /// Every variant of `file` the options' `variants` choose, in matrix order, each with the overrides
    /// applied (as `make` makes one): the file is read and decoded once, and each variant derived from it.
    public static func matrix(file: String, overrides o: SpecOverrides,
                              limits: SpecLimits = .default) throws(PopsnapError) -> [(variant: Variant, popup: PreparedPopup)] {
        let decoded = try read(file: file, o, limits: limits)
        var specs: [(variant: Variant, popup: PreparedPopup)] = []
        for variant in try chosen(decoded, file: file, o) {
            specs.append((variant, try decoded.made(at: variant, file: file, overrides: o, limits: limits)))
        }
        return specs
    }

    /// The file as written; the options cannot name another kind.
    private static func read(file: String, _ o: SpecOverrides, limits: SpecLimits) throws(PopsnapError) -> PopupSpec {
        if let kind = o.kind { throw o.error(.kind, saying: "with a spec file the kind is the file's; found \(SpecWording.quoted(kind))") }
        return try read(contentsOf: file, limits: limits)
    }

    /// The file's spec at `variant`, the options winning over it (`overridden(by:)`; their locale with the
    /// variant's, since a locale is checked against the spec's variants and translations).
    private func made(at variant: Variant, file: String, overrides o: SpecOverrides, limits: SpecLimits,
                      painting: Bool = true) throws(PopsnapError) -> PreparedPopup {
        var chosen = variant
        if let l = o.locale { chosen.locale = l }
        var spec = try self.variant(chosen)
        try spec.apply(text: o)
        return try spec.overridden(by: o, file: file, limits: limits, painting: painting)
    }

    /// The options' traits, screen and background over the spec, checked against `limits`.
    private func overridden(by o: SpecOverrides, file: String?, limits: SpecLimits, painting: Bool) throws(PopsnapError) -> PreparedPopup {
        var spec = self
        if let a = o.appearance { spec.appearance = a }
        if let c = o.contentSize { spec.contentSize = c }
        if let i = o.ios { spec.ios = i }
        if let s = o.scale { (spec.scale, spec.ownScale) = (s, s) }
        var device = spec.screen.device
        if let d = o.device {
            guard let named = Device(rawValue: d) else {
                let names = NameTable(Device.self).names
                throw o.error(.device, saying: "expected one of \(names.joined(separator: ", ")), found \"\(d)\"" + SpecSuggestion.hint(for: d, in: names))
            }
            device = named
        }
        if let device, o.device != nil || o.orientation != nil {
            spec.place(on: device, o.orientation ?? spec.screen.orientation, scale: spec.ownScale)
        }
        if let s = o.size { spec.screen = .size(s) }
        if o.orientation == .landscape, spec.screen.device == nil {
            throw o.error(.orientation, saying: "landscape turns a device; a canvas given by its width and height is already the way up it is drawn")
        }
        if let b = o.background {
            if b.lowercased().hasSuffix(".png") {
                spec.inputFiles.append(b)
                do { spec.background = .placedFile(try ImageFile(contentsOf: b), ImagePlacement(), background: nil) } catch { throw o.error(.background, saying: "expected a PNG file, but \(error.problem)", remedy: error.remedy) }
            } else {
                do { spec.background = .color(try DynamicColor(parsing: b)) } catch {
                    let reason = if case let .invalidColor(_, reason) = error { ": " + reason } else { "" }
                    throw o.error(.background, saying: "expected a colour or a PNG file, found \(SpecWording.quoted(b))\(reason)")
                }
            }
        }
        let scene = spec.scene()
        _ = try PopupRenderer.pixelSize(of: scene)
        // Checked on the final canvas and scale, so `--scale 1` can bring a spec within the budget.
        if painting {
            do { try SpecBudget.check(spec, scene: scene, limits: limits, file: file ?? SpecOverrides.source) } catch { throw .spec(error) }
        }
        return PreparedPopup(spec: spec, scene: scene)
    }

    /// The variants of `file` the options' `variants` choose, in matrix order: every one when they choose
    /// none; the file as written (one empty variant) when it declares no variants.
    public static func variants(file: String, overrides o: SpecOverrides, limits: SpecLimits = .default) throws(PopsnapError) -> [Variant] {
        try chosen(try read(contentsOf: file, limits: limits), file: file, o)
    }

    /// The variants of the decoded `spec` (from `file`) the options choose.
    private static func chosen(_ spec: PopupSpec, file: String, _ o: SpecOverrides) throws(PopsnapError) -> [Variant] {
        if spec.variants.isEmpty, !o.variants.isEmpty {
            throw o.error(.variants, saying: "\(file) declares no variants")
        }
        do { return try o.variants.variants(of: spec.variants, spec: file) } catch { throw o.error(.variants, saying: error.message) }
    }

    /// The one variant the options choose; the file as written when they choose none.
    private static func single(_ spec: PopupSpec, file: String, _ o: SpecOverrides) throws(PopsnapError) -> Variant {
        guard !o.variants.isEmpty else { return Variant() }
        let chosen = try chosen(spec, file: file, o)
        guard chosen.count == 1 else {
            throw .overrides(OverrideError([.variants], .severalVariants(count: chosen.count, first: chosen.prefix(4).map(\.name))))
        }
        return chosen[0]
    }

    /// Options that change a spec file's text, as its kind reads them, in every language: what the options
    /// say is drawn whichever locale the scene is in.
    private mutating func apply(text o: SpecOverrides) throws(PopsnapError) {
        guard o.title != nil || o.message != nil || !o.buttons.isEmpty else { return }
        func changed(_ popup: any PopupKind) throws(PopsnapError) -> any PopupKind {
            guard var kind = popup as? any SpecKind else {
                throw o.error(.title, .message, .buttons, saying: "the popup is a Swift value; change its text there")
            }
            try kind.apply(o)
            return kind
        }
        popup = try changed(popup)
        for (locale, translated) in translations { translations[locale] = try changed(translated) }
    }
}

extension SpecOverrides {
    /// The `--button`s against the kind's rule, the same one a spec's buttons meet.
    func checkButtons(_ rule: ButtonRule) throws(PopsnapError) {
        if let problem = rule.problem(buttons) { throw error(.buttons, saying: problem) }
    }
}
