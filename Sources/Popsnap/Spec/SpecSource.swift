/// What a decoded spec keeps of its file so that a variant is derived without reading it again: the
/// parsed tree, its folder, the limits it was decoded within and its translations, read once. Only a
/// locale needs it: the popup's text is translated as it is decoded, while every trait (appearance, text
/// size, iOS look) stays dynamic in the decoded popup until the scene is made.
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
