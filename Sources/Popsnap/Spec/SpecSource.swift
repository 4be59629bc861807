/// What a decoded spec keeps of its file: the parsed tree, its folder, the limits it was decoded within
/// and its translations, read once. The popup is decoded from it once a locale (`PopupSpec.translations`),
/// and a variant's errors name the file's keys from it.
struct SpecSource: Sendable {
    let reader: SpecReader
    let directory: String
    let limits: SpecLimits
    let strings: LocalizedStrings

    /// The spec's top-level object, already checked by the first decode.
    var object: SpecObject {
        get throws(SpecError) { try reader.object(keys: PopupSpec.topKeys) }
    }

    /// The popup with its text in `locale` (nil: the spec's own language); images come from `files`.
    func popup(locale: String?, files: SpecFiles) throws(SpecError) -> any SpecKind {
        let o = try object
        let context = SpecContext(locale: locale, strings: strings, files: files, limits: limits)
        return try PopupKinds.decode(try o.required("popup"), theme: o.optional("theme"), context: context)
    }
}
