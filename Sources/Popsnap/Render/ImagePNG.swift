import PopsnapPNG
import PopsnapRaster

extension Image {
    /// The image as PNG bytes (`PNG.encode`), the encoder's error as a `PopsnapError`: how a still, a
    /// frame, a filmstrip or a contact sheet becomes bytes for whoever writes them.
    ///
    /// ```swift
    /// let bytes = try renderer.render(scene).png()          // .fast: snapshots are written often
    /// ```
    public func png(_ compression: PNGCompression = .fast) throws(PopsnapError) -> [UInt8] {
        do { return try PNG.encode(self, compression: compression) } catch { throw .png(error) }
    }
}
