import Foundation
import PopsnapTestSupport
import XCTest

/// Every `popsnap` command of the README's shell blocks runs as written, from a folder holding the seed
/// alert's spec and reference, and succeeds: a quick start that drifts from the tool fails here.
final class ReadmeCommandTests: TemporaryFolderTestCase {
    func testTheQuickStartCommandsRun() throws {
        let repository = ReferenceImage.snapshots.deletingLastPathComponent()
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        let commands = blocks.flatMap { $0.split(separator: "\n") }.map { String($0.split(separator: "#", maxSplits: 1)[0]) }
            .filter { $0.hasPrefix("popsnap ") }
        XCTAssertGreaterThanOrEqual(commands.count, 4, "the README shows the tool at work")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        for name in ["alert.json", "alert.png"] {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name), to: folder.appendingPathComponent("Snapshots/" + name))
        }
        for command in commands {
            let words = try Self.words(of: command)
            let r = try RunPopsnap.run(Array(words.dropFirst()), in: folder, timeout: 300)
            XCTAssertEqual(r.status, 0, "\(command): \(r.err)")
        }
    }

    /// A command line's words as a POSIX shell splits them: spaces apart, double quotes kept together.
    static func words(of line: String) throws -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for c in line {
            switch c {
            case "\"": quoted.toggle(); started = true
            case " " where !quoted:
                if started { words.append(word) }
                word = ""; started = false
            default: word.append(c); started = true
            }
        }
        guard !quoted else { throw CocoaError(.formatting) }
        if started { words.append(word) }
        return words
    }

    func testWordsAreSplitAsAShellDoes() throws {
        XCTAssertEqual(try Self.words(of: #"popsnap render --title "Sorry, that" -o a.png  "#), ["popsnap", "render", "--title", "Sorry, that", "-o", "a.png"])
        XCTAssertThrowsError(try Self.words(of: #"popsnap "open"#))
    }
}
