#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file's bytes mapped read-only into memory, under `InputFile`'s rules (regular files only,
/// size checked first), for large files read in small parts such as fonts: the pages a reader touches
/// are loaded on demand and shared with every other process mapping the file, so opening a 10 MB
/// emoji font costs nothing until a glyph is drawn from it. Unmapped when the value is released.
///
/// ```swift
/// let font = try MappedFile(at: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", limit: 256 << 20)
/// font.bytes.count   // the file's size; font.bytes.baseAddress is never nil, even for an empty file
/// ```
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes, read-only, alive as long as this object.
    public let bytes: UnsafeRawBufferPointer
    /// The mapping's length, 0 when `bytes` is a one-byte allocation standing in for an empty file.
    private let mappedLength: Int

    /// Maps the regular file at `path`, at most `limit` bytes, read-only; refused as
    /// `InputFile.bytes(at:limit:)` refuses a file.
    public init(at path: String, limit: Int) throws(FileError) {
        let (fd, size) = try InputFile.openRegularFile(path, limit: limit)
        defer { close(fd) }
        guard size > 0 else {
            // mmap refuses a length of 0; readers still get an address, with no bytes behind it.
            bytes = UnsafeRawBufferPointer(start: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16), count: 0)
            mappedLength = 0
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw FileError(.read, path: path, code: errno)
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
        mappedLength = size
    }

    deinit {
        if mappedLength > 0 {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), mappedLength)
        } else {
            bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
        }
    }
}
