import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapPNG
import PopsnapRaster

/// `verify` reads an APNG reference's frame count and delays from its chunks, then its frames one at a
/// time; what `record` writes carries each frame's digest, so an unchanged frame is not decoded.
final class StreamingVerifyTests: TemporaryFolderTestCase {
    let ci = ["CI": "true", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func spec(_ name: String, label title: String, transition: String, fps: Int, duration: Double) throws {
        let text = #"{"scale": 1, "canvas": {"width": 90, "height": 90}, "popup": {"kind": "hud", "label": "\#(title)"}, "#
            + #""animation": {"transition": "\#(transition)", "fps": \#(fps), "duration": \#(duration)}}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// `bytes` with the image data of its last frame replaced by bytes that do not inflate, its CRC right.
    func damagingTheLastFrame(_ bytes: [UInt8]) throws -> [UInt8] {
        var reader = try PNGChunkReader(bytes)
        var last: PNGChunkRecord?
        while let chunk = try reader.next() { if chunk.type == .fdAT { last = chunk } }
        let fdAT = try XCTUnwrap(last)
        var out = Array(bytes[..<fdAT.offset])
        out.appendChunk(.fdAT, Array(bytes[fdAT.data.prefix(4)]) + [1, 2, 3, 4, 5, 6])
        return out + bytes[(fdAT.data.upperBound + 4)...]
    }

    func testTheFrameCountIsComparedBeforeAFrameOfTheReferenceIsDecoded() throws {
        try spec("spin.json", label: "", transition: "spin", fps: 12, duration: 1)
        XCTAssertEqual(try RunPopsnap.run(["record", "spin.json"], in: folder, environment: ci).status, 0)
        let frames = try APNG.read(contentsOf: path("spin.apng")).frames.map(\.image)
        XCTAssertEqual(frames.count, 12)
        let longer = try APNG.encode(frames + [frames[0]], options: APNGOptions(frameDelay: (1, 12)))
        try Data(try damagingTheLastFrame(longer)).write(to: folder.appendingPathComponent("spin.apng"))

        let r = try RunPopsnap.run(["verify", "spin.json"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, "a mismatch, not a reference that cannot be read: \(r.err)")
        XCTAssertTrue(r.err.contains("the animation has 12 frames and the reference spin.apng has 13"), r.err)
    }

    func testRecordedFramesCarryDigestsAndAFailureAfterEqualFramesShowsItsOwnFrame() throws {
        // `appear` starts from the bare screen, so frame 0 is the same whatever the popup says.
        try spec("appear.json", label: "Saved", transition: "appear", fps: 10, duration: 0.3)
        XCTAssertEqual(try RunPopsnap.run(["record", "appear.json"], in: folder, environment: ci).status, 0)
        let recorded = try APNG.read(contentsOf: path("appear.apng"))
        XCTAssertEqual(try APNGFrameReader(contentsOf: path("appear.apng")).digests, recorded.frames.map { PixelDigest($0.image) })
        XCTAssertEqual(try RunPopsnap.run(["verify", "appear.json"], in: folder, environment: ci).status, 0)

        try spec("appear.json", label: "Deleted", transition: "appear", fps: 10, duration: 0.3)
        let r = try RunPopsnap.run(["verify", "appear.json", "--artifacts", "art", "--json"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let failing = try XCTUnwrap((json["results"] as? [[String: Any]])?.first?["failingFrame"] as? Int, r.out)
        XCTAssertGreaterThan(failing, 0, "frame 0 matched by its digest")
        // The reference's frames, read one at a time, are the ones the whole decoder gives.
        XCTAssertEqual(try PNG.read(contentsOf: path("art/appear/expected.png")), recorded.frames[failing].image)
        for i in recorded.frames.indices {
            XCTAssertEqual(try PNG.read(contentsOf: path(String(format: "art/appear/frames/expected-%04d.png", i))), recorded.frames[i].image)
        }
    }
}
