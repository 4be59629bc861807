import CWebP

/// A libwebp picture holding straight RGBA as ARGB, freed when it goes. The only owner of a WebPPicture.
struct WebPPictureBuffer: ~Copyable {
    var picture = WebPPicture()

    /// Imports `straightRGBA` (`width · height · 4` bytes, rows top to bottom) after checking its size.
    init(straightRGBA: [UInt8], width: Int, height: Int) throws(WebPError) {
        try WebPLimits.check(width: width, height: height)
        guard straightRGBA.count == width * height * 4 else {
            throw .wrongPixelCount(count: straightRGBA.count, width: width, height: height)
        }
        guard WebPPictureInit(&picture) != 0 else {
            throw .versionMismatch
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        let imported = straightRGBA.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0 else {
            // Importing allocates the ARGB plane; the one failure it reports is that allocation's.
            throw .encoderFailed(code: WebPEncoderCode(picture.error_code) == .unknown ? .outOfMemory : WebPEncoderCode(picture.error_code),
                                 frame: nil, message: nil)
        }
    }

    deinit {
        // The struct holds only the pointers to the planes, so freeing a copy frees them.
        var planes = picture
        WebPPictureFree(&planes)
    }
}
