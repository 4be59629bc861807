import Foundation

/// Runs `python3` with `arguments`, standard output and error together: the tests' independent decoders
/// (Pillow, through Tests/Scripts/) are Python scripts.
public enum Python {
    /// The exit status and everything printed.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        // The scripts import their shared module; no __pycache__ is left among the project's files.
        process.environment = ProcessInfo.processInfo.environment.merging(["PYTHONDONTWRITEBYTECODE": "1"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a full pipe cannot block the script.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
