import Foundation
import XCTest
import PopsnapTestSupport

/// `verify --summary FILE`, through the built binary: appended to what FILE holds (GitHub's step summary is
/// shared by a step's tools), written on failure as on success, and refused with exit status 2, nothing
/// written, where FILE is a FIFO, a device, a folder or a link out of its folder.
final class VerifySummaryTests: TemporaryFolderTestCase {
    private let ci = ["CI": "true", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A small spec with no reference: `verify` fails on it as missing.
    private func missingSpec() throws {
        try Data(#"{"scale": 1, "canvas": {"width": 80, "height": 80}, "popup": {"kind": "hud"}}"#.utf8).write(to: folder.appendingPathComponent("hud.json"))
    }

    func testTheSummaryIsAppendedToWhatTheFileHeld() throws {
        try missingSpec()
        try Data("# Earlier step\n".utf8).write(to: folder.appendingPathComponent("summary.md"))
        for _ in 0..<2 {
            let r = try RunPopsnap.run(["verify", "hud.json", "--summary", "summary.md", "--report", "report.html"], in: folder, environment: ci)
            XCTAssertEqual(r.status, 1, r.err)
        }
        let text = try String(contentsOfFile: path("summary.md"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("# Earlier step\n\n### popsnap verify: 1 of 1 failed\n"), text)
        XCTAssertEqual(text.components(separatedBy: "### popsnap verify").count, 3, "each run appended its own")
        XCTAssertTrue(text.contains("| `hud.json` | missing |"), text)
        XCTAssertTrue(text.contains("`report.html`"), text)
    }

    func testANewFileIsMadeAndAPassingRunSaysSo() throws {
        try missingSpec()
        XCTAssertEqual(try RunPopsnap.run(["record", "hud.json"], in: folder, environment: RunPopsnap.outsideCI).status, 0)
        let r = try RunPopsnap.run(["verify", "hud.json", "--summary", "new.md"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try String(contentsOfFile: path("new.md"), encoding: .utf8).components(separatedBy: "\n").first,
                       "### popsnap verify: every snapshot matches")
    }

    func testWhatIsNotARegularFileOrLeavesTheFolderIsRefused() throws {
        try missingSpec()
        try FileManager.default.createDirectory(atPath: path("inner"), withIntermediateDirectories: false)
        XCTAssertEqual(mkfifo(path("inner/fifo"), 0o644), 0)
        // A device made here, never one in /dev: the null device's numbers (1, 3); root only.
        let device = mknod(path("inner/device"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0
        try FileManager.default.createSymbolicLink(atPath: path("inner/out.md"), withDestinationPath: "../outside.md")
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("existing.md"))
        try FileManager.default.createSymbolicLink(atPath: path("inner/out2.md"), withDestinationPath: "../existing.md")
        try FileManager.default.createDirectory(atPath: path("inner/folder.md"), withIntermediateDirectories: false)
        let before = try FolderTree(folder)
        var targets = [("fifo", "a FIFO"), ("out.md", "a symbolic link to a file that does not exist"), ("out2.md", "outside inner; Popsnap writes through no link that leaves the folder it was given"), ("folder.md", "a folder"), ("missing/s.md", "does not exist")]
        if device { targets.append(("device", "a character device")) }
        for (name, why) in targets {
            let r = try RunPopsnap.run(["verify", "hud.json", "--summary", "inner/\(name)"], in: folder, environment: ci, timeout: 60)
            XCTAssertEqual(r.status, 2, "\(name): \(r.err)")
            XCTAssertTrue(r.err.contains("--summary inner/\(name)"), r.err)
            XCTAssertTrue(r.err.contains(why) || r.err.contains("No such file"), "\(name): \(r.err)")
            XCTAssertFalse(r.err.contains("hud.json"), "refused before any spec was rendered: \(r.err)")
        }
        XCTAssertEqual(try FolderTree(folder), before, "nothing was written anywhere")
    }

    /// A write that falls short (here the file-size limit, 512 bytes, with SIGXFSZ ignored so the write
    /// fails with EFBIG after writing what fitted) is undone: the file keeps what it held, and the run says so.
    func testAShortWriteLeavesTheFileAsItWas() throws {
        try missingSpec()
        let before = Data(repeating: UInt8(ascii: "x"), count: 400)
        try before.write(to: folder.appendingPathComponent("summary.md"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" verify hud.json --summary summary.md", try RunPopsnap.binary().path]
        process.currentDirectoryURL = folder
        process.environment = ci
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2, message)
        XCTAssertTrue(message.contains("could not write summary.md"), message)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("summary.md")), before, "nothing half-written")
    }

    func testASummaryOverASpecIsRefused() throws {
        try missingSpec()
        let spec = try Data(contentsOf: folder.appendingPathComponent("hud.json"))
        let r = try RunPopsnap.run(["verify", "hud.json", "--summary", "hud.json"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("hud.json")), spec)
    }
}
