import Foundation
import XCTest
import Popsnap
import PopsnapRaster
import PopsnapSnapshot
import PopsnapTestSupport
@testable import PopsnapTesting

final class AssertSnapshotTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-testing-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func configuration(_ mode: RecordMode?) -> SnapshotConfiguration {
        SnapshotConfiguration(references: folder + "/refs", artifacts: folder + "/artifacts", record: mode)
    }

    func image(_ color: Color) throws -> Image {
        var canvas = try Canvas(width: 20, height: 10, fill: .white)
        canvas.fill(.roundedRect(Rect(x: 2, y: 2, width: 16, height: 6), cornerRadius: 3), with: .solid(color))
        return canvas.image
    }

    func testRecordThenMatchThenFailWithArtifactsAndAdvice() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let reference = folder + "/refs/AssertSnapshotTests/box.png"
        // Missing, outside CI: recorded, and reported so the new image gets looked at.
        let recorded = snapshotFailure(of: .image(try image(red)), named: "box", configuration: configuration(.missing), file: #filePath)
        XCTAssertTrue(recorded?.contains("recorded \(reference)") == true, recorded ?? "nil")
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference))
        // The same image matches.
        XCTAssertNil(snapshotFailure(of: .image(try image(red)), named: "box", configuration: configuration(.never), file: #filePath))
        // A different one fails, saying how many pixels, where the images are, and how to accept it.
        let failure = snapshotFailure(of: .image(try image(.black)), named: "box", configuration: configuration(.never), file: #filePath)
        XCTAssertNotNil(failure)
        XCTAssertTrue(failure!.contains("does not match"), failure!)
        XCTAssertTrue(failure!.contains("px differ"), failure!)
        XCTAssertTrue(failure!.contains(folder + "/artifacts/box/side-by-side.png"), failure!)
        XCTAssertTrue(failure!.contains("POPSNAP_RECORD=failed"), failure!)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/artifacts/box/diff.png"))
        // With a tolerance large enough it passes.
        var lenient = configuration(.never)
        lenient.tolerance = Tolerance(maxDiffPixels: 200)
        XCTAssertNil(snapshotFailure(of: .image(try image(.black)), named: "box", configuration: lenient, file: #filePath))
    }

    func testScopedRecordModeAndTheXCTestAssertion() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        try withSnapshotConfiguration(configuration(.all)) {
            // Recording everything, as asked for, is not a failure.
            assertSnapshot(of: try image(blue), named: "scoped")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/refs/AssertSnapshotTests/scoped.png"))
        try withSnapshotConfiguration(configuration(.never)) {
            assertSnapshot(of: try image(blue), named: "scoped")
        }
        XCTAssertEqual(SnapshotConfiguration.current.record, nil, "the scope ends with the closure")
    }

    func testCIRefusesToRecord() throws {
        let ci = try RecordMode.resolve(explicit: nil, environment: ["CI": "true"])
        let failure = snapshotFailure(of: .image(try image(.black)), named: "new", configuration: configuration(ci), file: #filePath)
        XCTAssertTrue(failure?.contains("run the test locally to record it") == true, failure ?? "nil")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/refs/AssertSnapshotTests/new.png"))
    }

    func testAnimationsNameTheirFirstFailingFrame() throws {
        let renderer = try PopupRenderer()
        let hud = try PopupSpec.load(contentsOf: ReferenceImage.snapshots.appendingPathComponent("hud.json").path)
        var scene = hud.scene()
        scene.scale = 1
        let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .spin, timeline: try Timeline(duration: 1, fps: 12))
        XCTAssertNotNil(snapshotFailure(of: .animation(frames), named: "spin", configuration: configuration(.missing), file: #filePath))
        XCTAssertNil(snapshotFailure(of: .animation(frames), named: "spin", configuration: configuration(.never), file: #filePath))
        let other = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .hud(edge: 0.2), timeline: try Timeline(duration: 11.0 / 12, fps: 12))
        let failure = snapshotFailure(of: .animation(other), named: "spin", configuration: configuration(.never), file: #filePath)
        XCTAssertTrue(failure?.contains("frame 0 at 0.000 s") == true, failure ?? "nil")
    }

    func testReferencesDefaultToTheRepositorysSnapshotsFolder() {
        let path = SnapshotConfiguration().referencePath(named: "alert", file: #filePath, ext: "png")
        XCTAssertTrue(path.hasSuffix("/Snapshots/AssertSnapshotTests/alert.png"), path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent.replacingOccurrences(of: "/AssertSnapshotTests", with: "")))
    }
}
