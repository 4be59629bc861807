import PopsnapRaster

/// A frame's colours as its GIF frame would write them, counted before anything is written: for the file's
/// global table (`GIFPalette.global`), and to know which frames libimagequant will reduce, since the frame
/// after a reduced one is written whole (see `GIFFrameCensus.plan`).
///
/// ```swift
/// let census = GIFFrameCensus(frame, after: previous, opaque: true)
/// census.colors?.count   // nil: more than 256, so libimagequant would reduce its changed rectangle
/// ```
public struct GIFFrameCensus: Equatable, Sendable {
    /// The changed rectangle's colours of an opaque animation's frame (the whole frame's for the first, or
    /// a translucent animation's), sorted; nil when there are more than 256; empty when it equals the one before.
    public let colors: [UInt32]?
    /// The whole frame's colours, as `colors`: what it writes when drawn whole.
    public let wholeColors: [UInt32]?

    /// The census of `image` drawn after `previous` (nil for the first frame).
    public init(_ image: Image, after previous: Image?, opaque: Bool) {
        let whole = { (words: UnsafeBufferPointer<UInt32>) in
            RegionColors(words: words, previous: nil, rect: image.bounds, stride: image.width).colors()?.colors
        }
        guard opaque else {
            wholeColors = VisiblePixels(image).words.withUnsafeBufferPointer(whole)
            colors = wholeColors
            return
        }
        wholeColors = image.withWords(whole)
        let rect = previous.map { ChangedRegion.between($0, image) } ?? image.bounds
        guard let rect else { colors = []; return }
        colors = rect == image.bounds ? wholeColors : image.withWords { RegionColors(words: $0, previous: nil, rect: rect, stride: image.width).colors()?.colors }
    }

    /// Which frames are written whole, and each frame's colours as written (nil: reduced by libimagequant).
    /// A frame after a reduced one is written whole, since the canvas then shows the reduced colours, not
    /// the frame before's own: so every frame of 256 colours or fewer shows exactly its pixels, and a reduced
    /// one differs from its pixels by its `ColorError` alone. A frame equal to the one before stays unchanged.
    public static func plan(_ censuses: [GIFFrameCensus], opaque: Bool) -> [(whole: Bool, colors: [UInt32]?)] {
        var plan: [(whole: Bool, colors: [UInt32]?)] = []
        for (k, census) in censuses.enumerated() {
            if k > 0, opaque, census.colors == [] { plan.append((false, plan[k - 1].colors)); continue }
            let whole = k == 0 || !opaque || plan[k - 1].colors == nil
            plan.append((whole, whole ? census.wholeColors : census.colors))
        }
        return plan
    }
}
