/// The smallest of several ways of writing one frame (a rectangle whole or with pixels left transparent,
/// its own table or the global one). Each is coded with the adaptive clearing alone; the one that codes
/// smallest is then also coded with the eager clearing, kept where that is smaller (gifsicle -O3's two
/// clearings, tried on its one way of writing the frame). Trying both on every way took most of a reduced
/// GIF's time; the eager clearing rarely wins, and by a few bytes.
struct GIFFrameChoice {
    private var best: (frame: GIFPreparedFrame, indices: [UInt8], cleared: Bool)?

    /// Codes `indices` with `minimumCodeSize` and keeps the frame `make` builds from the codes if it is the
    /// smallest yet.
    mutating func consider(_ indices: [UInt8], minimumCodeSize: Int, _ make: ([UInt8]) -> GIFPreparedFrame) {
        let coded = indices.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: minimumCodeSize, clearing: .adaptive) }
        let frame = make(coded.bytes)
        if best.map({ frame.cost < $0.frame.cost }) ?? true { best = (frame, indices, coded.cleared) }
    }

    /// The smallest frame considered, its codes the smaller of the two clearings; nil when none was.
    var smallest: GIFPreparedFrame? {
        guard let best else { return nil }
        let data = best.indices.withUnsafeBufferPointer {
            LZWEncoder.smaller((best.frame.data, best.cleared), $0, minimumCodeSize: best.frame.minimumCodeSize)
        }
        return data.count < best.frame.data.count ? best.frame.replacingData(data) : best.frame
    }
}
