import PopsnapGeometry
import PopsnapRaster

/// A rectangle of a frame reduced by libimagequant, as its GIF frame writes it. The frame after it, drawn
/// whole over what a decoder then shows (`GIFPreparedFrame.canvas`), needs the same reduction: handed on
/// from the frame that made it, it is not made twice (libimagequant is most of a noisy GIF's time).
public struct GIFReduction: Sendable {
    /// The rectangle reduced.
    public let rect: PixelRect
    let palette: GIFPalette
    let indices: [UInt8]
}

/// A frame of more than 256 colours: libimagequant's palette, cut to the colours its rectangle uses (as
/// gifsicle does, so a part of a frame that needs 60 of them takes a 64-entry table and 6-bit codes).
extension GIFPreparedFrame {
    /// libimagequant's palette and indices for the region; its entries of alpha below 128 all map to one
    /// transparent index, as GIF marks only one.
    static func reduced(_ region: RegionColors, index: Int, options: GIFOptions) throws(GIFError) -> GIFReduction {
        let rect = region.rect
        var (colors, indices) = try Quantizer.quantize(region.words, start: rect.y * region.stride + rect.x, stride: region.stride,
                                                       width: rect.width, height: rect.height, dithering: options.dithering, frame: index)
        let palette = GIFPalette(colors)
        if let t = palette.transparentIndex {
            for i in indices.indices where colors[Int(indices[i])] == VisiblePixels.transparent { indices[i] = UInt8(t) }
        }
        return GIFReduction(rect: rect, palette: palette, indices: indices)
    }

    /// The region reduced by libimagequant; with `shown` (the canvas a decoder shows before this frame), also
    /// with each pixel whose reduced colour is already there transparent, if that codes smaller and the
    /// palette has room for a transparent entry: gifsicle's trick on the reduced colours.
    /// `reduction` is set to the reduction made.
    static func quantized(_ region: RegionColors, shown: UnsafeBufferPointer<UInt32>?, index: Int, options: GIFOptions,
                          disposal: UInt8, reduction: inout GIFReduction?) throws(GIFError) -> GIFPreparedFrame {
        let rect = region.rect, start = rect.y * region.stride + rect.x
        let made = try reduced(region, index: index, options: options)
        reduction = made
        let (palette, indices) = (made.palette, made.indices)
        let error = ColorError.measure(region.words, start: start, stride: region.stride, width: rect.width, height: rect.height,
                                       indices: indices, palette: palette.colors)
        var choice = GIFFrameChoice()
        func consider(_ pixels: ReducedPixels) {
            guard let (palette, indices) = pixels.compacted(palette.colors) else { return }
            choice.consider(indices, minimumCodeSize: palette.minimumCodeSize) { data in
                GIFPreparedFrame(rect: pixels.rect, palette: palette, transparentIndex: palette.transparentIndex, minimumCodeSize: palette.minimumCodeSize,
                                 data: data, disposal: disposal, colorCount: palette.colors.count, colorError: error)
            }
        }
        // Every index names a colour of the palette, so the plain frame always fits its table.
        consider(ReducedPixels(rect: rect, indices: indices, hidden: nil))
        if let shown, palette.transparentIndex == nil {
            var hidden = [Bool](repeating: false, count: indices.count), any = false
            for y in 0..<rect.height {
                let row = start + y * region.stride
                for x in 0..<rect.width where palette.colors[Int(indices[y * rect.width + x])] == shown[row + x] {
                    hidden[y * rect.width + x] = true
                    any = true
                }
            }
            // gifsicle -O3's two ways (its `transp_frame_data`): every such pixel transparent, or a run of them
            // all one colour kept, which continues the colour around it rather than cutting it with transparent.
            for rule in any ? [ReducedPixels.Hiding.all, .mixedRuns] : [] {
                let kept = ReducedPixels(rect: rect, indices: indices, hidden: rule.apply(hidden, indices: indices))
                guard let cropped = kept.cropped() else { return Self(unchangedAfter: rect) }
                consider(cropped)
            }
        }
        return choice.smallest!
    }
}

/// A rectangle's indices into a reduced palette, and which of them are left transparent (the canvas already
/// shows their colour).
struct ReducedPixels {
    let rect: PixelRect
    let indices: [UInt8]
    let hidden: [Bool]?

    /// Which of the pixels that may be transparent are.
    enum Hiding {
        case all
        /// Only the runs (in scan order) of more than one colour.
        case mixedRuns

        func apply(_ hideable: [Bool], indices: [UInt8]) -> [Bool] {
            guard self == .mixedRuns else { return hideable }
            var out = hideable, i = 0
            while i < hideable.count {
                guard hideable[i] else { i += 1; continue }
                var end = i + 1, mixed = false
                while end < hideable.count, hideable[end] { mixed = mixed || indices[end] != indices[i]; end += 1 }
                if !mixed { for j in i..<end { out[j] = false } }
                i = end
            }
            return out
        }
    }

    /// Cut to the rectangle around the pixels not hidden (the rest leave the canvas as it is, so need not be
    /// written); nil when every one is hidden.
    func cropped() -> ReducedPixels? {
        guard let hidden else { return self }
        var left = rect.width, right = -1, top = rect.height, bottom = -1
        for y in 0..<rect.height {
            for x in 0..<rect.width where !hidden[y * rect.width + x] {
                left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
            }
        }
        guard right >= 0 else { return nil }
        let crop = PixelRect(x: rect.x + left, y: rect.y + top, width: right - left + 1, height: bottom - top + 1)
        if crop == rect { return self }
        let rows = top...bottom
        return ReducedPixels(rect: crop, indices: rows.flatMap { y in indices[(y * rect.width + left)...(y * rect.width + right)] },
                             hidden: rows.flatMap { y in hidden[(y * rect.width + left)...(y * rect.width + right)] })
    }

    /// The colours of `colors` the visible pixels use, in their order, then transparent if any pixel is hidden,
    /// and the indices into that table; nil when it would hold more than 256 entries.
    func compacted(_ colors: [UInt32]) -> (palette: GIFPalette, indices: [UInt8])? {
        var used = [Bool](repeating: false, count: colors.count), anyHidden = false
        for i in indices.indices {
            if hidden?[i] == true { anyHidden = true } else { used[Int(indices[i])] = true }
        }
        var table: [UInt32] = [], map = [UInt8](repeating: 0, count: colors.count)
        for c in colors.indices where used[c] {
            guard table.count < ColorSet.limit else { return nil }
            map[c] = UInt8(table.count)
            table.append(colors[c])
        }
        let transparent = table.count
        if anyHidden {
            guard transparent < ColorSet.limit else { return nil }
            table.append(VisiblePixels.transparent)
        }
        let out = indices.indices.map { i in hidden?[i] == true ? UInt8(transparent) : map[Int(indices[i])] }
        return (GIFPalette(table), out)
    }
}
