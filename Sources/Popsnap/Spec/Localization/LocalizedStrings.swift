/// A spec's translations: for each locale, its text by the spec's own text, as `NSLocalizedString` looks a
/// key up in `Localizable.strings`. A text with no translation stays as the spec wrote it, and is listed
/// in `missing` so lint can say so.
///
/// ```swift
/// var strings = LocalizedStrings()
/// strings.add(["Error": "Fehler"], locale: "de")
/// strings.text("Error", locale: "de")   // "Fehler"
/// strings.text("Error", locale: nil)    // "Error": the development language
/// ```
public struct LocalizedStrings: Sendable {
    private var tables: [String: [String: String]] = [:]

    /// No translations: every text stays as the spec wrote it. Add a table for each locale.
    public init() {}

    /// The locales that have a table, sorted.
    public var locales: [String] { tables.keys.sorted() }

    /// Adds `table`, a spec text to its translation in `locale`, to that locale's; a key already there takes
    /// the new translation.
    public mutating func add(_ table: [String: String], locale: String) {
        tables[locale, default: [:]].merge(table) { _, new in new }
    }

    /// `key` in `locale`; itself when `locale` is nil (the spec's own language) or has no translation.
    public func text(_ key: String, locale: String?) -> String {
        guard let locale else { return key }
        return tables[locale]?[key] ?? key
    }

    /// Whether `locale` translates `key` (nil: the spec's own text needs none).
    public func translates(_ key: String, locale: String?) -> Bool {
        guard let locale else { return true }
        return tables[locale]?[key] != nil
    }
}
