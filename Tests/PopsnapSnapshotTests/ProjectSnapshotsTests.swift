import PopsnapCompare
import Foundation
import XCTest
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport
@testable import PopsnapSnapshot

/// The project's own suite: every spec in Snapshots/ (stills and animations) against its reference,
/// through the same Verifier `popsnap verify Snapshots` uses. Exact: references are byte-stable.
final class ProjectSnapshotsTests: XCTestCase {
    func testEverySpecMatchesItsReference() throws {
        let specs = try SpecDiscovery.specs(in: [ReferenceImage.snapshots.path]).specs
        XCTAssertGreaterThanOrEqual(specs.count, 18, "the seeds, their variants and two animations")
        XCTAssertTrue(specs.contains { $0.hasSuffix("hud-spin.json") })
        let mode = try RecordMode.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        var verifier = Verifier(renderer: try PopupRenderer(), mode: mode, artifacts: FileManager.default.temporaryDirectory.path + "/popsnap-artifacts", jobs: 2)
        verifier.match = .exact
        // The fast layer: one spec of each kind.
        for result in verifier.verifyAll(Exhaustive.sampleSpecs(specs), jobs: 2) {
            switch result.status {
            case .pass: break
            case .recorded: XCTFail("\(result.spec): \(result.message ?? "recorded"); look at it, then run the tests again")
            case .fail, .missing, .error: XCTFail("\(result.spec): \(result.message ?? result.status.rawValue)")
            }
        }
    }

    func testAChangedReferenceFailsWithItsFirstFrameAndArtifacts() throws {
        // A copy of the spinning HUD whose reference holds the right number of frames with one pixel changed in frame 3.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spin.json").path
        try FileManager.default.copyItem(atPath: ReferenceImage.snapshots.appendingPathComponent("hud-spin.json").path, toPath: spec)
        var frames = try APNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("hud-spin.apng").path).frames.map(\.image)
        frames[3][10, 10] = Pixel(r: 255, g: 0, b: 0, a: 255)
        try APNG.write(frames, to: folder.appendingPathComponent("spin.apng").path, options: APNGOptions(frameDelay: (1, 12)))
        let verifier = Verifier(renderer: try PopupRenderer(), mode: .never, artifacts: folder.appendingPathComponent("artifacts").path)
        let result = verifier.verify(spec: spec)
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.failingFrame?.index, 3)
        XCTAssertEqual(result.failingFrame?.time ?? 0, 0.25, accuracy: 1e-9)
        XCTAssertEqual(result.differentPixels, 1)
        XCTAssertTrue(result.message!.contains("frame 3 at 0.250 s"), result.message!)
        for key in ["actual", "diff", "sideBySide"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: result.artifacts[key] ?? ""), key)
        }
        // Recording over failures rewrites the reference, after which it passes.
        var recorder = verifier
        recorder.mode = .failed
        XCTAssertEqual(recorder.verify(spec: spec).status, .recorded)
        XCTAssertEqual(verifier.verify(spec: spec).status, .pass)
    }

    func testMissingReferencesAreRecordedOnlyOutsideCI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("alert.json").path
        try FileManager.default.copyItem(atPath: ReferenceImage.snapshots.appendingPathComponent("alert.json").path, toPath: spec)
        let renderer = try PopupRenderer()
        let ci = try RecordMode.resolve(explicit: nil, environment: ["CI": "true"])
        let missing = Verifier(renderer: renderer, mode: ci, artifacts: folder.path).verify(spec: spec)
        XCTAssertEqual(missing.status, .missing)
        XCTAssertTrue(missing.message!.hasPrefix("no reference at \(folder.path)/alert.png; the new image is "), missing.message!)
        XCTAssertEqual(missing.differentPixels, nil, "nothing was compared")
        XCTAssertTrue(FileManager.default.fileExists(atPath: missing.artifacts["actual"]!), "the render is left to download")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("alert.png").path))
        let local = try RecordMode.resolve(explicit: nil, environment: [:])
        XCTAssertEqual(Verifier(renderer: renderer, mode: local, artifacts: folder.path).verify(spec: spec).status, .recorded)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("alert.png")).count > 1000, true)
        XCTAssertEqual(Verifier(renderer: renderer, mode: .never, artifacts: folder.path).verify(spec: spec).status, .pass)
        // A corrupt reference is a clear failure, not a crash.
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("alert.png"))
        let corrupt = Verifier(renderer: renderer, mode: .never, artifacts: folder.path).verify(spec: spec)
        XCTAssertEqual(corrupt.status, .error, "a reference that cannot be read is bad input")
        XCTAssertTrue(corrupt.message!.contains("alert.png"), corrupt.message!)
    }
}
