import Foundation
import XCTest
import PopsnapTestSupport

/// Standard output that refuses the bytes (a full disk, a closed pipe, a closed descriptor) fails the
/// command with exit status 2 and says why on standard error, through the built binary.
final class StandardOutputTests: TemporaryFolderTestCase {
    let alert = ReferenceImage.snapshots.appendingPathComponent("alert.json").path
    let png = ReferenceImage.snapshots.appendingPathComponent("hud.png").path

    /// Every write to it fails with ENOSPC: our own node for the full device (1, 7), made in the test's
    /// folder, never the machine's /dev/full. Making device nodes needs root, as CI has.
    func fullDevice() throws -> String {
        let node = folder.appendingPathComponent("full").path
        try XCTSkipIf(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) != 0, "making device nodes needs root")
        return node
    }

    /// Runs popsnap with standard output on `standardOutput`; returns the status and standard error.
    func run(_ arguments: [String], standardOutput: FileHandle) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = try RunPopsnap.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = standardOutput
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "killed by a signal rather than failing with a message")
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// What the folder holds besides the full device: nothing may be written instead of standard output.
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "full" }.sorted()
    }

    func testEveryCommandWritingToAFullDiskFails() throws {
        let full = try fullDevice()
        let commands: [(name: String, arguments: [String])] = [
            ("render", ["render", alert, "--scale", "1", "-o", "-"]),
            ("layout", ["layout", alert]),
            ("diff", ["diff", png, png, "--json"]),
            ("help", ["render", "--help"]),
        ]
        for command in commands {
            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: full))
            let r = try run(command.arguments, standardOutput: handle)
            try handle.close()
            XCTAssertEqual(r.status, 2, "\(command.name): \(r.err)")
            let invocation = command.name == "help" ? "popsnap render" : "popsnap \(command.name)"
            XCTAssertEqual(r.err, "\(invocation): cannot write to standard output: No space left on device\n", command.name)
        }
        XCTAssertEqual(try leftovers(), [])
    }

    func testVerifyJSONReportOnAFullDiskFails() throws {
        // A passing check whose report cannot be delivered is not a pass.
        let spec = folder.appendingPathComponent("small.json")
        try Data(#"{"canvas": {"width": 40, "height": 30}, "scale": 1, "popup": {"kind": "hud"}}"#.utf8).write(to: spec)
        let record = try RunPopsnap.run(["record", spec.path])
        XCTAssertEqual(record.status, 0, record.err)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: try fullDevice()))
        let r = try run(["verify", spec.path, "--json", "--record", "never"], standardOutput: handle)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.hasSuffix("popsnap verify: cannot write to standard output: No space left on device\n"), r.err)
        XCTAssertEqual(try leftovers(), ["small.json", "small.png"])
    }

    func testAClosedPipeFailsWithAMessageRatherThanASignal() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let r = try run(["render", alert, "--scale", "1", "-o", "-"], standardOutput: pipe.fileHandleForWriting)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(r.err, "popsnap render: cannot write to standard output: Broken pipe\n")
        XCTAssertEqual(try leftovers(), [])
    }

    func testAClosedStandardOutputFailsAndNoFileReceivesTheOutput() throws {
        // `>&-` closes descriptor 1; the layout must not land in whatever file opens next.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" layout \"$1\" >&-", try RunPopsnap.binary().path, alert]
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "popsnap layout: cannot write to standard output: Bad file descriptor\n")
        XCTAssertEqual(try leftovers(), [])
    }

    func testAClosedStandardErrorNeitherCrashesNorChangesTheAnswer() throws {
        // Progress and the summary go to standard error; losing them must not kill a passing check.
        let spec = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        let process = Process()
        process.executableURL = try RunPopsnap.binary()
        process.arguments = ["verify", spec, "--record", "never", "--json"]
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        try err.fileHandleForReading.close()
        process.standardOutput = out
        process.standardError = err.fileHandleForWriting
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "killed by a signal or a trap")
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"status\": \"pass\""), String(decoding: data, as: UTF8.self))
        XCTAssertEqual(try leftovers(), [])
    }
}
