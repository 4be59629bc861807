import Foundation
import XCTest
import PopsnapTestSupport

/// `popsnap convert`: Swift on standard output or written whole to -o, bad input refused with status 2
/// and nothing written.
final class ConvertCommandTests: TemporaryFolderTestCase {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    func testConvertPrintsTheCommittedSwiftAndWritesItWithOutput() throws {
        let spec = Self.snapshots.appendingPathComponent("custom.json").path
        let committed = try String(contentsOf: Self.snapshots.deletingLastPathComponent()
            .appendingPathComponent("Tests/PopsnapRenderTests/Converted/CustomSpec.swift"), encoding: .utf8)
        let printed = try RunPopsnap.run(["convert", spec, "--to", "swift", "--name", "customSpec"])
        XCTAssertEqual(printed.status, 0, printed.err)
        XCTAssertEqual(printed.out, committed)
        let out = folder.appendingPathComponent("Custom.swift")
        let written = try RunPopsnap.run(["convert", spec, "--to", "swift", "--name", "customSpec", "-o", out.path])
        XCTAssertEqual(written.status, 0, written.err)
        XCTAssertEqual(try String(contentsOf: out, encoding: .utf8), committed)
    }

    func testImageFilesAreNamedFromTheFolderOfTheOutputNeverByAbsolutePaths() throws {
        let out = folder.appendingPathComponent("deep/Glass.swift")
        try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
        let r = try RunPopsnap.run(["convert", Self.snapshots.appendingPathComponent("glass-light.json").path, "--to", "swift", "-o", out.path])
        XCTAssertEqual(r.status, 0, r.err)
        let text = try String(contentsOf: out, encoding: .utf8)
        let named = try XCTUnwrap(text.components(separatedBy: "ImageFile(named: \"").dropFirst().first?.components(separatedBy: "\"").first)
        XCTAssertFalse(named.hasPrefix("/"), named)
        XCTAssertFalse(text.contains("try!"))
        let resolved = out.deletingLastPathComponent().appendingPathComponent(named).standardizedFileURL.resolvingSymlinksInPath()
        XCTAssertEqual(resolved.path, Self.snapshots.appendingPathComponent("app-screen.png").resolvingSymlinksInPath().path)
    }

    func testBadInputExitsTwoAndWritesNothing() throws {
        let out = folder.appendingPathComponent("Alert.swift")
        let limited = folder.appendingPathComponent("limited.json"), wrong = folder.appendingPathComponent("wrong.json")
        try #"{"popup": {"kind": "alert", "title": "A", "message": "B", "button": "OK"}, "limits": {"maxMemory": 100000000}}"#
            .write(to: limited, atomically: true, encoding: .utf8)
        try #"{"popup": {"kind": "alert", "title": 3, "message": "B", "button": "OK"}}"#.write(to: wrong, atomically: true, encoding: .utf8)
        for (arguments, message) in [
            (["convert", limited.path, "--to", "swift", "-o", out.path], "limited.json: limits.maxMemory: a memory limit has no Swift form yet"),
            (["convert", wrong.path, "--to", "swift", "-o", out.path], "wrong.json:1:"),
            (["convert", wrong.path, "--to", "swift", "-o", out.path], "popup.title"),
            (["convert", Self.snapshots.appendingPathComponent("custom.json").path, "-o", out.path], "missing --to swift"),
            (["convert", Self.snapshots.appendingPathComponent("custom.json").path, "--to", "swift", "--name", "a-b", "-o", out.path],
             "--name a-b is not a Swift identifier"),
            (["convert", Self.snapshots.appendingPathComponent("custom.json").path, "--to", "swift", "--name", "class", "-o", out.path], "--name class is a Swift keyword: choose another name"),
            (["convert", Self.snapshots.appendingPathComponent("custom.json").path, "--to", "swift", "--name", "self", "-o", out.path], "--name self is a Swift keyword"),
            (["convert", Self.snapshots.appendingPathComponent("custom.json").path, "--to", "swift", "--name", "_", "-o", out.path], "--name _ declares nothing"),
            (["convert", Self.snapshots.appendingPathComponent("custom.json").path, "--to", "swift", "--name", "VStack", "-o", out.path], "--name VStack is a name the file itself uses"),
            (["convert", Self.snapshots.appendingPathComponent("custom.json").path, "--to", "swift", "--name", "PopupSpec", "-o", out.path], "--name PopupSpec is a name the file itself uses"),
        ] {
            let r = try RunPopsnap.run(arguments)
            XCTAssertEqual(r.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(r.err.contains(message), r.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
        }
        let spec = folder.appendingPathComponent("custom.json")
        try FileManager.default.copyItem(at: Self.snapshots.appendingPathComponent("custom.json"), to: spec)
        let over = try RunPopsnap.run(["convert", spec.path, "--to", "swift", "-o", spec.path])
        XCTAssertEqual(over.status, 2, "a spec is never written over")
        XCTAssertEqual(try Data(contentsOf: spec), try Data(contentsOf: Self.snapshots.appendingPathComponent("custom.json")))
    }
}
