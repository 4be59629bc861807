#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// C's printf formatting of numbers, byte for byte what `String(format:)` writes for them, without
    /// Foundation (see `Lock` for why the tool does without it).
    ///
    /// ```swift
    /// String(printf: "%.3f s", 0.25)      // "0.250 s"
    /// String(printf: "frame-%04ld", 7)    // "frame-0007"
    /// ```
    package init(printf format: String, _ arguments: CVarArg...) {
        func attempt(_ capacity: Int) -> (text: String, needed: Int) {
            withVaList(arguments) { list in
                var buffer = [CChar](repeating: 0, count: capacity)
                let needed = Int(vsnprintf(&buffer, capacity, format, list))
                return (String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), needed)
            }
        }
        let first = attempt(128)
        self = first.needed < 128 ? first.text : attempt(first.needed + 1).text
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (Foundation's `trimmingCharacters(in: .whitespaces)`).
    package var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
