import Popsnap
import PopsnapGIF
import PopsnapRaster

extension Image {
    /// The image as a one-frame GIF (`GIF.encode`): exact up to 256 colours, reduced by libimagequant beyond.
    ///
    /// ```swift
    /// let bytes = try renderer.render(scene).gif()
    /// ```
    public func gif(_ options: GIFOptions = GIFOptions()) throws(PopsnapError) -> [UInt8] {
        do { return try GIF.encode(self, options: options) } catch { throw .encoding(error) }
    }
}
