import PopsnapJSON

/// A locale as a spec names it: a BCP 47 tag (`de`, `ja`, `pt-BR`, `zh-Hans`) or Xcode's folder spelling
/// (`pt_BR`). Popsnap needs two facts of it: that it is well formed, and whether its script runs right
/// to left, which mirrors the popup's layout as UIKit's `semanticContentAttribute` does.
enum LocaleTag {
    /// The languages written right to left (CLDR's `characterOrder` right-to-left, for the languages
    /// iOS ships): Arabic, Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Dhivehi, Kurdish (Sorani).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    static func isRightToLeft(_ tag: String) -> Bool {
        rightToLeftLanguages.contains(language(of: tag))
    }

    /// "pt" of "pt-BR", lowercased.
    static func language(of tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// Letters and digits in subtags of 1 to 8, joined by `-` or `_`, the first all letters.
    static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    static func check(_ tag: String, at r: SpecReader) throws(SpecError) {
        guard isWellFormed(tag) else {
            throw r.error("expected a locale such as \"de\", \"pt-BR\" or \"zh-Hans\", found \(SpecWording.quoted(tag))")
        }
    }
}
