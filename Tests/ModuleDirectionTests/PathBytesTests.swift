import Foundation
import XCTest

/// Issue 20: a name is used by its bytes. A `String` passed straight to a C function, or to `FileManager`,
/// reaches the system as its UTF-8, so a name read from a listing or the command line that is not UTF-8
/// (carried in the `String` by `FileNameBytes`) would open another file: every path goes through
/// `FileNameBytes.withCString`, names come from `FolderListing` and the C argument vector.
final class PathBytesTests: XCTestCase {
    /// The C calls taking a path, and which argument it is (the *at forms take a folder first).
    static let pathCalls = ["open": 0, "stat": 0, "lstat": 0, "mkdir": 0, "unlink": 0, "rename": 0, "realpath": 0,
                            "readlink": 0, "opendir": 0, "access": 0, "rmdir": 0, "chdir": 0, "symlink": 0, "chmod": 0,
                            "truncate": 0, "fopen": 0, "openat": 1, "fstatat": 1, "mkdirat": 1, "unlinkat": 1, "renameat": 1, "readlinkat": 1]
    /// Foundation's ways to a file, and to the arguments and environment, which encode a name as UTF-8 or
    /// repair it; the benchmarks may use them.
    static let bannedAPIs = ["FileManager", "Data(contentsOf:", "String(contentsOfFile:", "FileHandle(forReadingAtPath:",
                             "FileHandle(forWritingAtPath:", "CommandLine.arguments", "processInfo.environment"]

    func testEveryPathReachesTheSystemAsItsBytes() throws {
        let call = try NSRegularExpression(pattern: #"(?<![A-Za-z_.])(\w+)\(([^()]*)\)"#)
        for file in try ModuleDirectionTests.swiftFiles(under: ModuleDirectionTests.root.appendingPathComponent("Sources"))
        where !file.path.contains("/popsnap-bench/") {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (n, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let text = String(line), at = "\(file.lastPathComponent):\(n + 1)"
                for api in Self.bannedAPIs where text.contains(api) {
                    XCTFail("\(at): \(api) re-encodes names; use PopsnapFiles (FileKind, FolderListing, InputFile, AtomicFile, FolderHandle)")
                }
                for m in call.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let index = Self.pathCalls[String(text[Range(m.range(at: 1), in: text)!])] else { continue }
                    let arguments = text[Range(m.range(at: 2), in: text)!].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    guard index < arguments.count else { continue }  // `stat()`, the struct
                    let path = arguments[index]
                    // A closure's parameter ($0, or a name bound by withCString), or an ASCII literal.
                    let passed = path.hasPrefix("$") || path.hasPrefix("\"") || text.contains("FileNameBytes.withCString")
                    XCTAssertTrue(passed, "\(at): \(text.trimmingCharacters(in: .whitespaces)): pass the path through FileNameBytes.withCString")
                }
            }
        }
    }
}
