/// The fuzzer's bytes read as a few small parameters first and the rest as payload, so one input
/// steers both the settings and the data.
///
/// ```swift
/// var input = FuzzInput(data, count)
/// let width = input.byte() % 64          // 0 when the input is used up
/// let text = input.rest()
/// ```
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// All the bytes, whatever has been read.
    public var all: [UInt8] { bytes }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, position + max(0, count))
        defer { position = end }
        return Array(bytes[position..<end])
    }

    /// Every byte not yet read.
    public mutating func rest() -> [UInt8] {
        take(bytes.count - position)
    }
}
