import PopsnapRaster
import PopsnapGeometry

/// acTL's payload: the number of frames and of plays (0 = forever), two 4-byte numbers.
struct APNGAnimationControl: Equatable {
    var frameCount: UInt32
    var playCount: UInt32

    static let byteCount = 8

    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.appendBigEndian(frameCount)
        out.appendBigEndian(playCount)
        return out
    }

    init(frameCount: UInt32, playCount: UInt32) {
        self.frameCount = frameCount
        self.playCount = playCount
    }

    init(parsing bytes: [UInt8], _ data: Range<Int>) throws(PNGError) {
        guard data.count == Self.byteCount else {
            throw .damagedAPNG(reason: "acTL holds \(data.count) bytes, not \(Self.byteCount)")
        }
        frameCount = bytes.bigEndianUInt32(at: data.lowerBound)
        playCount = bytes.bigEndianUInt32(at: data.lowerBound + 4)
    }
}

/// fcTL's payload: a frame's place in the sequence, its rectangle, delay, and dispose and blend
/// operations, 26 bytes.
struct APNGFrameControl: Equatable {
    var sequenceNumber: UInt32
    var region: PixelRect
    var delayNumerator: UInt16
    var delayDenominator: UInt16
    var dispose: APNGFrame.DisposeOp
    var blend: APNGFrame.BlendOp

    static let byteCount = 26

    /// The delay in seconds; a denominator of 0 means hundredths (APNG specification).
    var delay: Double {
        Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
    }

    /// The payload; the region's fields are already checked to fit PNG's 31-bit numbers.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(Self.byteCount)
        out.appendBigEndian(sequenceNumber)
        out.appendBigEndian(UInt32(region.width))
        out.appendBigEndian(UInt32(region.height))
        out.appendBigEndian(UInt32(region.x))
        out.appendBigEndian(UInt32(region.y))
        out.appendBigEndian(delayNumerator)
        out.appendBigEndian(delayDenominator)
        out.append(dispose.rawValue)
        out.append(blend.rawValue)
        return out
    }

    init(sequenceNumber: UInt32, region: PixelRect, delayNumerator: UInt16, delayDenominator: UInt16,
         dispose: APNGFrame.DisposeOp, blend: APNGFrame.BlendOp) {
        self.sequenceNumber = sequenceNumber
        self.region = region
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
        self.dispose = dispose
        self.blend = blend
    }

    /// Reads the fields; whether they fit the canvas and the sequence is the parser's check.
    init(parsing bytes: [UInt8], _ data: Range<Int>) throws(PNGError) {
        guard data.count == Self.byteCount else {
            throw .damagedAPNG(reason: "fcTL holds \(data.count) bytes, not \(Self.byteCount)")
        }
        let o = data.lowerBound
        sequenceNumber = bytes.bigEndianUInt32(at: o)
        region = PixelRect(x: Int(bytes.bigEndianUInt32(at: o + 12)), y: Int(bytes.bigEndianUInt32(at: o + 16)),
                         width: Int(bytes.bigEndianUInt32(at: o + 4)), height: Int(bytes.bigEndianUInt32(at: o + 8)))
        delayNumerator = bytes.bigEndianUInt16(at: o + 20)
        delayDenominator = bytes.bigEndianUInt16(at: o + 22)
        guard let dispose = APNGFrame.DisposeOp(rawValue: bytes[o + 24]) else {
            throw .damagedAPNG(reason: "fcTL sequence number \(sequenceNumber) has dispose_op \(bytes[o + 24]); only 0, 1 and 2 exist")
        }
        guard let blend = APNGFrame.BlendOp(rawValue: bytes[o + 25]) else {
            throw .damagedAPNG(reason: "fcTL sequence number \(sequenceNumber) has blend_op \(bytes[o + 25]); only 0 and 1 exist")
        }
        self.dispose = dispose
        self.blend = blend
    }
}
