import Foundation
import XCTest

/// Running `swift` on a package a test writes (the adopter package, a UIKitSources consumer), as its
/// user would in a terminal.
public enum SwiftCommand {
    /// `POPSNAP_SWIFT`, else the first `swift` on PATH; the test is skipped when there is none.
    public static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let swift = environment["POPSNAP_SWIFT"] { return swift }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swift") {
            return "\(folder)/swift"
        }
        throw XCTSkip("no swift on PATH; set POPSNAP_SWIFT")
    }

    /// Runs `arguments` in `directory` and returns its status and its standard output and error together,
    /// as a user reads them; it is stopped after `timeout` seconds.
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil,
                           timeout: Double = 600) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
