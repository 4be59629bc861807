import PopsnapFiles
import PopsnapGeometry

/// Writes a GIF to disk frame by frame, so memory does not grow with the number of frames: each frame is
/// prepared on any thread (`GIFPreparedFrame`) and appended here in order with its delay.
///
/// The file is built under a temporary name in the destination's folder and renamed into place by
/// `finish` (see `AtomicFileStream`): until then nothing is at the path, and a failure, or a writer
/// dropped without `finish`, removes the temporary file. Any error ends the writer; later calls throw.
/// ```swift
/// let writer = try GIFWriter(file: try AtomicFileStream(path: "fade.gif"), width: 390, height: 844, options: GIFOptions(), global: nil)
/// try writer.append(try GIFPreparedFrame(first, after: nil, index: 0, global: nil, options: GIFOptions(), opaque: true), centiseconds: 2)
/// let written = try writer.finish()
/// ```
public final class GIFWriter {
    /// The destination, as given.
    public let path: String
    private var encoder: GIFStreamEncoder
    /// nil once finished or failed.
    private var file: AtomicFileStream?
    private var bytes = 0

    /// What was written: the file's size and each frame's delay as stored.
    public struct Written: Equatable, Sendable {
        /// The file's size in bytes.
        public let bytes: Int
        /// Each frame's delay in the file, in centiseconds: frames equal to the one before are merged into it.
        public let centiseconds: [Int]
    }

    /// Checks the canvas and options and starts the file with the header; `global` is the file's colour
    /// table (`GIFPalette.global`), which every frame must have been prepared with.
    public init(file: AtomicFileStream, width: Int, height: Int, options: GIFOptions, global: GIFPalette?) throws(GIFError) {
        path = file.path
        encoder = try GIFStreamEncoder(width: width, height: height, options: options, global: global, animated: true)
        self.file = file
        try write(encoder.header())
    }

    /// Adds the next frame, shown for `centiseconds`.
    public func append(_ frame: GIFPreparedFrame, centiseconds: Int) throws(GIFError) {
        try checkOpen()
        guard frame.rect.maxX <= encoder.width, frame.rect.maxY <= encoder.height else {
            fail()
            throw .invalid(reason: "a frame at \(frame.rect) is outside the \(encoder.width) x \(encoder.height) px canvas")
        }
        let out: [UInt8]
        do { out = try encoder.append(frame, centiseconds: centiseconds) } catch { fail(); throw error }
        try write(out)
    }

    /// Ends the file and moves it into place.
    public func finish() throws(GIFError) -> Written {
        try checkOpen()
        try write(encoder.end())
        guard let file else { throw .invalid(reason: "the writer for \(path) failed") }
        self.file = nil
        do { try file.commit() } catch { throw .file(error) }
        return Written(bytes: bytes, centiseconds: encoder.writtenDelays)
    }

    private func checkOpen() throws(GIFError) {
        guard file != nil else { throw .invalid(reason: "the writer for \(path) has already finished or failed; start a new one") }
    }

    private func fail() {
        file?.discard()
        file = nil
    }

    private func write(_ out: [UInt8]) throws(GIFError) {
        guard let file, !out.isEmpty else { return }
        do { try file.append(out) } catch { self.file = nil; throw .file(error) }
        bytes += out.count
    }
}
