import PopsnapRaster

/// A frame's colours as its GIF frame would write them, counted before anything is written, so the file's
/// global table can be chosen (`GIFPalette.global`) from every frame's: the changed rectangle's colours of
/// an opaque animation's frame, the whole visible frame of a translucent one.
///
/// ```swift
/// let census = GIFFrameCensus(frame, after: previous, opaque: true)
/// census.colors?.count   // nil: more than 256, so libimagequant will reduce it
/// ```
public struct GIFFrameCensus: Equatable, Sendable {
    /// The colours, sorted; nil when there are more than 256; empty for a frame equal to the one before.
    public let colors: [UInt32]?

    /// The census of `image` drawn after `previous` (nil for the first frame).
    public init(_ image: Image, after previous: Image?, opaque: Bool) {
        if opaque {
            let rect = previous.map { ChangedRegion.between($0, image) } ?? image.bounds
            guard let rect else { colors = []; return }
            colors = image.withWords { RegionColors(words: $0, previous: nil, rect: rect, stride: image.width).colors()?.colors }
        } else {
            colors = VisiblePixels(image).words.withUnsafeBufferPointer {
                RegionColors(words: $0, previous: nil, rect: image.bounds, stride: image.width).colors()?.colors
            }
        }
    }
}
