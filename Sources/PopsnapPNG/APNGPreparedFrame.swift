import PopsnapRaster
import PopsnapGeometry

/// A frame's compressed data and the rectangle it covers, made apart from the writer so frames can be
/// compressed on many threads and appended in order (`APNGWriter.append(prepared:)`).
///
/// ```swift
/// let prepared = try APNGPreparedFrame(frame, after: previousFrame, index: i, width: w, height: h, options: options)
/// ```
public struct APNGPreparedFrame: Sendable {
    /// The rectangle stored: the whole canvas for the first frame, what changed for the others.
    public let region: PixelRect
    let data: [UInt8]
    let isFirst: Bool
    /// The frame's pixels' digest, taken here (on the preparing thread) when the options ask for digests.
    let digest: PixelDigest?

    /// Checks `frame` (frame `index` of a `width` x `height` animation) and compresses what changed since `previous`.
    public init(_ frame: Image, after previous: Image?, index: Int, width: Int, height: Int, options: APNGOptions) throws(PNGError) {
        guard frame.width == width, frame.height == height else {
            throw .invalidAnimation(reason: "frame \(index) is \(frame.width) x \(frame.height) px; "
                + "every frame must be \(width) x \(height) px, the canvas size")
        }
        if let previous {
            // Nothing changed: one pixel stored with SOURCE rewrites its own value, as APNG has no empty frame.
            region = ChangedRegion.between(previous, frame) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        } else {
            region = frame.bounds
        }
        // Only the region is checked for opacity: the pixels outside it are the previous frame's, already checked.
        guard let data = try PNGImageData.compressed(frame, rect: region, opaque: options.opaque, compression: options.compression) else {
            throw .invalidAnimation(reason: "frame \(index) has pixels with alpha below 255, "
                + "but APNGOptions.opaque is set; leave it off for animations with transparency")
        }
        self.data = data
        isFirst = previous == nil
        digest = options.digests ? PixelDigest(frame) : nil
    }
}
