#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import PopsnapFiles

/// Any byte string a name can be goes into a `String` and back to the very bytes, and no two go to one.
final class FileNameBytesTests: XCTestCase {
    private func assertRoundTrip(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let name = FileNameBytes.decoding(bytes)
        XCTAssertEqual(FileNameBytes.bytes(name), bytes, "\(bytes)", file: file, line: line)
        let passed = FileNameBytes.withCString(name) { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) }
        XCTAssertEqual(passed, bytes.prefix { $0 != 0 }.map { $0 }, "\(bytes)", file: file, line: line)
    }

    func testEveryOneAndTwoByteStringRoundTrips() {
        // Compared by scalars: String's == would merge canonically equivalent text.
        var decoded = Set<[UInt32]>()
        for a in 0...255 {
            assertRoundTrip([UInt8(a)])
            for b in 0...255 {
                assertRoundTrip([UInt8(a), UInt8(b)])
                decoded.insert(FileNameBytes.decoding([UInt8(a), UInt8(b)]).unicodeScalars.map(\.value))
            }
        }
        XCTAssertEqual(decoded.count, 65536, "two byte strings decoded to one name")
    }

    func testRandomByteStringsRoundTrip() {
        var state: UInt64 = 0x5EED
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(state >> 58)
            let bytes = (0..<length).map { i -> UInt8 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                // Half the time from the bytes UTF-8 is made of, so long valid sequences occur too.
                return i % 2 == 0 ? UInt8(truncatingIfNeeded: state >> 40) : [0xF4, 0x8F, 0xBF, 0xBE, 0xC3, 0xA9, 0x2F, 0x80][Int(state >> 61)]
            }
            assertRoundTrip(bytes)
        }
    }

    /// A valid name holding a code point of the reserved range (U+10FF80…U+10FFFF) is escaped byte by byte,
    /// so it comes back as its four bytes, not as the one byte the code point stands for.
    func testTheReservedRangeItselfRoundTrips() {
        for value in FileNameBytes.reserved.lowerBound - 2...FileNameBytes.reserved.upperBound {
            let bytes = Array(String(Unicode.Scalar(value)!).utf8)
            assertRoundTrip(bytes)
            assertRoundTrip(Array("a/".utf8) + bytes + [0xFF] + Array(".png".utf8))
            let decoded = FileNameBytes.decoding(bytes).unicodeScalars
            if FileNameBytes.reserved.contains(value) {
                XCTAssertEqual(decoded.count, 4)
                XCTAssertTrue(decoded.allSatisfy { FileNameBytes.reserved.contains($0.value) })
            } else {
                XCTAssertEqual(Array(decoded), [Unicode.Scalar(value)!])
            }
        }
    }

    func testValidUTF8IsTheStringItSpells() {
        for text in ["alert.json", "Snapshots/é/😀 a.png", "", "a\u{1B}b", "\u{10FF7F}"] {
            XCTAssertEqual(Array(FileNameBytes.decoding(Array(text.utf8)).unicodeScalars), Array(text.unicodeScalars))
        }
        XCTAssertEqual(FileNameBytes.decoding(Array("bad".utf8) + [0xFF]), "bad\u{10FFFF}")
        XCTAssertEqual(FileNameBytes.decoding([0x2F, 0x80, 0x2E]).unicodeScalars.map(\.value), [0x2F, 0x10FF80, 0x2E])
    }

    func testPathPartsSplitByScalars() {
        XCTAssertEqual(PathParts.components("s/\u{301}.json"), ["s", "\u{301}.json"])
        XCTAssertEqual(PathParts.components("/a//b/", omittingEmpty: false), ["", "a", "", "b", ""])
        XCTAssertEqual(PathParts.name(of: "s/\u{301}.json"), "\u{301}.json")
        XCTAssertEqual(PathParts.folder(of: "s/\u{301}.json"), "s")
        XCTAssertEqual(FileError.folder(of: "s/\u{301}.json"), "s", "was \".\": the temporary file went elsewhere")
        XCTAssertEqual(PathParts.folder(of: "/a"), "/")
        XCTAssertEqual(PathParts.folder(of: "a"), ".")
        XCTAssertTrue(PathParts.isInside("/x/\u{301}a", folder: "/x"))
        // "é" composed and decomposed are two folders, though String's hasPrefix takes them for one.
        XCTAssertFalse(PathParts.isInside("/e\u{301}/secret.png", folder: "/\u{E9}"))
        XCTAssertTrue(PathParts.isInside("/anything", folder: "/"))
        XCTAssertFalse(PathParts.isInside("/ab", folder: "/a"))
    }

    /// An argument read as text keeps a reserved code point it spells in UTF-8, and repairs a stray byte.
    func testAnArgumentReadAsTextIsItsUTF8() {
        XCTAssertEqual(FileNameBytes.text(FileNameBytes.decoding(Array("a\u{10FFFD}".utf8))).unicodeScalars.map(\.value), [0x61, 0x10FFFD])
        XCTAssertEqual(FileNameBytes.text(FileNameBytes.decoding([0x61, 0xFF])), "a\u{FFFD}")
        XCTAssertEqual(FileNameBytes.text("plain"), "plain")
    }

    func testShownWritesEachByteAsHex() {
        XCTAssertEqual(FileNameBytes.shown(FileNameBytes.decoding(Array("d".utf8) + [0xFE, 0x2F, 0xFF, 0x80])), "d\\xFE/\\xFF\\x80")
        XCTAssertEqual(FileNameBytes.shown("plain é"), "plain é")
    }

    /// The name reaches the system as its bytes: a file made under a byte name is found by the decoded String.
    func testAPathReachesTheSystemAsItsBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-bytes-\(UUID().uuidString)").path
        XCTAssertEqual(mkdir(folder, 0o755), 0)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = Array(folder.utf8) + Array("/bad".utf8) + [0xFF, 0xC3] + Array(".json".utf8)
        let fd = (bytes + [0]).withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        close(fd)
        let name = FolderListing(path: folder)?.names
        XCTAssertEqual(name, [FileNameBytes.decoding(Array("bad".utf8) + [0xFF, 0xC3] + Array(".json".utf8))])
        XCTAssertEqual(FileKind.of(folder + "/" + name![0]), .regular)
        XCTAssertEqual(try InputFile.bytes(at: folder + "/" + name![0], limit: 10), [])
        XCTAssertEqual(RealPath.of(folder + "/" + name![0]).map(FileNameBytes.bytes), RealPath.of(folder).map { Array($0.utf8) + bytes.dropFirst(folder.utf8.count) })
    }
}
