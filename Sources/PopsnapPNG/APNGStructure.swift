import PopsnapRaster
import PopsnapGeometry

/// An APNG's chunks, checked against the format's rules and grouped by frame, before any pixel
/// is decoded: what `APNGFrameReader` needs and nothing else.
///
/// Checked: the signature and every chunk's length and CRC; IHDR first; acTL at most once and
/// before the first IDAT; IDAT chunks consecutive; each frame's fcTL before its data, and fdAT
/// only after IDAT and an fcTL; one sequence of numbers shared by fcTL and fdAT, from 0, without
/// gaps or repeats; frame rectangles inside the canvas (the first frame covering it when it is
/// the default image); every frame with data; as many frames as acTL declares; IEND at the end.
/// Sizes are checked against the limits before anything is allocated for them; `maxTotalBytes`, when
/// given, bounds the frames kept all at once (`APNG.decode`), and a reader frame by frame passes nil.
struct APNGStructure {
    /// IHDR's payload, 13 bytes; frames reuse its bit depth, colour type and interlacing.
    var header: [UInt8]
    var width: Int
    var height: Int
    /// PLTE and tRNS, which every frame's pixels need to decode.
    var colorChunks: [(type: PNGChunkType, data: Range<Int>)] = []
    /// nil for a plain PNG.
    var animation: APNGAnimationControl?
    var frames: [Frame] = []

    struct Frame {
        var control: APNGFrameControl
        /// The payloads holding its zlib stream (IDAT data, or fdAT data after the sequence number).
        var data: [Range<Int>] = []
    }

    init(parsing bytes: [UInt8], limits: ImageLimits, maxFrames: Int, maxTotalBytes: Int?) throws(PNGError) {
        // A file is an APNG once its acTL is read: a broken chunk before that (or in a file without one)
        // is a damaged PNG, whatever `APNG.read` was asked to read.
        var animated = false
        do {
            try self.init(checking: bytes, limits: limits, maxFrames: maxFrames, maxTotalBytes: maxTotalBytes, animated: &animated)
        } catch {
            throw animated ? error : error.asPlainPNG
        }
    }

    private init(checking bytes: [UInt8], limits: ImageLimits, maxFrames: Int, maxTotalBytes: Int?,
                 animated: inout Bool) throws(PNGError) {
        var reader = try PNGChunkReader(bytes)
        guard let first = try reader.next() else { throw .damagedAPNG(reason: "the file holds no chunks after the signature") }
        guard first.type == .IHDR else { throw .damagedAPNG(reason: "the first chunk is \(first.type), not IHDR") }
        guard first.data.count == 13 else { throw .damagedAPNG(reason: "IHDR holds \(first.data.count) bytes, not 13") }
        header = Array(bytes[first.data])
        width = Int(bytes.bigEndianUInt32(at: first.data.lowerBound))
        height = Int(bytes.bigEndianUInt32(at: first.data.lowerBound + 4))
        guard width > 0, height > 0 else { throw .damagedAPNG(reason: "IHDR declares an empty canvas, \(width) x \(height) px") }
        do {
            try limits.check(width: width, height: height)
        } catch {
            throw .imageTooLarge(width: width, height: height, limits: limits)
        }

        enum ImageData { case before, inside, after }
        var imageData = ImageData.before
        var expectedSequence: UInt32 = 0
        // True while the only frame is the default image, whose data comes as IDAT.
        var firstFrameIsDefaultImage = false
        var sawFrameData = false
        var sawIEND = false

        while let chunk = try reader.next() {
            if chunk.type != .IDAT, imageData == .inside { imageData = .after }
            switch chunk.type {
            case .IHDR:
                throw .damagedAPNG(reason: "a second IHDR at byte \(chunk.offset)")
            case .PLTE, .tRNS:
                colorChunks.append((chunk.type, chunk.data))
            case .acTL:
                animated = true
                guard animation == nil else { throw .damagedAPNG(reason: "a second acTL at byte \(chunk.offset)") }
                guard imageData == .before else {
                    throw .damagedAPNG(reason: "acTL at byte \(chunk.offset) comes after the image data; it must come before the first IDAT")
                }
                let control = try APNGAnimationControl(parsing: bytes, chunk.data)
                guard control.frameCount > 0 else { throw .damagedAPNG(reason: "acTL declares 0 frames") }
                guard control.frameCount <= maxFrames else { throw .tooManyFrames(count: Int(control.frameCount), limit: maxFrames) }
                if let maxTotalBytes {
                    // Every frame is decoded into a whole canvas and all are kept; the canvas passed the limits.
                    let total = (width * height * 4).multipliedReportingOverflow(by: Int(control.frameCount))
                    guard !total.overflow, total.partialValue <= maxTotalBytes else {
                        throw .animationTooLarge(frames: Int(control.frameCount), width: width, height: height, limit: maxTotalBytes)
                    }
                }
                animation = control
            case .fcTL:
                guard let animation else {
                    throw .damagedAPNG(reason: "fcTL at byte \(chunk.offset) comes before any acTL; acTL must come first")
                }
                let control = try APNGFrameControl(parsing: bytes, chunk.data)
                try Self.check(control.sequenceNumber, of: "fcTL", expected: &expectedSequence)
                if let last = frames.last, last.data.isEmpty {
                    throw .damagedAPNG(reason: "frame \(frames.count - 1) (fcTL sequence number \(last.control.sequenceNumber)) "
                        + "has no image data before the next fcTL")
                }
                guard frames.count < animation.frameCount else {
                    throw .damagedAPNG(reason: "acTL declares \(animation.frameCount) frames, but the file holds more fcTL chunks")
                }
                let r = control.region
                guard r.width > 0, r.height > 0, r.maxX <= width, r.maxY <= height else {
                    throw .damagedAPNG(reason: "frame \(frames.count)'s region, \(r.width) x \(r.height) px at (\(r.x), \(r.y)), "
                        + "lies outside the \(width) x \(height) px canvas")
                }
                if imageData == .before {
                    // An fcTL before IDAT makes the default image frame 0, which must cover the canvas.
                    guard r == PixelRect(x: 0, y: 0, width: width, height: height) else {
                        throw .damagedAPNG(reason: "the first frame is the default image and must cover the \(width) x \(height) px "
                            + "canvas from (0, 0), but its fcTL gives \(r.width) x \(r.height) px at (\(r.x), \(r.y))")
                    }
                    firstFrameIsDefaultImage = true
                } else {
                    firstFrameIsDefaultImage = false
                }
                frames.append(Frame(control: control))
            case .IDAT:
                guard imageData != .after else {
                    throw .damagedAPNG(reason: sawFrameData ? "IDAT at byte \(chunk.offset) comes after fdAT chunks"
                        : "IDAT at byte \(chunk.offset) is separated from the earlier IDAT chunks; they must be consecutive")
                }
                imageData = .inside
                // Without an fcTL before it, the default image is not part of the animation and is skipped.
                if firstFrameIsDefaultImage { frames[0].data.append(chunk.data) }
            case .fdAT:
                guard chunk.data.count >= 4 else { throw .damagedAPNG(reason: "fdAT at byte \(chunk.offset) is too short for a sequence number") }
                let sequence = bytes.bigEndianUInt32(at: chunk.data.lowerBound)
                guard imageData != .before else {
                    throw .damagedAPNG(reason: "fdAT (sequence number \(sequence)) at byte \(chunk.offset) comes before the first IDAT")
                }
                guard animation != nil, !frames.isEmpty, !(firstFrameIsDefaultImage && frames.count == 1) else {
                    throw .damagedAPNG(reason: "fdAT (sequence number \(sequence)) at byte \(chunk.offset) comes before its frame's fcTL")
                }
                try Self.check(sequence, of: "fdAT", expected: &expectedSequence)
                frames[frames.count - 1].data.append((chunk.data.lowerBound + 4)..<chunk.data.upperBound)
                sawFrameData = true
            case .IEND:
                sawIEND = true
            default:
                break  // Ancillary chunks (text, colour information) do not change the pixels here.
            }
            if sawIEND { break }
        }

        guard sawIEND else { throw .damagedAPNG(reason: "the file ends without IEND (truncated?)") }
        guard imageData != .before else { throw .damagedAPNG(reason: "the file holds no IDAT chunk") }
        guard let animation else { return }
        if let last = frames.last, last.data.isEmpty {
            throw .damagedAPNG(reason: "frame \(frames.count - 1) (fcTL sequence number \(last.control.sequenceNumber)) has no image data")
        }
        guard frames.count == animation.frameCount else {
            throw .damagedAPNG(reason: "acTL declares \(animation.frameCount) frames, but the file holds \(frames.count)")
        }
    }

    /// fcTL and fdAT share one sequence: 0, 1, 2, ... in file order.
    private static func check(_ sequence: UInt32, of type: String, expected: inout UInt32) throws(PNGError) {
        guard sequence == expected else {
            throw .damagedAPNG(reason: "\(type) sequence number \(sequence), expected \(expected)")
        }
        expected &+= 1
    }
}
