import Foundation

/// The Swift blocks of a Markdown document (the README, a DocC article), each a file of a test target
/// word for word, so `swift build` compiles it and `swift test` runs it: a document that drifts from the
/// API, or from its files, fails the check.
public enum MarkdownSwiftBlocks {
    /// The line before a block that names its file: `<!-- compiled and run by swift test: PATH -->`.
    public static let marker = "<!-- compiled and run by swift test: "

    /// One ```swift block, with the file the line before it names (nil if none does).
    public struct Block: Equatable, Sendable {
        public var file: String?
        public var code: String
    }

    /// A ```swift block that never ends.
    public struct Unterminated: Error, CustomStringConvertible {
        public var line: Int
        public var description: String { "a ```swift block on line \(line) never ends" }
    }

    /// Each ```swift block of `text`, in order.
    public static func blocks(of text: String) throws(Unterminated) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var i = 0
        while i < lines.count {
            if lines[i] == "```swift" {
                guard let end = lines[(i + 1)...].firstIndex(of: "```") else { throw Unterminated(line: i + 1) }
                let previous = i > 0 ? lines[i - 1] : ""
                let file = previous.hasPrefix(marker) && previous.hasSuffix(" -->") ? String(previous.dropFirst(marker.count).dropLast(4)) : nil
                blocks.append(Block(file: file, code: lines[(i + 1)..<end].joined(separator: "\n") + "\n"))
                i = end
            }
            i += 1
        }
        return blocks
    }

    /// What is wrong between `documents` (paths relative to `root`) and the Swift files of `folder`: a block
    /// that names no file or one outside `folder`, a file that differs from its block, and a file of
    /// `folder` (but those in `except`) that no block shows. Empty when they agree.
    public static func mismatches(documents: [String], folder: String, root: URL, except: Set<String> = []) throws -> [String] {
        var problems: [String] = []
        var shown: Set<String> = []
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            for (n, block) in try blocks(of: text).enumerated() {
                guard let file = block.file else {
                    problems.append("Swift block \(n + 1) of \(document) has no \(marker)\(folder)/NAME.swift --> line before it")
                    continue
                }
                guard file.hasPrefix(folder + "/") else {
                    problems.append("\(document) block \(n + 1): \(file) must be in \(folder) to be compiled")
                    continue
                }
                shown.insert(file)
                let source = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "(no such file)"
                if source != block.code { problems.append("\(file) differs from \(document)'s block \(n + 1): copy one to the other") }
            }
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
        where name.hasSuffix(".swift") && !except.contains(name) && !shown.contains("\(folder)/\(name)") {
            problems.append("\(folder)/\(name) is no block of \(documents.joined(separator: ", "))")
        }
        return problems
    }
}
