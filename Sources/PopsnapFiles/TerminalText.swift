/// Text from specs and file names made safe for a terminal: every C0 and C1 control character, DEL and
/// bidirectional override is written as an escape, so a colour, a font family, an element name or a
/// file name holding ESC or a newline can neither move the cursor, clear the screen nor forge a line
/// of output.
///
/// Popsnap's own line breaks are kept by `escapedKeepingLines`; a value from a spec goes through
/// `escaped`, which keeps none. Bytes of a file name that are not UTF-8 (`FileNameBytes`' reserved code
/// points) are shown as `\xFF`, so the user reads the name they gave.
/// ```swift
/// TerminalText.escaped("red\u{1B}[2J")                                     // red\u001B[2J
/// TerminalText.escaped("a\nb")                                              // a\nb
/// TerminalText.escaped(FileNameBytes.decoding(Array("bad".utf8) + [0xFF]))  // bad\xFF
/// ```
public enum TerminalText {
    /// `text` with every control character escaped, line breaks included: one line.
    public static func escaped(_ text: String) -> String {
        escape(text, keepingLines: false)
    }

    /// `text` with every control character but "\n" escaped: lines a command composed, whose values
    /// were already escaped with `escaped`.
    public static func escapedKeepingLines(_ text: String) -> String {
        escape(text, keepingLines: true)
    }

    /// Whether `text` holds a character `escaped` would change.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    private static func escape(_ text: String, keepingLines: Bool) -> String {
        guard hasControlCharacters(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isControl(scalar) || (keepingLines && scalar == "\n") {
                out.append(scalar)
                continue
            }
            if let byte = FileNameBytes.byte(scalar) {
                out.append(contentsOf: FileNameBytes.shown(byte: byte).unicodeScalars)
                continue
            }
            let escape = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u" + hex(scalar.value, digits: 4)
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }

    /// C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F): what terminals act on rather than show; and the
    /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the line and
    /// paragraph separators (U+2028, U+2029), which reorder or break what follows them on the line; and
    /// the bytes of a name that are not UTF-8, which a terminal would show as U+FFFD, not as the name.
    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || (0x2028...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
            || FileNameBytes.reserved.contains(s.value)
    }

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let text = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
