import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapWebP

extension Image {
    /// The image as a WebP still (`WebPStill.encode`), lossless unless told, from its straight RGBA;
    /// the encoder's error as a `PopsnapError`.
    ///
    /// ```swift
    /// let bytes = try renderer.render(scene).webp(.lossy(quality: 80))
    /// ```
    public func webp(_ compression: WebPCompression = .lossless) throws(PopsnapError) -> [UInt8] {
        do { return try WebPStill.encode(straightRGBA: straightRGBA, width: width, height: height, compression: compression) }
        catch { throw .encoding(error) }
    }
}
