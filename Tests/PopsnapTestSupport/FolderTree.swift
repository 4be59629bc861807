import Foundation

/// Everything under a folder, links not followed: each path with its kind and its bytes (a regular
/// file) or its target (a link), so a test can say "no file outside what Popsnap wrote was created,
/// changed or removed" by comparing a tree taken before a command with one taken after.
public struct FolderTree: Equatable, CustomStringConvertible {
    public enum Entry: Equatable {
        case file(Data), folder, link(String), other(FileAttributeType)
    }

    public private(set) var entries: [String: Entry] = [:]

    public init(_ root: URL) throws {
        try walk(root.path, "")
    }

    private mutating func walk(_ root: String, _ relative: String) throws {
        let path = relative.isEmpty ? root : root + "/" + relative
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            let child = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + child
            let type = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            switch type {
            case .typeRegular?: entries[child] = .file(try Data(contentsOf: URL(fileURLWithPath: full)))
            case .typeDirectory?: entries[child] = .folder; try walk(root, child)
            case .typeSymbolicLink?: entries[child] = .link(try FileManager.default.destinationOfSymbolicLink(atPath: full))
            default: entries[child] = .other(type ?? .typeUnknown)
            }
        }
    }

    /// The paths created, removed or changed since `before`, sorted; those under `except` (folders Popsnap
    /// writes, such as its artifacts) left out.
    public func changes(since before: FolderTree, except: [String] = []) -> [String] {
        Set(entries.keys).union(before.entries.keys).filter { path in
            entries[path] != before.entries[path] && !except.contains { path == $0 || path.hasPrefix($0 + "/") }
        }.sorted()
    }

    public var description: String { entries.keys.sorted().joined(separator: ", ") }
}
