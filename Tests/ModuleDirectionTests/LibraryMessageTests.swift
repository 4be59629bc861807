import Foundation
import XCTest

/// Issue 22: library errors carry values and the CLI words them, so no string in a library module names
/// one of `popsnap`'s options (a Swift caller has no `--matrix` to pass). Only Sources/popsnap words flags.
final class LibraryMessageTests: XCTestCase {
    /// Every option the CLI declares, read from the string literals of Sources/popsnap (`"--matrix"`).
    static func cliOptions() throws -> Set<String> {
        let flag = try NSRegularExpression(pattern: #""(--[a-z][a-z0-9-]*)[" ]"#)
        var options = Set<String>()
        for file in try ModuleDirectionTests.swiftFiles(under: ModuleDirectionTests.root.appendingPathComponent("Sources/popsnap")) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for m in flag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                options.insert(String(text[Range(m.range(at: 1), in: text)!]))
            }
        }
        return options
    }

    func testNoLibraryStringNamesAnOption() throws {
        let options = try Self.cliOptions()
        XCTAssertTrue(options.isSuperset(of: ["--matrix", "--from", "--overwrite", "--kind", "--max-nodes"]), "\(options.sorted())")
        let literal = try NSRegularExpression(pattern: #""(?:[^"\\]|\\.)*""#)
        let named = try NSRegularExpression(pattern: #"(?<![A-Za-z0-9-])--[a-z][a-z0-9-]*"#)
        let sources = ModuleDirectionTests.root.appendingPathComponent("Sources")
        for file in try ModuleDirectionTests.swiftFiles(under: sources)
        where !file.path.contains("/Sources/popsnap/") && !file.path.contains("/Sources/popsnap-bench/") {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            // Comments may say what the CLI does; messages may not.
            for (n, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let text = String(line)
                for l in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let string = String(text[Range(l.range, in: text)!])
                    for m in named.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
                        let option = String(string[Range(m.range, in: string)!])
                        XCTAssertFalse(options.contains(option), "\(file.lastPathComponent):\(n + 1): \(string) names popsnap's \(option): "
                            + "throw a value and word it in Sources/popsnap (ErrorWording)")
                    }
                }
            }
        }
    }
}
