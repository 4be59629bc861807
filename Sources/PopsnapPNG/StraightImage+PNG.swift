import PopsnapRaster

extension StraightImage {
    /// Decodes PNG bytes to straight RGBA8, the file's own colours, with no premultiplying; a 16-bit
    /// file's samples are kept whole too (`rgba16`).
    ///
    /// ```swift
    /// let image = try StraightImage(png: bytes)
    /// ```
    public init(png bytes: [UInt8], limits: ImageLimits = .default) throws(PNGError) {
        self.init(checked: try PNG.decodeStraightAtSourceDepth(bytes, limits: limits))
    }

    /// Reads a PNG file as straight RGBA8 (and RGBA16 when it has 16 bits a sample); errors name the file.
    ///
    /// ```swift
    /// let reference = try StraightImage(contentsOf: "Snapshots/alert.png")
    /// ```
    public init(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError) {
        self.init(checked: try PNG.readStraightAtSourceDepth(contentsOf: path, limits: limits))
    }

    // The decoder hands back exactly width * height * 4 bytes.
    init(checked decoded: (width: Int, height: Int, rgba: [UInt8], rgba16: [UInt16]?)) {
        self.init(checked: decoded.width, height: decoded.height, rgba: decoded.rgba, rgba16: decoded.rgba16)
    }

    /// The PNG bytes of these pixels (RGB when opaque, else RGBA), colours kept exactly.
    ///
    /// ```swift
    /// let bytes = try diff.pngBytes()
    /// ```
    public func pngBytes(compression: PNGCompression = .fast) throws(PNGError) -> [UInt8] {
        try PNG.encodeStraight(width: width, height: height, rgba: rgba, compression: compression)
    }

    /// Writes these pixels as a PNG file, atomically.
    ///
    /// ```swift
    /// try result.diff?.write(to: "artifacts/alert-diff.png")
    /// ```
    public func write(to path: String, compression: PNGCompression = .fast) throws(PNGError) {
        try PNG.writeStraight(width: width, height: height, rgba: rgba, to: path, compression: compression)
    }
}

extension StraightImage {
    /// A frame's straight pixels, with its 16-bit samples whole when its reader kept them
    /// (`APNGFrameReader.keepsSourceDepth`), so an exact comparison sees every low byte.
    ///
    /// ```swift
    /// let reference = StraightImage(frame: try reader.frame(at: 3))
    /// ```
    public init(frame: APNGFrame) {
        self.init(frame.image)
        rgba16 = frame.rgba16
    }
}
