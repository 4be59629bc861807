import Foundation
import XCTest
import Popsnap
import PopsnapRaster
import PopsnapSnapshot
import PopsnapTestSupport
@testable import PopsnapTesting
import PopsnapCompare
import PopsnapGeometry
import PopsnapLayout

final class AssertSnapshotTests: TemporaryFolderTestCase {
    func configuration(_ mode: RecordMode?) -> SnapshotConfiguration {
        SnapshotConfiguration(references: folder.path + "/refs", artifacts: folder.path + "/artifacts", record: mode)
    }

    /// A test of its own for every check, so reusing a name across checks is not a duplicate.
    func check<V: Snapshottable>(_ value: V, _ name: String?, _ configuration: SnapshotConfiguration, file: String = #filePath,
                                 environment: [String: String] = [:]) -> SnapshotIssue? {
        snapshotIssue(of: value, as: V.snapshotting, named: name, configuration: configuration,
                      test: SnapshotTest(file: file, function: "testBox()", scope: UUID().uuidString), environment: environment)
    }

    func image(_ color: Color) throws -> Image {
        var canvas = try Canvas(width: 20, height: 10, fill: .white)
        canvas.fill(.roundedRect(Rect(x: 2, y: 2, width: 16, height: 6), cornerRadius: 3), with: .solid(color))
        return canvas.image
    }

    func testRecordThenMatchThenFailWithArtifactsAndAdvice() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let reference = folder.path + "/refs/AssertSnapshotTests/box.png"
        // Missing, outside CI: recorded, and reported as a failure so the new image gets looked at.
        let recorded = check(try image(red), "box", configuration(.missing))
        XCTAssertEqual(recorded?.isFailure, true)
        XCTAssertTrue(recorded?.message.contains("recorded \(reference)") == true, recorded?.message ?? "nil")
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference))
        // The same image matches.
        XCTAssertNil(check(try image(red), "box", configuration(.never)))
        // A different one fails, saying how many pixels, where the images are, and the command that accepts it.
        let failure = try XCTUnwrap(check(try image(.black), "box", configuration(.never)))
        XCTAssertTrue(failure.message.contains("does not match"), failure.message)
        XCTAssertTrue(failure.message.contains("px differ"), failure.message)
        XCTAssertTrue(failure.message.contains(folder.path + "/artifacts/AssertSnapshotTests%2Fbox/side-by-side.png"), failure.message)
        XCTAssertTrue(failure.message.contains("POPSNAP_RECORD=failed swift test --filter testBox"), failure.message)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/artifacts/AssertSnapshotTests%2Fbox/diff.png"))
        // The same files go to the test as attachments, byte for byte.
        XCTAssertEqual(failure.attachments.map(\.name), ["actual.png", "diff.png", "expected.png", "side-by-side.png"])
        XCTAssertEqual(failure.attachments.first { $0.name == "diff.png" }?.bytes,
                       Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/artifacts/AssertSnapshotTests%2Fbox/diff.png"))))
        // With a tolerance large enough it passes.
        var lenient = configuration(.never)
        lenient.match.tolerance = Tolerance(maxDiffPixels: 200)
        XCTAssertNil(check(try image(.black), "box", lenient))
    }

    /// Defect 1: two tests of one name in different files leave their images in folders of their own.
    func testArtifactsAreKeyedByTestFileAndName() throws {
        let first = folder.path + "/pkg/Tests/A/DeleteTests.swift", second = folder.path + "/pkg/Tests/B/PhotoTests.swift"
        XCTAssertNotNil(check(try image(.black), "delete-confirmation", configuration(.missing), file: first))
        XCTAssertNotNil(check(try image(.black), "delete-confirmation", configuration(.missing), file: second))
        let a = try XCTUnwrap(check(try image(.white), "delete-confirmation", configuration(.never), file: first))
        let b = try XCTUnwrap(check(try image(Color(red: 0, green: 0, blue: 1)), "delete-confirmation", configuration(.never), file: second))
        XCTAssertTrue(a.message.contains("/artifacts/DeleteTests%2Fdelete-confirmation/side-by-side.png"), a.message)
        XCTAssertTrue(b.message.contains("/artifacts/PhotoTests%2Fdelete-confirmation/side-by-side.png"), b.message)
        let actualA = try StraightImage(contentsOf: folder.path + "/artifacts/DeleteTests%2Fdelete-confirmation/actual.png")
        XCTAssertEqual(actualA, StraightImage(try image(.white)), "each failure's artifacts are its own images")
    }

    /// Defect 2: recording is never silent; it fails unless the configuration lets it pass, and then it is
    /// still reported; in CI any record mode is warned about.
    func testRecordingIsAlwaysReported() throws {
        let all = check(try image(.black), "box", configuration(.all))
        XCTAssertEqual(all?.isFailure, true, "recording every reference fails the test, as swift-snapshot-testing does")
        XCTAssertTrue(all?.message.contains("recorded ") == true, all?.message ?? "nil")
        var passes = configuration(.all)
        passes.recordedPasses = true
        let reported = check(try image(.black), "box", passes)
        XCTAssertEqual(reported?.isFailure, false)
        XCTAssertTrue(reported?.message.contains("recorded ") == true, reported?.message ?? "nil")
        let ci = check(try image(.black), "box", passes, environment: ["CI": "true"])
        XCTAssertTrue(ci?.message.contains("WARNING: recording in CI") == true, ci?.message ?? "nil")
        let env = check(try image(.black), "box", SnapshotConfiguration(references: folder.path + "/refs", artifacts: folder.path + "/a"),
                        environment: ["CI": "true", "POPSNAP_RECORD": "all"])
        XCTAssertEqual(env?.isFailure, true, "CI=true POPSNAP_RECORD=all fails, loudly")
        XCTAssertTrue(env?.message.contains("WARNING: recording in CI: the record mode is all") == true, env?.message ?? "nil")
    }

    /// Defect 3: any CI value but false and 0 is CI, so CI=1 never records.
    func testCIOfAnyTruthyValueRefusesToRecord() throws {
        for value in ["true", "1", "TRUE", "yes", "gitlab"] {
            let issue = check(try image(.black), "new", SnapshotConfiguration(references: folder.path + "/refs"), environment: ["CI": value])
            XCTAssertTrue(issue?.message.contains("no reference at") == true, "\(value): \(issue?.message ?? "nil")")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/refs/AssertSnapshotTests/new.png"), value)
        }
        let local = check(try image(.black), "new", SnapshotConfiguration(references: folder.path + "/refs"), environment: ["CI": "false"])
        XCTAssertTrue(local?.message.contains("recorded") == true, local?.message ?? "nil")
    }

    /// Defect 4: names stay in the test's folder, a duplicate is called one, and a missing name is the
    /// test's name with a counter.
    func testNames() throws {
        for bad in ["../escape", "a/b", "a\\b", "..", "", ".hidden"] {
            let issue = check(try image(.black), bad, configuration(.missing))
            XCTAssertEqual(issue?.isFailure, true, bad)
            XCTAssertFalse(issue?.message.contains("recorded") ?? true, "\(bad): \(issue?.message ?? "nil")")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/refs/escape.png"))
        let test = SnapshotTest(file: #filePath, function: "testTwice()", scope: UUID().uuidString)
        XCTAssertNotNil(snapshotIssue(of: try image(.black), as: .image, named: "twice", configuration: configuration(.missing), test: test))
        let duplicate = snapshotIssue(of: try image(.black), as: .image, named: "twice", configuration: configuration(.never), test: test)
        XCTAssertTrue(duplicate?.message.contains("snapshot name \"twice\" is used twice in this test") == true, duplicate?.message ?? "nil")
        // Defaults: testTwice.1, testTwice.2, in order.
        let first = snapshotIssue(of: try image(.black), as: .image, configuration: configuration(.missing), test: test)
        let second = snapshotIssue(of: try image(.white), as: .image, configuration: configuration(.missing), test: test)
        XCTAssertTrue(first?.message.contains("/AssertSnapshotTests/testTwice.1.png") == true, first?.message ?? "nil")
        XCTAssertTrue(second?.message.contains("/AssertSnapshotTests/testTwice.2.png") == true, second?.message ?? "nil")
        let parameterized = SnapshotTest(file: #filePath, function: "cases(name:)", scope: UUID().uuidString, isParameterized: true)
        let unnamed = snapshotIssue(of: try image(.black), as: .image, configuration: configuration(.missing), test: parameterized)
        XCTAssertTrue(unnamed?.message.contains("need `named:`") == true, unnamed?.message ?? "nil")
    }

    /// Defect 5: a spec's relative path is found in the test file's package, whatever the working folder.
    func testSpecPathsAreRelativeToTheTestsPackage() throws {
        let package = folder.appendingPathComponent("pkg")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud.json"),
                                         to: package.appendingPathComponent("Specs/save.json"))
        XCTAssertNotEqual(FileManager.default.currentDirectoryPath, package.path)
        let test = SnapshotTest(file: package.path + "/Tests/SaveTests/SaveTests.swift", function: "testSave()", scope: UUID().uuidString)
        let issue = snapshotIssue(of: "Specs/save.json", as: .specFile, named: "save", configuration: SnapshotConfiguration(record: .missing), test: test)
        XCTAssertTrue(issue?.message.contains("recorded \(package.path)/Snapshots/SaveTests/save.png") == true, issue?.message ?? "nil")
    }

    func testScopedRecordModeAndTheXCTestAssertion() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        var passes = configuration(.all)
        passes.recordedPasses = true
        try withSnapshotConfiguration(passes) {
            // Recording everything, with recordedPasses, is reported on standard error, not a failure.
            assertSnapshot(of: try image(blue), named: "scoped")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/refs/AssertSnapshotTests/scoped.png"))
        XCTAssertNil(check(try image(blue), "scoped", configuration(.never)))
        var never = passes
        never.record = .never
        try withSnapshotConfiguration(never) {
            // The call's own record mode wins over the scope's.
            assertSnapshot(of: try image(blue), named: "per-call", record: .all)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/refs/AssertSnapshotTests/per-call.png"))
        XCTAssertEqual(SnapshotConfiguration.current.record, nil, "the scope ends with the closure")
    }

    func testAsyncScope() async throws {
        let inner = await withSnapshotConfiguration(configuration(.failed)) {
            await Task { SnapshotConfiguration.current.record }.value
        }
        XCTAssertEqual(inner, .failed, "the configuration follows the task into child tasks")
    }

    func testAnimationsNameTheirFirstFailingFrameInTheSnapshotsFolder() throws {
        let hud = try PopupSpec.load(contentsOf: ReferenceImage.snapshots.appendingPathComponent("hud.json").path)
        var scene = hud.scene()
        scene.scale = 1
        let spin = Snapshotting<PopupScene, FrameSource>.animation(.spin, fps: 12)
        let t = { SnapshotTest(file: #filePath, function: "testSpin()", scope: UUID().uuidString) }
        XCTAssertNotNil(snapshotIssue(of: scene, as: spin, named: "spin", configuration: configuration(.missing), test: t()))
        XCTAssertNil(snapshotIssue(of: scene, as: spin, named: "spin", configuration: configuration(.never), test: t()))
        let other = Snapshotting<PopupScene, FrameSource>.animation(.hud(), duration: 11.0 / 12, fps: 12)
        let failure = snapshotIssue(of: scene, as: other, named: "spin", configuration: configuration(.never), test: t())
        XCTAssertTrue(failure?.message.contains("frame 0 at 0.000 s") == true, failure?.message ?? "nil")
        // Frames go in the same folder as a still's images would: one rule for both.
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/artifacts/AssertSnapshotTests%2Fspin/side-by-side.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/artifacts/AssertSnapshotTests%2Fspin/frames/actual-0000.png"))
    }

    /// A value of the user's own, snapshotted through a strategy pulled back from the image one.
    func testPullbackSnapshotsAValueOfOnesOwn() throws {
        struct Swatch: Sendable { var color: Color }
        let swatch = Snapshotting<Image, Image>.image.pullback { (s: Swatch) in
            var canvas = try Canvas(width: 4, height: 4, fill: s.color)
            canvas.fill(.roundedRect(Rect(x: 1, y: 1, width: 2, height: 2), cornerRadius: 0), with: .solid(.white))
            return canvas.image
        }
        let t = { SnapshotTest(file: #filePath, function: "testSwatch()", scope: UUID().uuidString) }
        XCTAssertNotNil(snapshotIssue(of: Swatch(color: .black), as: swatch, named: "swatch", configuration: configuration(.missing), test: t()))
        XCTAssertEqual(try StraightImage(contentsOf: folder.path + "/refs/AssertSnapshotTests/swatch.png").width, 4)
        XCTAssertNil(snapshotIssue(of: Swatch(color: .black), as: swatch, named: "swatch", configuration: configuration(.never), test: t()))
        let failure = snapshotIssue(of: Swatch(color: Color(red: 1, green: 0, blue: 0)), as: swatch, named: "swatch",
                                    configuration: configuration(.never), test: t())
        XCTAssertEqual(failure?.isFailure, true)
        XCTAssertTrue(failure?.message.contains("px differ") == true, failure?.message ?? "nil")
    }

    func testReferencesDefaultToThePackagesSnapshotsFolder() {
        let reference = SnapshotConfiguration().reference(named: "alert", file: #filePath)
        XCTAssertTrue(reference.stem.hasSuffix("/Snapshots/AssertSnapshotTests/alert"), reference.stem)
        XCTAssertEqual(reference.key, "AssertSnapshotTests/alert")
    }
}

/// The one-liner that gives every test of a class a configuration.
final class ClassConfigurationTests: XCTestCase {
    override func invokeTest() { withSnapshotConfiguration(SnapshotConfiguration(record: .failed)) { super.invokeTest() } }

    func testEveryTestOfTheClassHasIt() {
        XCTAssertEqual(SnapshotConfiguration.current.record, .failed)
    }
}
