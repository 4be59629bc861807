import PopsnapRaster

/// The most memory one spec's work holds at once, from figures known before the work: the canvas,
/// the nesting of its opacity layers, its blurs and shadows, its decoded images and the frames in
/// flight. What `SpecLimits.memory` is checked against.
struct MemoryEstimate: CustomStringConvertible {
    var width: Int
    var height: Int
    var nestedLayers = 0
    /// A material or a blurred backdrop.
    var blurs = false
    var shadows = false
    /// The app screen shrunk behind the popup (`PopupScene.presenting`): the whole screen kept for the frames
    /// on the way, and the canvas the shrunk one is drawn on.
    var shrinksScreen = false
    var imageBytes = 0
    /// Frames rendered and not yet written, over all threads.
    var framesInFlight = 0
    /// Canvas-sized buffers a file's encoder holds besides the frames (an animated WebP's, which holds
    /// the whole file until the last frame).
    var encoderBuffers = 0
    /// Compared with a reference: its decoded image beside the render, straight copies of both, the diff
    /// and the side-by-side. Measured: a failing 4096 x 4096 px still verifies at 629 MB, its render alone
    /// 84 MB, 8 buffers of 64 MiB more.
    var comparing = false
    /// A keyboard drawn at the screen's bottom: its layer, less than half the canvas, counted as one buffer.
    var keyboard = false
    /// The pixels of a VoiceOver overlay drawn over the render (the render beside a legend), held with its
    /// PNG, which is at most as large: 0 without one.
    var overlayPixels = 0
    /// An animation's reference is read a frame at a time by an `APNGFrameReader` (4 canvases, its
    /// `maximumBytes`), then each pair is compared straight and a failing pair kept for the artifacts: one
    /// buffer more than a still's comparison.
    var comparisonBuffers: Int { framesInFlight > 0 ? 9 : 8 }

    var canvasBytes: Int { width * height * 4 }

    /// Canvas-sized buffers held at the peak. Measured on an 8192 x 8191 px canvas (268 MB a buffer):
    /// a render peaks at 2 (the screen being composed and the popup's layer), each opacity layer nested
    /// in another adds one (the outermost is the popup's layer), a blur adds 3 (the screen behind it and
    /// the blur's passes), shadows one (the mask they are blurred in), a shrunk screen two (counted, not
    /// measured: the whole screen and the shrunk one's canvas). Counted from the canvas, as the popup's own
    /// size is known only after layout.
    var buffers: Int {
        2 + max(0, nestedLayers - 1) + (blurs ? 3 : 0) + (shadows ? 1 : 0) + (shrinksScreen ? 2 : 0) + (keyboard ? 1 : 0) + framesInFlight + encoderBuffers + (comparing ? comparisonBuffers : 0)
    }

    var total: Int { imageBytes + buffers * canvasBytes + 2 * 4 * overlayPixels }

    var description: String {
        var reasons: [String] = []
        if nestedLayers > 1 { reasons.append("\(nestedLayers) nested opacity layers") }
        if blurs { reasons.append("a blur") }
        if shadows { reasons.append("shadows") }
        if shrinksScreen { reasons.append("the screen shrunk behind it") }
        if keyboard { reasons.append("the keyboard") }
        if framesInFlight > 0 { reasons.append("\(framesInFlight) frames in flight") }
        if encoderBuffers > 0 { reasons.append("\(encoderBuffers) for the encoder") }
        if comparing { reasons.append("the comparison with the reference") }
        let images = (imageBytes > 0 ? " and \(imageBytes) bytes of decoded images" : "")
            + (overlayPixels > 0 ? ", and \(2 * 4 * overlayPixels) bytes for the overlay and its PNG" : "")
        let what = overlayPixels > 0 ? "painting the popup and its VoiceOver overlay" : "painting the popup"
        return "\(what) would take \(total) bytes (\(total >> 20) MiB): \(buffers) buffers of the \(width) x \(height) px canvas"
            + (reasons.isEmpty ? "" : " (" + reasons.joined(separator: ", ") + ")") + images
    }
}

/// The images a scene draws, each pixel buffer counted once: references to one file share one
/// decoded buffer (`decodedImages`), as do copies of one `Image` value, and one `ImageFile`.
struct ImageCensus {
    private var buffers: Set<UInt> = []
    private var files: Set<ObjectIdentifier> = []
    private(set) var bytes = 0

    mutating func insert(_ image: Image) {
        let address = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        if image.pixels.isEmpty || buffers.insert(address).inserted { bytes += image.pixels.count }
    }

    /// A file is counted at its decoded size: its drawings never take more together, streaming
    /// buffers included (`DrawnImages`), and it is drawn whole when they would.
    mutating func insert(_ file: ImageFile) {
        if files.insert(ObjectIdentifier(file)).inserted { bytes += file.decodedBytes }
    }
}
