#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries by their bytes, as the file system holds them: `FileManager.contentsOfDirectory`
/// repairs a name that is not UTF-8 into U+FFFD, so `bad\xFF.json` came back as a file that does not
/// exist, or as another file that does.
///
/// ```swift
/// let listing = FolderListing(path: "Snapshots")   // nil when it cannot be read
/// listing?.names                                   // ["alert.json", "alert.png"]: the UTF-8 names
/// listing?.notUTF8                                 // [[0x62, 0x61, 0x64, 0xFF]]: the others, as bytes
/// ```
public struct FolderListing: Sendable {
    /// The entries whose names are UTF-8, in the order read ("." and ".." left out).
    public private(set) var names: [String] = []
    /// The entries whose names are not, as their bytes.
    public private(set) var notUTF8: [[UInt8]] = []

    /// The entries of the folder at `path` (a link to one followed); nil when it cannot be opened.
    public init?(path: String) {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            if let name = String(validating: bytes, as: UTF8.self) { names.append(name) } else { notUTF8.append(bytes) }
        }
    }
}
