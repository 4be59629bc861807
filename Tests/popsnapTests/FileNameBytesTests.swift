import Foundation
import XCTest
import PopsnapTestSupport

/// File names reach the system as written, or not at all: a NUL cuts a path short, and bytes that
/// are not UTF-8 would be repaired into another name.
final class FileNameBytesTests: TemporaryFolderTestCase {
    func testANulInASpecPathIsRefused() throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("alert.json"), to: folder.appendingPathComponent("alert.json"))
        let png = try RunPopsnap.run(["render", "alert.json", "-o", "1x1.png"], in: folder)
        XCTAssertEqual(png.status, 0, png.err)
        let spec = #"{"popup": {"kind": "custom", "root": {"type": "image", "image": "1x1.png\u0000x"}}}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("s.json"))
        let r = try RunPopsnap.run(["render", "s.json", "-o", "out.png"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, #"popsnap render: s.json:1:65: popup.root.image: expected a file name, found one holding a NUL character (\u0000): "1x1.png\u0000x""# + "\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    /// `-o $'out\xff.png'` wrote `out\xEF\xBF\xBD.png`: CommandLine.arguments repairs the byte.
    func testAnArgumentThatIsNotUTF8IsRefusedNotRepaired() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" render --kind hud -o "$(printf 'out\377.png')""#, try RunPopsnap.binary().path]
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(message, #"popsnap: argument 5, out\xFF.png, is not UTF-8; Popsnap reads and writes files by UTF-8 names only, so it would name another file"#
                       + "\nRun 'popsnap --help' for usage.\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    /// A spec in a folder whose name is not UTF-8 was listed repaired (`bad\u{FFFD}.json`) and reported as
    /// "No such file or directory", a file that exists: it is refused by its bytes, before any spec is checked.
    func testASpecNameInAFolderThatIsNotUTF8IsRefusedNotRepaired() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("s"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("alert.json"), to: folder.appendingPathComponent("s/a.json"))
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/bin/sh")
        made.arguments = ["-c", #"cp s/a.json "s/$(printf 'bad\377.json')" && : > "s/$(printf 'notes\377.txt')""#]
        made.currentDirectoryURL = folder
        try made.run()
        made.waitUntilExit()
        XCTAssertEqual(made.terminationStatus, 0)
        let message = #"s/bad\xFF.json: its name is not UTF-8; Popsnap reads and writes files by UTF-8 names only, so it would name another file: rename it"#
        for command in ["verify", "record", "lint", "prune"] {
            let r = try RunPopsnap.run([command, "s"], in: folder)
            XCTAssertEqual(r.status, 2, "\(command): \(r.err)")
            XCTAssertTrue(r.err.hasPrefix("popsnap \(command): \(message)\n"), "\(command): \(r.err)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".popsnap-artifacts").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("s/a.png").path))
    }
}
