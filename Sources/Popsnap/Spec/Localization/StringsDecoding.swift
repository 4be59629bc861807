import PopsnapText
import PopsnapJSON

/// A spec's `strings`: per locale, an object of translations, or the path of a `Localizable.strings` or a
/// JSON file of them; or one path to an `.xcstrings` catalog holding every locale, as Xcode writes it.
///
/// ```json
/// "strings": {"de": {"Error": "Fehler"}, "ja": "ja.lproj/Localizable.strings", "ar": "ar.json"}
/// "strings": "Localizable.xcstrings"
/// ```
enum StringsDecoding {
    static func decode(_ r: SpecReader, files: SpecFiles, limits: SpecLimits) throws(SpecError) -> LocalizedStrings {
        var strings = LocalizedStrings()
        if case let .string(name) = r.node.value {
            guard name.hasSuffix(".xcstrings") else {
                throw r.error("expected an .xcstrings catalog, or an object of locales; found \"\(name)\"")
            }
            let (path, bytes) = try files.bytes(r, limit: limits.specBytes)
            return try catalog(bytes, file: path, limits: limits)
        }
        for (locale, value) in try r.members() {
            try LocaleTag.check(locale, at: value)
            strings.add(try table(value, locale: locale, files: files, limits: limits), locale: locale)
        }
        return strings
    }

    /// One locale's translations: inline, a `.strings` file or a JSON file of `{"text": "translation"}`.
    private static func table(_ r: SpecReader, locale: String, files: SpecFiles, limits: SpecLimits) throws(SpecError) -> [String: String] {
        guard case let .string(name) = r.node.value else { return try object(r, locale: locale) }
        guard name.hasSuffix(".strings") || name.hasSuffix(".json") else {
            throw r.error("expected a .strings or .json file, or an object of translations; found \"\(name)\"")
        }
        let (path, bytes) = try files.bytes(r, limit: limits.specBytes)
        if path.hasSuffix(".strings") { return try stringsFile(bytes, file: path, locale: locale) }
        return try object(SpecParsing.parse(bytes, file: path, parser: limits.parser), locale: locale)
    }

    /// A `Localizable.strings` file's table; errors name `file` and the line.
    static func stringsFile(_ bytes: [UInt8], file: String, locale: String) throws(SpecError) -> [String: String] {
        do { return try StringsFile.parse(bytes, locale: locale, maxValueBytes: Typesetter.maxTextBytes) } catch {
            throw SpecError(file: file, line: error.line, message: error.message)
        }
    }

    /// An `.xcstrings` catalog's translations, every locale.
    static func catalog(_ bytes: [UInt8], file: String, limits: SpecLimits) throws(SpecError) -> LocalizedStrings {
        var strings = LocalizedStrings()
        try catalog(SpecParsing.parse(bytes, file: file, parser: limits.parser), into: &strings)
        return strings
    }

    private static func object(_ r: SpecReader, locale: String) throws(SpecError) -> [String: String] {
        var table: [String: String] = [:]
        for (key, value) in try r.members() { table[key] = try Translation.read(value, key: key, locale: locale) }
        return table
    }

    /// Xcode's string catalog: `strings.KEY.localizations.LOCALE.stringUnit.value`. Plural and device
    /// variations have no single text, so a key that has only those keeps its own text.
    private static func catalog(_ root: SpecReader, into strings: inout LocalizedStrings) throws(SpecError) {
        guard let entries = try member("strings", of: root) else { throw root.error("missing required key \"strings\" of a string catalog") }
        var tables: [String: [String: String]] = [:]
        for (key, entry) in try entries.members() {
            guard let localizations = try member("localizations", of: entry) else { continue }
            for (locale, localization) in try localizations.members() {
                guard let unit = try member("stringUnit", of: localization), let value = try member("value", of: unit) else { continue }
                tables[locale, default: [:]][key] = try Translation.read(value, key: key, locale: locale)
            }
        }
        for (locale, table) in tables { strings.add(table, locale: locale) }
    }

    /// A member of an object the catalog's format lets carry other keys (comments, states, variations).
    private static func member(_ key: String, of r: SpecReader) throws(SpecError) -> SpecReader? {
        try r.members().first { $0.key == key }?.value
    }
}
