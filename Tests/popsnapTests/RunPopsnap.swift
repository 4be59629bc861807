import Foundation
import XCTest

/// Runs the built `popsnap` binary as a user runs it: streams and exit statuses as the shell sees them.
enum RunPopsnap {
    /// The binary sits beside the test bundle in `.build/<triple>/<configuration>/`; on Linux the
    /// bundle is the process's executable, on macOS a bundle inside `xctest`'s arguments.
    static func binary() throws -> URL {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        // Last resort: the package's own `.build/debug`, from this file's place in the checkout.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug"))
        for folder in candidates {
            let url = folder.appendingPathComponent("popsnap")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        XCTFail("no popsnap binary in \(candidates.map(\.path)); build the package first (swift build)")
        throw CocoaError(.fileNoSuchFile)
    }

    /// A command's `--help`, its lines unwrapped (white space folded to single spaces), so a test finds a
    /// sentence wherever the help wrapped it.
    static func help(_ command: String) throws -> String {
        let r = try run([command, "--help"])
        XCTAssertEqual(r.status, 0, r.err)
        return r.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A run still going after `timeout` seconds is killed and reported as status -1: a test of a hang
    /// fails instead of hanging the suite.
    /// This process's environment without `CI`, for a run as on a developer's machine: `record` in CI warns
    /// first, whatever it then says.
    static var outsideCI: [String: String] { ProcessInfo.processInfo.environment.filter { $0.key != "CI" } }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
                    timeout: Double = 600) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killed = OnceFlag()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if process.isRunning { killed.set(); kill(process.processIdentifier, SIGKILL) }
        }
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (killed.value ? -1 : process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}

/// Set once, from another thread.
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var set_ = false
    func set() { lock.withLock { set_ = true } }
    var value: Bool { lock.withLock { set_ } }
}
