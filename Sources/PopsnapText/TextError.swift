/// An error from typesetting, with a message a user can act on.
public enum TextError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A font file that does not exist or cannot be read.
    case fontFileUnreadable(path: String, reason: String)
    /// A file FreeType does not accept as a font.
    case notAFont(path: String, freetype: String)
    /// A family that no bundled font, added file or installed font provides.
    case familyNotFound(String, available: [String])
    /// A fonts folder (from --fonts-dir or POPSNAP_FONTS_DIR) missing a bundled font.
    case fontsDirectoryIncomplete(path: String, missing: [String])
    /// Text longer than the limit, refused before shaping.
    case textTooLong(length: Int, limit: Int)
    /// A size that is not a positive, finite number.
    case invalidSize(Double)

    public var description: String {
        switch self {
        case let .fontFileUnreadable(path, reason):
            return "cannot read font file \(path): \(reason)"
        case let .notAFont(path, freetype):
            return "\(path) is not a font FreeType can read (\(freetype))"
        case let .familyNotFound(name, available):
            return "no font family \"\(name)\"; available: \(available.joined(separator: ", ")), or any family installed on the system (fc-list)"
        case let .fontsDirectoryIncomplete(path, missing):
            return "fonts folder \(path) lacks \(missing.joined(separator: ", ")); copy them from Popsnap's Fonts/ folder"
        case let .textTooLong(length, limit):
            return "text of \(length) bytes (UTF-8) is more than the limit of \(limit) bytes a paragraph"
        case let .invalidSize(size):
            return "font size \(size) is invalid: expected a positive number of points"
        }
    }
}
