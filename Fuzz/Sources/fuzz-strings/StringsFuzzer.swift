import FuzzSupport
import Popsnap
import PopsnapText

/// Arbitrary bytes as Xcode's translation files: the first byte chooses a `Localizable.strings` file
/// (UTF-8, or UTF-16 by its byte order mark) or an `.xcstrings` catalog, the rest is the file. Either
/// parses or throws a `SpecError`; every translation it keeps fits in a paragraph.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let catalog = input.byte() & 1 == 1
    let bytes = input.rest()
    if catalog {
        guard let strings = try? LocalizedStrings(catalog: bytes, file: "fuzz.xcstrings") else { return 0 }
        for locale in strings.locales { _ = strings.text("Title", locale: locale) }
    } else {
        guard let table = try? LocalizedStrings.table(stringsFile: bytes, file: "fuzz.strings", locale: "de") else { return 0 }
        for (_, value) in table { precondition(value.utf8.count <= Typesetter.maxTextBytes, "a translation longer than a paragraph was kept") }
    }
    return 0
}
