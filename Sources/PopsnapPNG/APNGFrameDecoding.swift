import PopsnapGeometry
import PopsnapRaster

extension APNGStructure {
    /// The pixels of frame `index`'s rectangle, decoded by the existing PNG decoder.
    func decodeFrame(_ index: Int, in bytes: [UInt8], limits: ImageLimits) throws(PNGError) -> Image {
        do { return try PNG.decode(framePNG(index, in: bytes), limits: limits) } catch { throw frameError(index, error) }
    }

    /// Frame `index`'s rectangle as straight RGBA16, its samples whole; nil when the file has 8 bits or fewer.
    func decodeFrameSamples16(_ index: Int, in bytes: [UInt8], limits: ImageLimits) throws(PNGError) -> [UInt16]? {
        let png = framePNG(index, in: bytes)
        do { return try png.withUnsafeBufferPointer { PNG.decodeRGBA16($0, limits: limits) }.get() } catch { throw frameError(index, error) }
    }

    /// The file's bits a sample, from IHDR.
    var bitDepth: Int { Int(header[8]) }

    /// A frame's data is the zlib stream an IDAT would hold for an image of the frame's size with
    /// the file's bit depth, colour type and interlacing. So a small standalone PNG is built in
    /// memory (IHDR with the frame's size, the file's PLTE and tRNS, the data as IDAT, IEND) for
    /// the PNG decoder: every colour type libpng reads works for frames too.
    private func framePNG(_ index: Int, in bytes: [UInt8]) -> [UInt8] {
        let frame = frames[index]
        var png = pngSignature
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(frame.control.region.width))
        ihdr.appendBigEndian(UInt32(frame.control.region.height))
        ihdr += header[8...]
        png.appendChunk(.IHDR, ihdr)
        for chunk in colorChunks { png.appendChunk(chunk.type, bytes[chunk.data]) }

        var data: [UInt8] = []
        data.reserveCapacity(frame.data.reduce(0) { $0 + $1.count })
        for range in frame.data { data += bytes[range] }
        png.appendImageData(data)
        png.appendChunk(.IEND, [])
        return png
    }

    private func frameError(_ index: Int, _ error: PNGError) -> PNGError {
        .damagedAPNG(reason: "the image data of frame \(index) (fcTL sequence number \(frames[index].control.sequenceNumber)) "
            + "does not decode: \(error)")
    }
}
