#if canImport(Glibc)
import Glibc
#endif

/// The whole of a file, in freshly allocated memory the caller owns.
func readFile(_ path: String) throws(TextError) -> UnsafeMutableRawBufferPointer {
    guard let f = fopen(path, "rb") else {
        throw .fontFileUnreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { fclose(f) }
    var chunks: [[UInt8]] = []
    var total = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
        if n > 0 { chunks.append(Array(chunk[0..<n])); total += n }
        if n < chunk.count {
            if ferror(f) != 0 { throw .fontFileUnreadable(path: path, reason: String(cString: strerror(errno))) }
            break
        }
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, total), alignment: 16)
    var offset = 0
    for c in chunks {
        c.withUnsafeBytes { buffer.baseAddress!.advanced(by: offset).copyMemory(from: $0.baseAddress!, byteCount: c.count) }
        offset += c.count
    }
    return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<max(1, total)])
}
