import PopsnapGeometry
import PopsnapRaster

/// One frame of a GIF made ready on any thread: the rectangle it writes, its colour table (its own or the
/// file's global one, whichever codes it smaller), its LZW data. Only the order and the delays are given
/// by `GIFWriter`.
///
/// ```swift
/// let prepared = try GIFPreparedFrame(frame, after: previous, index: 3, global: nil, options: GIFOptions(), opaque: true)
/// ```
public struct GIFPreparedFrame: Sendable {
    /// The rectangle written; the rest of the canvas keeps the frame before.
    public let rect: PixelRect
    /// The frame's own colour table; nil when it uses the file's global one.
    let localPalette: GIFPalette?
    /// The index GIF shows as transparent, if any.
    let transparentIndex: Int?
    let minimumCodeSize: Int
    /// The packed LZW codes, not yet in sub-blocks.
    let data: [UInt8]
    /// GIF's disposal method: 1 keeps the frame for the next to draw over, 2 clears its rectangle to
    /// transparent first (frames of a translucent animation, each written whole).
    let disposal: UInt8
    /// Distinct colours written, the transparent one included.
    public let colorCount: Int
    /// For a frame of more than 256 colours, reduced by libimagequant: how far it is from its pixels.
    public let colorError: ColorError?
    /// Whether the frame equals the one before, so the writer lengthens that one's delay instead.
    public let isUnchanged: Bool

    /// Frame `index`, drawn over `previous` (the frame before, nil for the first). With `opaque` (every
    /// frame of the animation opaque), only the rectangle that changed is written, and, where that codes
    /// smaller, its unchanged pixels as transparent. A translucent animation's frames are each written
    /// whole over a cleared canvas, since GIF cannot make a pixel transparent by drawing over it.
    /// `global`: the file's table (`GIFPalette.global`), which the frame uses where it codes smaller.
    public init(_ image: Image, after previous: Image?, index: Int, global: GIFPalette?, options: GIFOptions,
                opaque: Bool) throws(GIFError) {
        if opaque, let previous {
            guard previous.width == image.width, previous.height == image.height else {
                throw .invalid(reason: "frame \(index) is \(image.width) x \(image.height) px and the one before \(previous.width) x \(previous.height) px")
            }
            guard let rect = ChangedRegion.between(previous, image) else { self.init(unchangedAfter: image.bounds); return }
            self = try image.withWords { words in
                previous.withWords { before in
                    Result { () throws(GIFError) -> GIFPreparedFrame in
                        try Self.coded(RegionColors(words: words, previous: nil, rect: rect, stride: image.width),
                                       keeping: RegionColors(words: words, previous: before, rect: rect, stride: image.width),
                                       index: index, global: global, options: options, disposal: 1)
                    }
                }
            }.get()
        } else {
            let visible = opaque ? nil : VisiblePixels(image)
            let body = { (words: UnsafeBufferPointer<UInt32>) in
                Result { () throws(GIFError) -> GIFPreparedFrame in
                    try Self.coded(RegionColors(words: words, previous: nil, rect: image.bounds, stride: image.width), keeping: nil,
                                   index: index, global: global, options: options, disposal: opaque ? 1 : 2)
                }
            }
            self = try (visible.map { $0.words.withUnsafeBufferPointer(body) } ?? image.withWords(body)).get()
        }
    }

    private init(rect: PixelRect, palette: GIFPalette?, transparentIndex: Int?, minimumCodeSize: Int, data: [UInt8], disposal: UInt8,
                 colorCount: Int, colorError: ColorError?) {
        self.rect = rect
        localPalette = palette
        self.transparentIndex = transparentIndex
        self.minimumCodeSize = minimumCodeSize
        self.data = data
        self.disposal = disposal
        self.colorCount = colorCount
        self.colorError = colorError
        isUnchanged = false
    }

    private init(unchangedAfter bounds: PixelRect) {
        rect = PixelRect(x: 0, y: 0, width: 0, height: 0)
        localPalette = nil
        transparentIndex = nil
        minimumCodeSize = 2
        data = []
        disposal = 1
        colorCount = 0
        colorError = nil
        isUnchanged = true
    }

    /// Bytes the frame's image data and table take in the file: what the choices below compare.
    var cost: Int { data.count + (data.count + 254) / 255 + (localPalette?.tableSize ?? 0) }

    /// The smallest of: the rectangle as it is, or (`keeping`) with its unchanged pixels transparent,
    /// each with its own table or the global one; a rectangle of more than 256 colours is quantized.
    private static func coded(_ whole: RegionColors, keeping: RegionColors?, index: Int, global: GIFPalette?, options: GIFOptions,
                              disposal: UInt8) throws(GIFError) -> GIFPreparedFrame {
        let rect = whole.rect
        guard let colors = whole.colors() else { return try quantized(whole, index: index, options: options, disposal: disposal) }
        var variants = [(whole, colors)]
        if let keeping, let kept = keeping.colors(), kept.contains(VisiblePixels.transparent) { variants.append((keeping, kept)) }
        let globalSet = global.map { ColorSet($0.colors) }
        var best: GIFPreparedFrame?
        for (region, set) in variants {
            let local = GIFPalette(set.colors)
            var tables: [(GIFPalette?, ColorSet, GIFPalette)] = [(local, set, local)]
            if let global, let globalSet, set.colors.allSatisfy(globalSet.contains) { tables.append((nil, globalSet, global)) }
            for (own, lookup, palette) in tables {
                let data = LZWEncoder.encode(region.indices(lookup), minimumCodeSize: palette.minimumCodeSize)
                let frame = GIFPreparedFrame(rect: rect, palette: own, transparentIndex: palette.transparentIndex, minimumCodeSize: palette.minimumCodeSize,
                                             data: data, disposal: disposal, colorCount: set.colors.count, colorError: nil)
                if best.map({ frame.cost < $0.cost }) ?? true { best = frame }
            }
        }
        return best!
    }

    private static func quantized(_ region: RegionColors, index: Int, options: GIFOptions, disposal: UInt8) throws(GIFError) -> GIFPreparedFrame {
        let rect = region.rect, start = rect.y * region.stride + rect.x
        var (colors, indices) = try Quantizer.quantize(region.words, start: start, stride: region.stride, width: rect.width, height: rect.height,
                                                       dithering: options.dithering, frame: index)
        // libimagequant may give more than one entry alpha below 128; GIF marks one transparent index.
        let palette = GIFPalette(colors)
        if let t = palette.transparentIndex {
            for i in indices.indices where colors[Int(indices[i])] == VisiblePixels.transparent { indices[i] = UInt8(t) }
        }
        colors = palette.colors
        let error = ColorError.measure(region.words, start: start, stride: region.stride, width: rect.width, height: rect.height,
                                       indices: indices, palette: colors)
        return GIFPreparedFrame(rect: rect, palette: palette, transparentIndex: palette.transparentIndex, minimumCodeSize: palette.minimumCodeSize,
                                data: LZWEncoder.encode(indices, minimumCodeSize: palette.minimumCodeSize), disposal: disposal,
                                colorCount: Self.distinct(indices), colorError: error)
    }

    private static func distinct(_ indices: [UInt8]) -> Int {
        var seen = [Bool](repeating: false, count: 256)
        for i in indices { seen[Int(i)] = true }
        return seen.filter { $0 }.count
    }
}
