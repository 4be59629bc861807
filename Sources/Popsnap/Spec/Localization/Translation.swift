import PopsnapText

/// The one rule every translation meets, wherever it was written (inline, a `.strings` or JSON file, a
/// catalog): it fits in a paragraph, so it is refused where it is written rather than when laid out,
/// where the message could name neither the file, the locale nor the key.
enum Translation {
    /// Why `value`, the `locale` translation of `key`, is too long; nil when it fits in `limit` bytes of UTF-8.
    static func tooLong(_ value: String, key: String, locale: String, limit: Int = Typesetter.maxTextBytes) -> String? {
        let length = value.utf8.count
        guard length > limit else { return nil }
        return "the \(SpecWording.quoted(locale)) translation of \(SpecWording.quoted(key)) is \(length) bytes (UTF-8), "
            + "more than the limit of \(limit) bytes a paragraph"
    }

    /// The translation at `r`, which is a string that fits.
    static func read(_ r: SpecReader, key: String, locale: String) throws(SpecError) -> String {
        let value = try r.string()
        if let tooLong = tooLong(value, key: key, locale: locale) { throw r.error(tooLong) }
        return value
    }
}
