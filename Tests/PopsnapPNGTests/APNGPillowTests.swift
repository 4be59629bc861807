import Foundation
import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport

/// An independent decoder reads our APNGs: Tests/Scripts/check_apng.py opens them with Pillow
/// and compares frame count, loop count, durations and every composed frame's RGBA pixels with
/// PNG frames written next to the file. Where Pillow is not installed (`python3 -c "import PIL"`
/// fails), each test checks the same files with our own decoder instead, so it still asserts
/// something; CI installs Pillow (see .ci/run).
final class APNGPillowTests: XCTestCase {
    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/check_apng.py").path

    private var folder = ""

    override func setUpWithError() throws { folder = try makeTemporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) { try Python.run(arguments) }

    private static let pillowAvailable: Bool = (try? python(["-c", "import PIL"]))?.status == 0

    /// Writes the APNG as anim.png and `dumped` (default: the frames) as frame-NNNN.png.
    private func writeFiles(_ frames: [Image], options: APNGOptions, dumped: [Image]? = nil) throws -> String {
        let path = folder + "/anim.png"
        try APNG.write(frames, to: path, options: options)
        for (i, frame) in (dumped ?? frames).enumerated() {
            try PNG.write(frame, to: folder + "/frame-" + String(format: "%04d", i) + ".png")
        }
        return path
    }

    private func check(_ path: String, loop: Int, durationMS: Double) throws -> (status: Int32, output: String) {
        try Self.python([Self.script, path, "--loop", String(loop), "--duration-ms", String(durationMS)])
    }

    /// Without Pillow: our decoder must read the file and give the dumped frames.
    private func assertOurDecoderReads(_ path: String, _ frames: [Image], loop: Int, delay: Double) throws {
        let animation = try APNG.read(contentsOf: path)
        XCTAssertEqual(animation.frames.map(\.image), frames)
        XCTAssertEqual(animation.loopCount, loop)
        for frame in animation.frames { XCTAssertEqual(frame.delay, delay, accuracy: 1e-9) }
    }

    func testPillowReadsTranslucentFramesWithChangedRectangles() throws {
        let moving = try movingBoxFrames(count: 10)
        let frames = moving + [moving[9], moving[9], moving[3]]  // unchanged frames, then a jump back
        let path = try writeFiles(frames, options: APNGOptions(loopCount: 2, frameDelay: (1, 25)))
        guard Self.pillowAvailable else { return try assertOurDecoderReads(path, frames, loop: 2, delay: 0.04) }
        let (status, output) = try check(path, loop: 2, durationMS: 40)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output.split(separator: "\n").last.map(String.init), "\(3 + 2 * frames.count) passed, 0 failed", output)
    }

    func testPillowReadsOpaqueRGBFrames() throws {
        let frames = try movingBoxFrames(count: 6, width: 80, height: 60, opaque: true)
        let path = try writeFiles(frames, options: APNGOptions(compression: .smallest, opaque: true))
        guard Self.pillowAvailable else { return try assertOurDecoderReads(path, frames, loop: 0, delay: 1.0 / 60) }
        let (status, output) = try check(path, loop: 0, durationMS: 1000.0 / 60)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.hasSuffix("15 passed, 0 failed\n"), output)
    }

    /// The check is not vacuous: one pixel off in one dumped frame fails it.
    func testAWrongFrameIsCaught() throws {
        let frames = try movingBoxFrames(count: 4)
        var wrong = frames
        wrong[2][30, 30] = Pixel(r: 1, g: 2, b: 3, a: 255)
        let path = try writeFiles(frames, options: APNGOptions(frameDelay: (1, 10)), dumped: wrong)
        guard Self.pillowAvailable else {
            let decoded = try APNG.read(contentsOf: path).frames.map(\.image)
            XCTAssertEqual(decoded, frames)
            XCTAssertNotEqual(decoded, try (0..<4).map { try PNG.read(contentsOf: folder + "/frame-000\($0).png") })
            return
        }
        let (status, output) = try check(path, loop: 0, durationMS: 100)
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("FAILED frame 2: 1 pixels differ from frame-0002.png, first at (30, 30)"), output)
        XCTAssertTrue(output.hasSuffix("10 passed, 1 failed\n"), output)
    }
}
