import PopsnapFiles
import PopsnapRaster

/// Writes an APNG to disk frame by frame, so memory does not grow with the number of frames.
///
/// The file is built under a temporary name in the destination's folder and renamed to `path`
/// by `finish` (see `AtomicFileStream`): until then nothing is at `path`, and a failure, or a
/// writer dropped without `finish`, removes the temporary file. Any error ends the writer; later
/// calls throw. The bytes equal `APNG.encode`'s for the same frames and options.
/// ```swift
/// let writer = try APNGWriter(path: "appear.apng", width: 1170, height: 2532, frameCount: 25,
///                             options: APNGOptions(frameDelay: (1, 60), opaque: true))
/// for i in 0..<25 { try writer.append(render(frame: i)) }
/// try writer.finish()
/// ```
public final class APNGWriter {
    /// The destination, as given.
    public let path: String
    private var encoder: APNGStreamEncoder
    /// nil once finished or failed.
    private var file: AtomicFileStream?

    /// Checks the size, count and options, and starts the temporary file with the header.
    public convenience init(path: String, width: Int, height: Int, frameCount: Int, options: APNGOptions) throws(PNGError) {
        let file: AtomicFileStream
        do { file = try AtomicFileStream(path: path) } catch { throw .file(error) }
        try self.init(file: file, width: width, height: height, frameCount: frameCount, options: options)
    }

    /// The same, into a file the caller opened (`AtomicFileStream(in:name:)`, relative to a folder held open).
    public init(file: AtomicFileStream, width: Int, height: Int, frameCount: Int, options: APNGOptions) throws(PNGError) {
        path = file.path
        encoder = try APNGStreamEncoder(width: width, height: height, frameCount: frameCount, options: options)
        self.file = file
        try write(encoder.header())
    }

    /// How many frames have been appended so far.
    public var framesAppended: Int { encoder.framesEncoded }

    /// Adds the next frame; it must be `width` x `height` px (and opaque if the options say so).
    public func append(_ frame: Image) throws(PNGError) {
        let bytes: [UInt8]
        do {
            try checkOpen()
            bytes = try encoder.encode(frame)
        } catch {
            file?.discard()
            file = nil
            throw error
        }
        try write(bytes)
    }

    /// Adds the next frame, compressed beforehand (on any thread) by `APNGPreparedFrame`.
    public func append(prepared: APNGPreparedFrame) throws(PNGError) {
        let bytes: [UInt8]
        do {
            try checkOpen()
            bytes = try encoder.append(prepared)
        } catch {
            file?.discard()
            file = nil
            throw error
        }
        try write(bytes)
    }

    /// Ends the file and moves it to `path`; throws unless exactly `frameCount` frames came.
    public func finish() throws(PNGError) {
        let bytes: [UInt8]
        do {
            try checkOpen()
            bytes = try encoder.end()
        } catch {
            file?.discard()
            file = nil
            throw error
        }
        try write(bytes)
        guard let file else { return }
        self.file = nil
        do {
            try file.commit()
        } catch {
            throw .file(error)
        }
    }

    private func checkOpen() throws(PNGError) {
        guard file != nil else {
            throw .invalidAnimation(reason: "the writer for \(path) has already finished or failed; start a new one")
        }
    }

    /// A failed write discards the temporary file (AtomicFileStream does so itself).
    private func write(_ bytes: [UInt8]) throws(PNGError) {
        guard let file else { return }
        do {
            try file.append(bytes)
        } catch {
            self.file = nil
            throw .file(error)
        }
    }
}
