import PopsnapRaster

extension APNGStructure {
    /// The pixels of frame `index`'s rectangle, decoded by the existing PNG decoder.
    ///
    /// A frame's data is the zlib stream an IDAT would hold for an image of the frame's size with
    /// the file's bit depth, colour type and interlacing. So a small standalone PNG is built in
    /// memory (IHDR with the frame's size, the file's PLTE and tRNS, the data as IDAT, IEND) and
    /// handed to `PNG.decode`: every colour type libpng reads works for frames too.
    func decodeFrame(_ index: Int, in bytes: [UInt8], limits: ImageLimits) throws(PNGError) -> Image {
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

        do {
            return try PNG.decode(png, limits: limits)
        } catch {
            throw .damagedAPNG(reason: "the image data of frame \(index) (fcTL sequence number \(frame.control.sequenceNumber)) "
                + "does not decode: \(error)")
        }
    }
}
