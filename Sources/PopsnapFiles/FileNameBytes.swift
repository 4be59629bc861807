#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names as the system holds them, bytes, carried in a `String` without loss.
///
/// Linux allows any bytes in a name but NUL (and "/" inside a component), while a Swift `String` holds
/// only Unicode, and `FileManager`, `CommandLine.arguments` and a `String` passed to a C function all
/// repair or re-encode what is not UTF-8, so `bad\xFF.json` became `bad\u{FFFD}.json`, another name.
/// As Python's "surrogateescape" (PEP 383) does, each byte that is not part of valid UTF-8 becomes one
/// code point of a reserved range, U+10FF80 + (byte − 0x80), at the end of Supplementary Private Use
/// Area-B; a valid sequence for a code point of that range is escaped byte by byte too, so decoding is
/// one-to-one and encoding gives back the very bytes. Bytes below 0x80 are always valid UTF-8, so "/",
/// "." and NUL are never escaped and path arithmetic on the `String` stays right.
///
/// Every path reaches the system through `withCString`, so a name read from a listing or the command
/// line opens the file it came from. A `String` from elsewhere (a spec's `"image"`, a Swift caller)
/// that holds a reserved code point names the byte it stands for. Two names are one file when their
/// `bytes` are equal, not their Strings: `==` takes "é" composed and decomposed, two files, for one.
///
/// ```swift
/// let name = FileNameBytes.decoding([0x62, 0x61, 0x64, 0xFF])   // "bad\u{10FFFF}"
/// FileNameBytes.bytes(name)                                      // [0x62, 0x61, 0x64, 0xFF]
/// FileNameBytes.withCString("out/" + name) { open($0, O_RDONLY) }
/// ```
public enum FileNameBytes {
    /// The code points standing for the bytes 0x80…0xFF.
    public static let reserved: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

    /// `bytes` as a `String`, each byte outside valid UTF-8 (and each byte of a reserved code point's
    /// UTF-8) as its reserved code point.
    public static func decoding(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if reserved.contains(scalar.value) { scalars.append(contentsOf: encoded.map(escape)) } else { scalars.append(scalar) }
                offset += encoded.count
            case .error(let length):
                scalars.append(contentsOf: bytes[offset..<offset + length].map(escape))
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The NUL-terminated `name` a C function returned (`readdir`, `realpath`, `getcwd`), decoded.
    public static func decoding(cString name: UnsafePointer<CChar>) -> String {
        decoding(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name)))
    }

    /// The bytes `name` stands for: UTF-8, each reserved code point as its one byte.
    public static func bytes(_ name: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if let byte = byte(scalar) { bytes.append(byte) } else { bytes.append(contentsOf: UTF8.encode(scalar)!) }
        }
        return bytes
    }

    /// Runs `body` with `path` as the NUL-terminated bytes it stands for: how every path reaches the system.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard holdsReserved(path) else { return try path.withCString(body) }
        return try (bytes(path) + [0]).withUnsafeBufferPointer { buffer in
            try body(UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self))
        }
    }

    /// A decoded argument read as text (a title, a message), not as a name: its bytes as UTF-8, any that are
    /// not repaired to U+FFFD as a text reader does, so a title holding U+10FFFD keeps that character.
    public static func text(_ argument: String) -> String {
        guard holdsReserved(argument) else { return argument }
        return String(decoding: bytes(argument), as: UTF8.self)
    }

    /// `text` with each reserved code point written `\xFF`, the byte it stands for: how a name that is not
    /// UTF-8 appears in messages and in reports (JSON, JUnit XML, HTML), which must stay valid UTF-8. A
    /// name holding the text `\xFF` itself looks the same there; the file opened is still the right one.
    public static func shown(_ text: String) -> String {
        guard holdsReserved(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let byte = byte(scalar) { out.append(contentsOf: shown(byte: byte).unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }

    /// `\xFF` for 0xFF.
    static func shown(byte: UInt8) -> String {
        "\\x" + String(byte, radix: 16, uppercase: true)
    }

    /// The byte a reserved code point stands for; nil for any other code point.
    public static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
        reserved.contains(scalar.value) ? UInt8(scalar.value - reserved.lowerBound + 0x80) : nil
    }

    private static func holdsReserved(_ text: String) -> Bool {
        text.unicodeScalars.contains { reserved.contains($0.value) }
    }

    /// Every byte escaped is 0x80 or above: below it, UTF-8 is always valid.
    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(reserved.lowerBound + UInt32(byte) - 0x80)!
    }
}
