import PopsnapPNG
import PopsnapRaster

extension PopupSpec {
    /// This spec at `variant`, derived from the decoded value without reading its file again: the
    /// variant's appearance, content size and iOS look replace the spec's (its colours, fonts and
    /// materials are still dynamic, so they resolve in them when the scene is made); its device,
    /// orientation and scale place the screen; its locale chooses the translation the scene draws
    /// (`shownPopup`). Axes the variant leaves nil keep the spec's values.
    ///
    /// ```swift
    /// let spec = try PopupSpec.load(contentsOf: "Snapshots/alert-matrix.json")
    /// let images = try spec.variants.matrix.map { try PopupRenderer().render(try spec.variant($0).scene()) }
    /// ```
    public func variant(_ variant: Variant) throws(PopsnapError) -> PopupSpec {
        var spec = self
        do { try spec.derive(variant) } catch { throw .spec(error) }
        return spec
    }

    /// `variant(_:)` in place; errors name the spec file's keys.
    mutating func derive(_ variant: Variant) throws(SpecError) {
        guard let source = origin.source else {
            // A spec made in Swift has no file to name.
            if let locale = variant.locale, locale != self.locale {
                guard variants.locales.contains(locale) || translations[locale] != nil else {
                    throw SpecError(file: "PopupSpec", message: "no locale \"\(locale)\": the popup made in Swift has no translation for it")
                }
                self.locale = locale
            }
            apply(traits: variant)
            if let s = variant.scale { origin.ownScale = s }
            if variant.device != nil || variant.orientation != nil || variant.scale != nil, let device = variant.device ?? screen.device {
                place(on: device, variant.orientation ?? screen.orientation, scale: origin.ownScale)
            }
            return
        }
        let o = try source.object
        if let locale = variant.locale, locale != self.locale {
            guard variants.locales.contains(locale) || translations[locale] != nil else {
                throw (o.optional("variants") ?? source.reader).error("no locale \"\(locale)\": the spec's variants have "
                    + (variants.locales.isEmpty ? "no locales" : "the locales " + SpecWording.list(variants.locales, or: false)))
            }
            self.locale = locale
        }
        apply(traits: variant)
        if let s = variant.scale { origin.ownScale = s }
        if let device = variant.device ?? screen.device {
            place(on: device, variant.orientation ?? screen.orientation, scale: origin.ownScale)
        } else {
            // Every variant refuses a landscape axis, so a matrix writes none of its images.
            if variant.orientation == .landscape || variants.orientations.contains(.landscape) { throw Self.landscapeRefused(o, source.reader) }
            scale = origin.ownScale ?? scale
        }
        let canvas = screen.size
        let pixels = (canvas.width * scale.pixelsPerPoint, canvas.height * scale.pixelsPerPoint)
        let limit = Double(ImageLimits.default.maxSide)
        if pixels.0 > limit || pixels.1 > limit || pixels.0 * pixels.1 * 4 > Double(ImageLimits.default.maxBytes) {
            throw (o.optional("canvas") ?? source.reader).error(
                "expected a canvas of at most \(Int(limit)) px a side and 256 MiB at scale \(scale.rawValue), found "
                    + "\(SpecWording.number(canvas.width)) x \(SpecWording.number(canvas.height)) pt "
                    + "(\(SpecWording.number(pixels.0)) x \(SpecWording.number(pixels.1)) px)")
        }
    }

    /// The variant's traits, where it gives them.
    private mutating func apply(traits variant: Variant) {
        if let a = variant.appearance { appearance = a }
        if let c = variant.contentSize { contentSize = c }
        if let i = variant.ios { ios = i }
    }
}
