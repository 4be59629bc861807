#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries by their bytes, as the file system holds them: `FileManager.contentsOfDirectory`
/// repairs a name that is not UTF-8 into U+FFFD, so `bad\xFF.json` came back as a file that does not
/// exist, or as another file that does. Here each name is decoded by `FileNameBytes`, so it opens the
/// entry it came from.
///
/// ```swift
/// let listing = FolderListing(path: "Snapshots")   // nil when it cannot be read, errno saying why
/// listing?.names                                   // ["alert.json", "bad\u{10FFFF}.json"]
/// ```
public struct FolderListing: Sendable {
    /// The entries, in the order read ("." and ".." left out).
    public private(set) var names: [String] = []

    /// The entries in the order of their bytes, the same on every machine: String's `<` holds "é" composed
    /// and decomposed, two files, for equal, so they would come in whatever order the folder gave.
    public var sortedNames: [String] {
        names.map { (FileNameBytes.bytes($0), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
    }

    /// The entries of the folder at `path` (a link to one followed); nil when it cannot be opened.
    public init?(path: String) {
        guard let folder = FileNameBytes.withCString(path, { opendir($0) }) else { return nil }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            names.append(FileNameBytes.decoding(bytes))
        }
    }
}
