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
    /// `shown`: for a frame drawn whole after a reduced one, the canvas a decoder shows then
    /// (`GIFPreparedFrame.canvas`), so a reduced frame can leave the pixels already right transparent.
    public init(_ image: Image, after previous: Image?, index: Int, global: GIFPalette?, options: GIFOptions,
                opaque: Bool, shown: [UInt32]? = nil) throws(GIFError) {
        var reduction: GIFReduction?
        try self.init(image, after: previous, index: index, global: global, options: options, opaque: opaque, shown: shown, reduction: &reduction)
    }

    /// The same, setting `reduction` to the rectangle libimagequant reduced (nil when the frame has 256 colours
    /// or fewer, or is unchanged): what `canvas(after:over:index:options:reduction:)` for the next frame takes.
    public init(_ image: Image, after previous: Image?, index: Int, global: GIFPalette?, options: GIFOptions,
                opaque: Bool, shown: [UInt32]?, reduction: inout GIFReduction?) throws(GIFError) {
        reduction = nil
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
                                       shown: before, index: index, global: global, options: options, disposal: 1, reduction: &reduction)
                    }
                }
            }.get()
        } else {
            let visible = opaque ? nil : VisiblePixels(image)
            // A closure kept in a constant may not write to an inout parameter: it writes here, copied after.
            var made: GIFReduction?
            let body = { (words: UnsafeBufferPointer<UInt32>) in
                Result { () throws(GIFError) -> GIFPreparedFrame in
                    let whole = RegionColors(words: words, previous: nil, rect: image.bounds, stride: image.width)
                    guard opaque, let shown else {
                        return try Self.coded(whole, keeping: nil, shown: nil, index: index, global: global, options: options, disposal: opaque ? 1 : 2,
                                              reduction: &made)
                    }
                    return try shown.withUnsafeBufferPointer { s in
                        Result { () throws(GIFError) -> GIFPreparedFrame in
                            try Self.coded(whole, keeping: nil, shown: s, index: index, global: global, options: options, disposal: 1, reduction: &made)
                        }
                    }.get()
                }
            }
            self = try (visible.map { $0.words.withUnsafeBufferPointer(body) } ?? image.withWords(body)).get()
            reduction = made
        }
    }

    init(rect: PixelRect, palette: GIFPalette?, transparentIndex: Int?, minimumCodeSize: Int, data: [UInt8], disposal: UInt8,
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

    /// The same frame with other codes for the same indices.
    func replacingData(_ data: [UInt8]) -> GIFPreparedFrame {
        GIFPreparedFrame(rect: rect, palette: localPalette, transparentIndex: transparentIndex, minimumCodeSize: minimumCodeSize, data: data,
                         disposal: disposal, colorCount: colorCount, colorError: colorError)
    }

    init(unchangedAfter bounds: PixelRect) {
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
    /// each with its own table or the global one; a rectangle of more than 256 colours is quantized (and its
    /// reduction set).
    private static func coded(_ whole: RegionColors, keeping: RegionColors?, shown: UnsafeBufferPointer<UInt32>?, index: Int, global: GIFPalette?,
                              options: GIFOptions, disposal: UInt8, reduction: inout GIFReduction?) throws(GIFError) -> GIFPreparedFrame {
        let rect = whole.rect
        guard let colors = whole.colors() else {
            return try quantized(whole, shown: shown, index: index, options: options, disposal: disposal, reduction: &reduction)
        }
        var variants = [(whole, colors)]
        if let keeping, let kept = keeping.colors(), kept.contains(VisiblePixels.transparent) { variants.append((keeping, kept)) }
        let globalSet = global.map { ColorSet($0.colors) }
        var choice = GIFFrameChoice()
        for (region, set) in variants {
            let local = GIFPalette(set.colors)
            var tables: [(GIFPalette?, ColorSet, GIFPalette)] = [(local, set, local)]
            if let global, let globalSet, set.colors.allSatisfy(globalSet.contains) { tables.append((nil, globalSet, global)) }
            for (own, lookup, palette) in tables {
                choice.consider(region.indices(lookup), minimumCodeSize: palette.minimumCodeSize) { data in
                    GIFPreparedFrame(rect: rect, palette: own, transparentIndex: palette.transparentIndex, minimumCodeSize: palette.minimumCodeSize,
                                     data: data, disposal: disposal, colorCount: set.colors.count, colorError: nil)
                }
            }
        }
        // The whole rectangle is always a way.
        return choice.smallest!
    }

    /// The canvas a decoder shows once `image` is drawn over `previous` (nil: drawn whole), where `previous`
    /// is shown exactly: `image` itself, but for a rectangle of more than 256 colours, which shows libimagequant's
    /// colours, the same as `GIFPreparedFrame` writes. What the frame after a reduced one is drawn over.
    /// `reduction`: the one `image`'s own frame made (its rectangle's, the same here), so it is not made again.
    public static func canvas(after image: Image, over previous: Image?, index: Int, options: GIFOptions,
                              reduction: GIFReduction? = nil) throws(GIFError) -> [UInt32] {
        var words = image.withWords { Array($0) }
        guard let rect = previous.map({ ChangedRegion.between($0, image) }) ?? image.bounds else { return words }
        let reduced = try reduction?.rect == rect ? reduction : words.withUnsafeBufferPointer { w in
            Result { () throws(GIFError) -> GIFReduction? in
                let region = RegionColors(words: w, previous: nil, rect: rect, stride: image.width)
                return region.colors() == nil ? try Self.reduced(region, index: index, options: options) : nil
            }
        }.get()
        guard let reduced else { return words }
        for y in 0..<rect.height {
            for x in 0..<rect.width { words[(rect.y + y) * image.width + rect.x + x] = reduced.palette.colors[Int(reduced.indices[y * rect.width + x])] }
        }
        return words
    }
}
