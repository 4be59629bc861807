/// Builds the JSON paths that errors name: `popup.buttons[2].title`.
///
/// Keys that are not plain words are written in brackets, `theme["corner radius"]`, so every
/// path reads back to exactly one place.
///
/// ```swift
/// JSONPath.appending(key: "buttons", to: "popup")      // "popup.buttons"
/// JSONPath.appending(index: 2, to: "popup.buttons")    // "popup.buttons[2]"
/// JSONPath.appending(key: "corner radius", to: "theme") // #"theme["corner radius"]"#
/// ```
public enum JSONPath {
    /// The path of member `key` of the object at `path`; "" is the root.
    public static func appending(key: String, to path: String) -> String {
        if isPlainWord(key) { return path.isEmpty ? key : path + "." + key }
        return path + "[" + JSONQuoting.quoted(key) + "]"
    }

    /// The path of element `index` of the array at `path`.
    public static func appending(index: Int, to path: String) -> String {
        path + "[\(index)]"
    }

    /// Letters, digits, `_` and `-`, not starting with a digit: the keys a spec actually uses.
    private static func isPlainWord(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { b in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
        }
    }
}

/// Writes strings back as JSON literals, for messages and for the JSON Popsnap prints, so quotes and control
/// characters inside them can be neither mistaken for the message's own punctuation nor act on a terminal.
public enum JSONQuoting {
    /// `abc` → `"abc"`; longer than `limit` characters → the first `limit`, "…" and the length,
    /// `"abc…" (100000 characters)`, so a pasted paragraph stays one line and still says how long it was.
    public static func quoted(_ s: String, limit: Int = .max) -> String {
        var out = "\""
        var count = 0
        for ch in s {
            if count == limit { return out + "…\" (\(s.count) characters)" }
            count += 1
            for scalar in ch.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                // C1 controls too (U+009B is a terminal's CSI), the line and paragraph separators and the bidi
                // embeddings, overrides and isolates, as TerminalText escapes them: JSON printed to a terminal acts on
                // nothing, and the escape reads back as the same string.
                case let c where c.value < 0x20 || (0x7F...0x9F).contains(c.value) || (0x2028...0x202E).contains(c.value)
                    || (0x2066...0x2069).contains(c.value):
                    out += "\\u" + hex4(c.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `0x1F` → `001F`.
    static func hex4(_ v: UInt32) -> String {
        let digits = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
