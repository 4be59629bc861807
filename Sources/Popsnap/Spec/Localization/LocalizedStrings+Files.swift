/// Translations from Xcode's files, without a spec: what a spec's `strings` reads, checked the same way.
///
/// ```swift
/// let german = try LocalizedStrings.table(stringsFile: bytes, file: "de.lproj/Localizable.strings", locale: "de")
/// let all = try LocalizedStrings(catalog: catalogBytes, file: "Localizable.xcstrings")
/// ```
extension LocalizedStrings {
    /// A `Localizable.strings` file (UTF-8, or UTF-16 with a byte order mark) as a table; errors name
    /// `file` and the line, and a translation too long for a paragraph names `locale` and its key.
    public static func table(stringsFile bytes: [UInt8], file: String, locale: String) throws(SpecError) -> [String: String] {
        try StringsDecoding.stringsFile(bytes, file: file, locale: locale)
    }

    /// Every locale's translations in an `.xcstrings` catalog, parsed within `limits`.
    public init(catalog bytes: [UInt8], file: String, limits: SpecLimits = .default) throws(SpecError) {
        self = try StringsDecoding.catalog(bytes, file: file, limits: limits)
    }
}
