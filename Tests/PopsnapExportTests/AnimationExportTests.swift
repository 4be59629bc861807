import Foundation
import XCTest
import Popsnap
import PopsnapExport
import PopsnapFiles
import PopsnapGIF
import PopsnapPNG
import PopsnapWebP

/// Writing animations is the library's: `AnimationExport` writes every output an `AnimationOutput` names,
/// and what its report says is what the file holds (frames, delays, bytes), read back by the decoders.
final class AnimationExportTests: XCTestCase {
    let renderer = try! PopupRenderer()
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A 0.3 s cross-fade of a system alert at 1x, 10 frames a second: 4 frames.
    func frames() throws -> FrameSource {
        var spec = PopupSpec(popup: SystemAlertPopup(title: "Saved", actions: [AlertAction("OK")]))
        spec.scale = 1
        var animation = AnimationSpec()
        animation.fps = 10
        return try spec.frames(renderer: renderer, animation: animation)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func size(_ path: String) throws -> Int { try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int }

    func testEachOutputIsWrittenAndReportedAsItIs() throws {
        let frames = try frames()
        XCTAssertEqual(frames.count, 4)
        let export = AnimationExport(jobs: 2, renderer: renderer, replacing: .image)

        let apng = try export.write(frames, to: AnimationOutput.inferred(from: path("a.apng"), filmstrip: nil, at: nil, overwrite: false))
        let decoded = try APNG.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("a.apng")))))
        XCTAssertEqual(apng.format, "apng")
        XCTAssertEqual(apng.frames, decoded.frames.count)
        XCTAssertEqual(apng.delays, decoded.frames.map(\.delay))
        XCTAssertEqual(apng.delays, [0.1, 0.1, 0.1, 0.1])
        XCTAssertEqual(apng.bytes, try size(path("a.apng")))
        XCTAssertEqual(decoded.frames.last?.image, try frames.frame(3), "the last frame is the still")

        let webp = try export.write(frames, to: AnimationOutput.inferred(from: path("a.WEBP"), filmstrip: nil, at: nil, overwrite: false))
        let player = try WebPAnimationDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: path("a.WEBP")))))
        XCTAssertEqual(webp.format, "webp", "the extension in any case")
        XCTAssertEqual(webp.frames, player.frameCount)
        XCTAssertEqual(webp.bytes, try size(path("a.WEBP")))
        XCTAssertEqual(webp.delays?.reduce(0, +) ?? 0, 0.4, accuracy: 1e-9, "four frames of 0.1 s, to the millisecond")

        let gif = try export.write(frames, to: AnimationOutput.inferred(from: path("a.gif"), filmstrip: nil, at: nil, overwrite: false))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path("a.gif"))))
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(gif.bytes, bytes.count)
        XCTAssertEqual(gif.delays?.reduce(0, +) ?? 0, 0.4, accuracy: 1e-9)
        XCTAssertEqual(gif.sourceFrames?.first, 0)

        let strip = try export.write(frames, to: AnimationOutput.inferred(from: path("strip.png"), filmstrip: 3, at: nil, overwrite: false))
        XCTAssertEqual(strip.frames, 1)
        XCTAssertEqual(strip.bytes, try size(path("strip.png")))

        let one = try export.write(frames, to: AnimationOutput.inferred(from: path("end.png"), filmstrip: nil, at: 0.3, overwrite: false))
        XCTAssertEqual(try PNG.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("end.png"))))), try frames.frame(3))
        XCTAssertEqual(one.delays, nil, "a PNG stores no delay")
    }

    /// A folder gets numbered frames; one holding anything else is refused unless told to overwrite, and
    /// then only Popsnap's own frames are replaced or removed.
    func testAFolderOfFramesReplacesOnlyItsOwnFrames() throws {
        let frames = try frames()
        let export = AnimationExport(jobs: 1, renderer: renderer, replacing: .image)
        let out = path("frames") + "/"
        let report = try export.write(frames, to: AnimationOutput.inferred(from: out, filmstrip: nil, at: nil, overwrite: false))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(), (0..<4).map { String(format: "frame-%04d.png", $0) })
        XCTAssertEqual(report.bytes, try (0..<4).map { try size(out + String(format: "frame-%04d.png", $0)) }.reduce(0, +))
        // An earlier, longer run's frame and a file of the user's.
        try Data([1]).write(to: URL(fileURLWithPath: out + "frame-0009.png"))
        try Data([2]).write(to: URL(fileURLWithPath: out + "notes.txt"))
        XCTAssertThrowsError(try export.write(frames, to: .folder(out, overwrite: false))) { error in
            XCTAssertEqual((error as? FrameFolderNotEmpty)?.folder, "\(folder.path)/frames")
        }
        try export.write(frames, to: .folder(out, overwrite: true))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(), (0..<4).map { String(format: "frame-%04d.png", $0) } + ["notes.txt"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out + "notes.txt")), Data([2]))
    }

    func testTheFormatComesFromTheName() throws {
        XCTAssertEqual(ImageFormat("a.GIF"), .gif)
        XCTAssertEqual(ImageFormat("a.webp", compression: .lossy(quality: 80)), .webp(.lossy(quality: 80)))
        XCTAssertEqual(ImageFormat("a.jpeg"), .png)
        XCTAssertEqual(try ImageFormat("a.webp", quality: nil), .webp(.lossless))
        XCTAssertThrowsError(try ImageFormat("a.webp", quality: 101)) { error in
            guard case let .encoding(e)? = error as? PopsnapError else { return XCTFail("\(error)") }
            XCTAssertEqual(e as? WebPError, .invalidQuality(101), "the encoder's own error, carried")
        }
        XCTAssertEqual(ImageFormat.png.encoderBuffers, 0)
        XCTAssertEqual(AnimationOutput.gif("a.gif", GIFOptions()).encoderBuffers.perThread, AnimationWriter.gifEncoderBuffers)
        XCTAssertEqual(AnimationOutput.webp("a.webp", loopCount: 0, compression: .lossless).encoderBuffers.once, WebPLimits.animationMuxerBuffers)
    }
}
