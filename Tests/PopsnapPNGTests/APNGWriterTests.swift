import Foundation
import XCTest
import PopsnapFiles
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

/// The streaming writer: the same bytes as APNG.encode, and a file that exists whole or not at all.
final class APNGWriterTests: XCTestCase {
    private var folder = ""
    private var path: String { folder + "/anim.apng" }

    override func setUpWithError() throws { folder = try makeTemporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Everything in the folder, hidden temporary files included.
    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func fileBytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    func testWriterWritesTheSameBytesAsEncode() throws {
        let frames = try movingBoxFrames(count: 9)
        for options in [APNGOptions(), APNGOptions(loopCount: 2, compression: .smallest, frameDelay: (1, 24))] {
            let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: frames.count, options: options)
            for frame in frames { try writer.append(frame) }
            XCTAssertEqual(writer.framesAppended, 9)
            try writer.finish()
            XCTAssertEqual(fileBytes(path), try APNG.encode(frames, options: options))
        }
        let opaque = try movingBoxFrames(count: 3, opaque: true)
        let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: 3, options: APNGOptions(opaque: true))
        for frame in opaque { try writer.append(frame) }
        try writer.finish()
        XCTAssertEqual(fileBytes(path), try APNG.encode(opaque, options: APNGOptions(opaque: true)))
    }

    func testNothingIsAtTheDestinationUntilFinish() throws {
        let frames = try movingBoxFrames(count: 3)
        let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: 3, options: APNGOptions())
        for frame in frames {
            try writer.append(frame)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
            // Only the hidden temporary file, next to the destination.
            let names = try contents()
            XCTAssertEqual(names.count, 1)
            XCTAssertTrue(names[0].hasPrefix(".anim.apng."), names[0])
        }
        try writer.finish()
        XCTAssertEqual(try contents(), ["anim.apng"])
        XCTAssertEqual(try APNG.read(contentsOf: path).frames.map(\.image), frames)
    }

    func testAbandonedWriterLeavesNothing() throws {
        do {
            let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: 3, options: APNGOptions())
            try writer.append(try movingBoxFrames(count: 1)[0])
            XCTAssertEqual(try contents().count, 1)
        }
        XCTAssertEqual(try contents(), [])
    }

    func testFrameOfWrongSizeFailsTheWriterAndLeavesNothing() throws {
        let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: 3, options: APNGOptions())
        try writer.append(try movingBoxFrames(count: 1)[0])
        assertAPNGError(try writer.append(try Image(width: 63, height: 48)), "frame 1 is 63 x 48 px", "64 x 48 px")
        XCTAssertEqual(try contents(), [])
        // The writer is over: later calls say so.
        assertAPNGError(try writer.append(try movingBoxFrames(count: 1)[0]), "already finished or failed")
        assertAPNGError(try writer.finish(), "already finished or failed")
        XCTAssertEqual(try contents(), [])
    }

    func testFinishingWithTooFewFramesFailsAndLeavesNothing() throws {
        let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: 3, options: APNGOptions())
        for frame in try movingBoxFrames(count: 2) { try writer.append(frame) }
        assertAPNGError(try writer.finish(), "only 2 of the 3 declared frames")
        XCTAssertEqual(try contents(), [])
    }

    func testAppendingTooManyFramesFailsAndLeavesNothing() throws {
        let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: 2, options: APNGOptions())
        let frames = try movingBoxFrames(count: 3)
        try writer.append(frames[0])
        try writer.append(frames[1])
        assertAPNGError(try writer.append(frames[2]), "frame 2 is one more than the 2 frames declared")
        XCTAssertEqual(try contents(), [])
    }

    func testAFailureKeepsTheFileAlreadyThere() throws {
        try AtomicFile.write([1, 2, 3], to: path)
        let writer = try APNGWriter(path: path, width: 64, height: 48, frameCount: 2, options: APNGOptions())
        try writer.append(try movingBoxFrames(count: 1)[0])
        XCTAssertThrowsError(try writer.finish())
        XCTAssertEqual(fileBytes(path), [1, 2, 3])
        XCTAssertEqual(try contents(), ["anim.apng"])

        // A finished writer replaces it whole.
        let frames = try movingBoxFrames(count: 2)
        let second = try APNGWriter(path: path, width: 64, height: 48, frameCount: 2, options: APNGOptions())
        for frame in frames { try second.append(frame) }
        try second.finish()
        XCTAssertEqual(fileBytes(path), try APNG.encode(frames))
        assertAPNGError(try second.finish(), "already finished or failed")
        XCTAssertEqual(try contents(), ["anim.apng"])
    }

    func testBadArgumentsAreRefusedBeforeAnyFileIsMade() throws {
        assertAPNGError(try APNGWriter(path: path, width: 0, height: 48, frameCount: 2, options: APNGOptions()), "0 x 48 px")
        assertAPNGError(try APNGWriter(path: path, width: 64, height: 48, frameCount: 0, options: APNGOptions()), "frameCount is 0")
        assertAPNGError(try APNGWriter(path: path, width: 64, height: 48, frameCount: 2, options: APNGOptions(loopCount: -2)), "loopCount is -2")
        XCTAssertEqual(try contents(), [])
    }

    func testMissingFolderIsAFileError() throws {
        XCTAssertThrowsError(try APNGWriter(path: folder + "/missing/a.apng", width: 4, height: 4, frameCount: 1, options: APNGOptions())) { error in
            guard case PNGError.file(let fileError) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(fileError.operation, .createTemporary)
        }
        XCTAssertEqual(try contents(), [])
    }
}

extension APNGWriterTests {
    func testPreparedFramesGiveTheSameBytesInAnyOrderOfPreparation() throws {
        var frames: [Image] = []
        for k in 0..<5 {
            var image = try Image(width: 40, height: 30, fill: .white)
            image[5 + k * 3, 10] = Pixel(r: 0, g: 0, b: 200, a: 255)
            frames.append(image)
        }
        let options = APNGOptions(frameDelay: (1, 30), opaque: true)
        let expected = try APNG.encode(frames, options: options)
        // Prepared out of order, as parallel workers would, then appended in order.
        var prepared = [APNGPreparedFrame?](repeating: nil, count: frames.count)
        for i in [3, 0, 4, 1, 2] {
            prepared[i] = try APNGPreparedFrame(frames[i], after: i > 0 ? frames[i - 1] : nil, index: i, width: 40, height: 30, options: options)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-\(UUID().uuidString).apng").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try APNGWriter(path: path, width: 40, height: 30, frameCount: frames.count, options: options)
        for p in prepared { try writer.append(prepared: p!) }
        try writer.finish()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(expected))
        XCTAssertEqual(prepared[2]!.region, PixelRect(x: 8, y: 10, width: 4, height: 1), "only the moved dot")
        // A later frame cannot come first.
        let misplaced = try APNGWriter(path: path + "x", width: 40, height: 30, frameCount: 1, options: options)
        XCTAssertThrowsError(try misplaced.append(prepared: prepared[1]!))
    }
}
