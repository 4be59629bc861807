#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of file an output is, told by its first bytes: a file already at an output's path is replaced
/// only when it is of that kind (or empty), so a file of the user's under an output's name (`notes.txt`
/// linked as `mx/a.png`, a hand-written `Alert.swift` given to `convert -o`) is never lost without `--force`.
///
/// ```swift
/// try AtomicFile.write(png, to: "out.png", replacing: .image)   // refused when out.png holds text
/// ```
public enum OutputKind: Sendable, Equatable {
    /// A PNG or APNG, a GIF, or a WebP: the images Popsnap writes; any of them may replace another.
    case image
    /// An HTML page (`verify --report`).
    case html
    /// An XML document (`--junit`).
    case xml
    /// A text file whose first line holds `marker`, the signature Popsnap writes there (`convert`'s Swift).
    case markedText(String, name: String)

    /// In words for a message: "a PNG, GIF or WebP image".
    public var name: String {
        switch self {
        case .image: "a PNG, GIF or WebP image"
        case .html: "an HTML page"
        case .xml: "an XML document"
        case let .markedText(_, name): name
        }
    }

    /// The image format a file starting with `head` is in, by its signature: "PNG" (APNG too), "GIF", "WebP",
    /// "JPEG"; nil for anything else.
    public static func imageFormat(of head: [UInt8]) -> String? {
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "PNG" }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) { return "GIF" }
        if head.starts(with: Array("RIFF".utf8)) && head.dropFirst(8).starts(with: Array("WEBP".utf8)) { return "WebP" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        return nil
    }

    /// How many leading bytes `matches` needs.
    static let headLength = 512

    /// Whether a file starting with `head` (at most `headLength` bytes of it) is of this kind.
    public func matches(_ head: [UInt8]) -> Bool {
        switch self {
        case .image:
            return ["PNG", "GIF", "WebP"].contains(Self.imageFormat(of: head))
        case .html:
            let text = Self.lowercasedText(head)
            return text.hasPrefix("<!doctype html") || text.hasPrefix("<html")
        case .xml:
            return Self.lowercasedText(head).hasPrefix("<?xml")
        case let .markedText(marker, _):
            let firstLine = head.prefix { $0 != 0x0A }
            return String(decoding: firstLine, as: UTF8.self).contains(marker)
        }
    }

    /// Whether the regular file at `path` may be replaced by this kind of output: it is empty, or of this kind.
    /// A file that cannot be read is not judged here: the write that follows reports why.
    func allowsReplacing(_ path: String) -> Bool {
        let fd = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { return true }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: Self.headLength)
        var count = 0
        while count < head.count {
            let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            count += n
        }
        return count == 0 || matches(Array(head.prefix(count)))
    }

    /// The text after any byte-order mark and white space, lowercased (ASCII only: the markers are ASCII).
    private static func lowercasedText(_ head: [UInt8]) -> String {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        bytes = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return String(decoding: bytes.prefix(32).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
