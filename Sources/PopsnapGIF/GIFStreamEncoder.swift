import PopsnapGeometry

/// A GIF89a file's bytes in file order: the header (logical screen, global table, NETSCAPE2.0 loop block),
/// then each frame (graphic control extension, image descriptor, local table, LZW data in sub-blocks of at
/// most 255 bytes), then the trailer. A frame is held until the next arrives, so a frame equal to the one
/// before lengthens that one's delay instead of being written; only that one frame is held.
struct GIFStreamEncoder {
    let width: Int
    let height: Int
    let options: GIFOptions
    let global: GIFPalette?
    /// Whether frames carry delays and a loop block: false for a still.
    let animated: Bool
    private var pending: (frame: GIFPreparedFrame, centiseconds: Int)?
    /// The delays as written, one a frame in the file.
    private(set) var writtenDelays: [Int] = []

    static let maxSide = Int(UInt16.max)

    init(width: Int, height: Int, options: GIFOptions, global: GIFPalette?, animated: Bool) throws(GIFError) {
        guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height) else {
            throw .invalid(reason: "a canvas of \(width) x \(height) px cannot be a GIF (1 to 65,535 px a side)")
        }
        guard (0...Self.maxSide).contains(options.loopCount) else {
            throw .invalid(reason: "loopCount is \(options.loopCount); a GIF plays 0 (for ever) to 65,535 times")
        }
        self.width = width
        self.height = height
        self.options = options
        self.global = global
        self.animated = animated
    }

    func header() -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out.appendLittleEndian(width)
        out.appendLittleEndian(height)
        // 0x70: 8 bits of colour resolution, as every encoder writes; background index 0, no aspect ratio.
        out += [global.map { 0xF0 | UInt8($0.bits - 1) } ?? 0x70, 0, 0]
        if let global { out += global.tableBytes }
        // NETSCAPE2.0 stores the repeats after the first play; 0 repeats for ever, and playing once needs no block.
        if animated, options.loopCount != 1 {
            out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
            out.appendLittleEndian(max(0, options.loopCount - 1))
            out.append(0)
        }
        return out
    }

    /// The bytes that are final once `frame` arrives: the frame held before it, if any.
    mutating func append(_ frame: GIFPreparedFrame, centiseconds: Int) throws(GIFError) -> [UInt8] {
        if frame.isUnchanged {
            guard pending != nil else { throw .invalid(reason: "the first frame of a GIF cannot be 'unchanged'") }
            pending!.centiseconds += centiseconds
            // GIF's delay is 16 bits: a longer still is the same frame written again, which changes nothing.
            if pending!.centiseconds <= Self.maxSide { return [] }
            let rest = pending!.centiseconds - Self.maxSide
            pending!.centiseconds = Self.maxSide
            let out = flush()
            pending = (out.frame, rest)
            return out.bytes
        }
        let out = pending.map { _ in flush().bytes } ?? []
        pending = (frame, centiseconds)
        return out
    }

    /// The frame held, and the trailer.
    mutating func end() -> [UInt8] {
        (pending.map { _ in flush().bytes } ?? []) + [0x3B]
    }

    private mutating func flush() -> (frame: GIFPreparedFrame, bytes: [UInt8]) {
        let (frame, centiseconds) = pending!
        pending = nil
        writtenDelays.append(centiseconds)
        var out: [UInt8] = []
        out.reserveCapacity(frame.cost + 32)
        if animated || frame.transparentIndex != nil {
            let flags = frame.disposal << 2 | (frame.transparentIndex != nil ? 1 : 0)
            out += [0x21, 0xF9, 4, flags]
            out.appendLittleEndian(animated ? centiseconds : 0)
            out += [UInt8(frame.transparentIndex ?? 0), 0]
        }
        out.append(0x2C)
        for v in [frame.rect.x, frame.rect.y, frame.rect.width, frame.rect.height] { out.appendLittleEndian(v) }
        if let local = frame.localPalette {
            out.append(0x80 | UInt8(local.bits - 1))
            out += local.tableBytes
        } else {
            out.append(0)
        }
        out.append(UInt8(frame.minimumCodeSize))
        var start = 0
        while start < frame.data.count {
            let n = min(255, frame.data.count - start)
            out.append(UInt8(n))
            out += frame.data[start..<(start + n)]
            start += n
        }
        out.append(0)
        return (frame, out)
    }
}

extension [UInt8] {
    mutating func appendLittleEndian(_ value: Int) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }
}
