/// A popup file as the iOS compiler reads it, rewritten so the Swift compiler on Linux reads it the same way:
/// what needs the Objective-C runtime (`@objc`, `@IBOutlet`, `#selector`) becomes what Popsnap's UIKit module
/// offers instead, and `#if os(iOS)` holds.
///
/// The rewrite keeps the file's lines one for one, and the columns of every line without a `#selector`, so
/// that after its first line, a `#sourceLocation` naming the original, the compiler's errors point at the
/// user's own file, line and (mostly) column. Text in string literals and comments is never changed.
public enum UIKitSource {
    /// `source`, the file at `originalPath`, rewritten: a `#sourceLocation` line naming `originalPath` (which
    /// should be absolute, as the compiler prints it), then the file's lines rewritten one for one.
    public static func rewrite(_ source: String, originalPath: String) -> String {
        var rewriter = Rewriter(Array(source.utf8))
        rewriter.run()
        return sourceLocation(originalPath) + String(decoding: rewriter.output, as: UTF8.self)
    }

    /// The directive that makes the lines after it the lines of `path`, from its line 1.
    static func sourceLocation(_ path: String) -> String {
        var quoted = ""
        for character in path.unicodeScalars {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            // A file name may hold control characters; raw, a newline would end the directive.
            case _ where character.value < 0x20 || character.value == 0x7F: quoted += "\\u{" + String(character.value, radix: 16) + "}"
            default: quoted.unicodeScalars.append(character)
            }
        }
        return "#sourceLocation(file: \"\(quoted)\", line: 1)\n"
    }
}
