import Foundation
import PackagePlugin

/// Compiles an app's popup files into a test target as iOS's compiler reads them. The target's folder holds
/// `uikit-sources.txt`, one path a line relative to that folder (blank lines and `#` comments allowed); for
/// each, one build command runs `popsnap-uikit-source`, which writes a rewritten copy in the plugin's work
/// folder (never beside the user's file), and SwiftPM compiles the copies into the target and rewrites a
/// copy whenever its file changes. Each copy starts with a `#sourceLocation` naming the user's file, so
/// errors point at it.
///
/// SwiftPM 6.3 runs a build-tool plugin again only when the plugin changes, not when `uikit-sources.txt`
/// does: after editing the list, a new build folder (or `swift package clean`) makes it read again.
@main
struct UIKitSources: BuildToolPlugin {
    static let listName = "uikit-sources.txt"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let list = target.directoryURL.appending(path: Self.listName)
        let files = try Self.listedFiles(in: list)
        let tool = try context.tool(named: "popsnap-uikit-source").url
        return files.map { file in
            let copy = context.pluginWorkDirectoryURL.appending(path: Self.copyName(of: file))
            return .buildCommand(displayName: "Rewriting \(file.lastPathComponent) for Linux's UIKit",
                                 executable: tool, arguments: [file.path, copy.path],
                                 inputFiles: [file], outputFiles: [copy])
        }
    }

    /// The listed files, each checked to be an existing `.swift` file; every problem is reported at its line
    /// of the list before the build stops.
    static func listedFiles(in list: URL) throws -> [URL] {
        guard let text = try? String(contentsOf: list, encoding: .utf8) else {
            Diagnostics.error("\(list.path): no list of popup files; the UIKitSources plugin compiles the files this target's "
                              + "\(listName) lists, one path a line relative to its folder", file: list.path)
            throw ListError.unreadable
        }
        var files: [URL] = []
        var problems = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
            let file = URL(fileURLWithPath: entry, relativeTo: list.deletingLastPathComponent()).standardizedFileURL
            var isFolder: ObjCBool = false
            let problem: String?
            if !FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) {
                problem = "\(entry): no such file (\(file.path))"
            } else if isFolder.boolValue || file.pathExtension != "swift" {
                problem = "\(entry): not a .swift file"
            } else {
                problem = nil
            }
            if let problem {
                // SwiftPM prints a plugin's diagnostic without its location, so the message carries it too.
                Diagnostics.error("\(list.path):\(number + 1): \(problem)", file: list.path, line: number + 1)
                problems += 1
            } else {
                files.append(file)
            }
        }
        if problems > 0 { throw ListError.badEntries(problems) }
        return files
    }

    /// `Name.<hash of the full path>.swift`: two listed files of one name in different folders get two
    /// copies, and a copy's name never clashes with a file of the target's own (the compiler refuses two
    /// files of one name in a module).
    static func copyName(of file: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in file.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return file.deletingPathExtension().lastPathComponent + "." + String(repeating: "0", count: 16 - digits.count) + digits + ".swift"
    }

    enum ListError: Error, CustomStringConvertible {
        case unreadable
        case badEntries(Int)

        var description: String {
            switch self {
            case .unreadable: "UIKitSources: \(UIKitSources.listName) is missing or unreadable"
            case .badEntries(let count): "UIKitSources: \(count) entr\(count == 1 ? "y" : "ies") of \(UIKitSources.listName) cannot be compiled"
            }
        }
    }
}
