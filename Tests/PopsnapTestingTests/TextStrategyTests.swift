import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapTesting
@testable import PopsnapSnapshot

/// The strategies over `Diffing`'s three functions: text as lines, a layout, lint's findings, and a format
/// of one's own, all through the verifier's one policy (references, record modes, artifacts, manifest).
final class TextStrategyTests: TemporaryFolderTestCase {
    var references: String { folder.path + "/refs/TextStrategyTests" }
    var artifacts: String { folder.path + "/artifacts" }

    func check<Value, Format>(_ value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, _ name: String,
                              _ mode: RecordMode) -> SnapshotIssue? {
        snapshotIssue(of: try value(), as: strategy, named: name,
                      configuration: SnapshotConfiguration(references: folder.path + "/refs", artifacts: artifacts, record: mode),
                      test: SnapshotTest(file: #filePath, function: "testText()", scope: UUID().uuidString), environment: [:])
    }

    func testLinesRecordMatchAndFailWithAUnifiedDiffAndItsFiles() throws {
        let recorded = try XCTUnwrap(check("one\ntwo\nthree\n", as: .lines, "list", .missing))
        XCTAssertTrue(recorded.message.contains("recorded \(references)/list.txt"), recorded.message)
        XCTAssertEqual(try String(contentsOfFile: references + "/list.txt", encoding: .utf8), "one\ntwo\nthree\n")
        XCTAssertNil(check("one\ntwo\nthree\n", as: .lines, "list", .never))

        let failure = try XCTUnwrap(check("one\n2\nthree\n", as: .lines, "list", .never))
        XCTAssertTrue(failure.isFailure)
        XCTAssertTrue(failure.message.contains("@@ -1,3 +1,3 @@\n one\n-two\n+2\n three\n"), failure.message)
        let folder = artifacts + "/TextStrategyTests%2Flist"
        XCTAssertTrue(failure.message.contains("against \(references)/list.txt; see \(folder)/diff.patch"), failure.message)
        XCTAssertEqual(try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8), "one\ntwo\nthree\n")
        XCTAssertEqual(try String(contentsOfFile: folder + "/actual.txt", encoding: .utf8), "one\n2\nthree\n")
        XCTAssertEqual(try String(contentsOfFile: folder + "/.popsnap-manifest", encoding: .utf8).split(separator: "\n").dropFirst(),
                       ["expected.txt", "actual.txt", "diff.patch"])
        // The attachments are the artifacts, read back.
        XCTAssertEqual(failure.attachments.map(\.name), ["actual.txt", "diff.patch", "expected.txt"])
        XCTAssertEqual(failure.snapshot, "list")
        XCTAssertEqual(try String(contentsOfFile: references + "/list.txt", encoding: .utf8), "one\ntwo\nthree\n", "never records")

        // Recording over the failure: the reference becomes the new text, the artifacts are cleared.
        XCTAssertEqual(check("one\n2\nthree\n", as: .lines, "list", .failed)?.message.contains("recorded"), true)
        XCTAssertEqual(try String(contentsOfFile: references + "/list.txt", encoding: .utf8), "one\n2\nthree\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
    }

    func testAMissingTextReferenceInCIHandsOverTheNewText() throws {
        let missing = try XCTUnwrap(check("new\n", as: .lines, "fresh", .never))
        let actual = artifacts + "/TextStrategyTests%2Ffresh/actual.txt"
        XCTAssertTrue(missing.message.contains("no reference at \(references)/fresh.txt; the new snapshot is \(actual)"), missing.message)
        XCTAssertEqual(try String(contentsOfFile: actual, encoding: .utf8), "new\n")
    }

    /// Users' files are sacred: a file at a text reference's name that is not text is left alone, even when
    /// recording everything; a FIFO there is refused, never read or written through.
    func testAFileThatIsNotTextIsNeverRecordedOver() throws {
        try FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
        let mine = Data([0xff, 0xfe, 0x00, 0x01])
        try mine.write(to: URL(fileURLWithPath: references + "/photo.txt"))
        let refused = try XCTUnwrap(check("text\n", as: .lines, "photo", .all))
        XCTAssertTrue(refused.message.contains("is not a txt snapshot"), refused.message)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: references + "/photo.txt")), mine)
        let compared = try XCTUnwrap(check("text\n", as: .lines, "photo", .never))
        XCTAssertTrue(compared.message.contains("cannot be read as this snapshot's format"), compared.message)

        XCTAssertEqual(mkfifo(references + "/pipe.txt", 0o644), 0)
        let fifo = try XCTUnwrap(check("text\n", as: .lines, "pipe", .all))
        XCTAssertTrue(fifo.message.contains("is a FIFO"), fifo.message)

        // A link out of the references' folder is never written through.
        let outside = folder.path + "/outside.txt"
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.createSymbolicLink(atPath: references + "/link.txt", withDestinationPath: outside)
        let link = try XCTUnwrap(check("text\n", as: .lines, "link", .all))
        XCTAssertTrue(link.message.contains("is a symbolic link to \(outside), outside \(references)"), link.message)
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "theirs\n")
    }

    func alert(_ message: String) -> PopupSpec {
        var spec = PopupSpec(popup: AlertPopup(title: "Saved", message: message))
        spec.screen = .size(Size(width: 320, height: 240))
        spec.scale = 1
        return spec
    }

    func testLayoutIsThePopsnapLayoutJSONOfTheScene() throws {
        var spec = alert("Your photo is in the album.")
        XCTAssertNotNil(check(spec, as: .layout, "alert", .missing))
        let renderer = try PopupRenderer()
        let scene = spec.scene()
        XCTAssertEqual(try String(contentsOfFile: references + "/alert.layout.json", encoding: .utf8),
                       LayoutReport.json(try renderer.layout(scene), scene: scene))
        XCTAssertEqual(check(scene, as: .layout, "alert-scene", .missing)?.message.contains("recorded"), true)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: references + "/alert-scene.layout.json")),
                       try Data(contentsOf: URL(fileURLWithPath: references + "/alert.layout.json")), "a spec's layout is its scene's")
        XCTAssertNil(check(spec, as: .layout, "alert", .never))
        spec.popup = AlertPopup(title: "Saved", message: "Your photo is in the album, and in the shared album too, with its caption.")
        let moved = try XCTUnwrap(check(spec, as: .layout, "alert", .never))
        XCTAssertTrue(moved.message.contains("-    {\"path\": "), moved.message)
        XCTAssertTrue(moved.message.contains("+    {\"path\": "), moved.message)
    }

    func testLintIsItsFindingsAsText() throws {
        let spec = alert("Done.")
        XCTAssertNotNil(check(spec, as: .lint, "alert", .missing))
        let text = try String(contentsOfFile: references + "/alert.lint.txt", encoding: .utf8)
        let outcome = try Linter(renderer: try PopupRenderer()).lint(spec)
        XCTAssertEqual(text, LintText.lines(outcome.findings, accepted: outcome.accepted.count))
        // The seed alert's own colours: lint's findings, a line each, in its order. (The 320 x 240 screen is a
        // size, so it has no safe areas: before `Screen`, setting the canvas kept the iPhone 15's, and lint
        // reported the alert off screen.)
        XCTAssertEqual(text, """
            container/title: contrast: 1.07:1 between #FFFFFF text and #FFFF00 behind it, below WCAG AA's 3:1 for 23 pt text
            container/message: contrast: 4.02:1 between #FFFFFF text and #007AFF behind it, below WCAG AA's 4.5:1 for 16 pt text
            container/button: contrast: 1.07:1 between #FFFFFF text and #FFFF00 behind it, below WCAG AA's 3:1 for 23 pt text

            """)
        XCTAssertEqual(LintText.lines([], accepted: 0), "no findings\n")
        let finding = LintFinding(rule: .contrast, node: "container/title", pixels: PixelRect(x: 0, y: 0, width: 1, height: 1), message: "1.07:1")
        XCTAssertEqual(LintText.lines([finding], accepted: 1),
                       "container/title: contrast: 1.07:1\n1 accepted by lint.ignore\n")
    }

    /// A value that throws, a spec that fails to load, is a failure of the snapshot it was to be, by name,
    /// and leaves no reference.
    func testAThrowingValueIsANamedSnapshotFailure() throws {
        let missing = folder.path + "/nowhere.json"
        let issue = try XCTUnwrap(check(try PopupSpec.load(contentsOf: missing), as: .layout, "from-file", .missing))
        XCTAssertTrue(issue.isFailure)
        XCTAssertTrue(issue.message.hasPrefix("snapshot \"from-file\" could not be made: "), issue.message)
        XCTAssertTrue(issue.message.contains(missing), issue.message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: references + "/from-file.layout.json"))
    }

    /// `verifySnapshot` is the check without the report: the failure's message, or nil, and no test failed.
    func testVerifySnapshotReturnsTheFailureWithoutFailingTheTest() throws {
        let configuration = SnapshotConfiguration(references: folder.path + "/refs", artifacts: artifacts, record: .missing)
        try withSnapshotConfiguration(configuration) {
            XCTAssertEqual(verifySnapshot(of: "a\n", as: .lines, named: "verified")?.contains("recorded \(references)/verified.txt"), true)
            XCTAssertNil(verifySnapshot(of: "a\n", as: .lines, named: "verified", testName: "testSecond()"))
            let failure = try XCTUnwrap(verifySnapshot(of: "b\n", as: .lines, named: "verified", record: .never, testName: "testOther()"))
            XCTAssertTrue(failure.contains("-a\n+b"), failure)
            let thrown = try XCTUnwrap(verifySnapshot(of: try PopupSpec.load(contentsOf: folder.path + "/none.json"), as: .layout,
                                                      named: "thrown"))
            XCTAssertTrue(thrown.hasPrefix("snapshot \"thrown\" could not be made"), thrown)
        }
    }

    /// A user's format needs only the three functions and an extension.
    func testAFormatOfOnesOwn() throws {
        let rows = Diffing<[Int]>(
            toData: { Data($0.map(String.init).joined(separator: ",").utf8) },
            fromData: { String(decoding: $0, as: UTF8.self).split(separator: ",").compactMap { Int($0) } },
            diff: { reference, actual in reference == actual ? nil : ("\(actual.count) rows, \(reference.count) expected", []) })
        let strategy = Snapshotting<[Int], [Int]>(pathExtension: "csv", diffing: rows) { value, _ in value }
        XCTAssertNotNil(check([1, 2], as: strategy, "rows", .missing))
        XCTAssertEqual(try String(contentsOfFile: references + "/rows.csv", encoding: .utf8), "1,2")
        XCTAssertNil(check([1, 2], as: strategy, "rows", .never))
        let failure = try XCTUnwrap(check([1, 2, 3], as: strategy, "rows", .never))
        XCTAssertTrue(failure.message.contains("3 rows, 2 expected, against \(references)/rows.csv"), failure.message)
    }

    /// An attachment's name is a file name the manifest can list: never a path, hidden, or the manifest.
    func testAttachmentNames() {
        for good in ["diff.png", "actual.layout.json", "side-by-side.png", "expected.txt", "diff.patch"] {
            XCTAssertNoThrow(try SnapshotAttachment(name: good, bytes: []), good)
        }
        for bad in ["../x.png", "diff/../../x", ".popsnap-manifest", "diff.", "diff..png", "notes.txt", "diff.PNG", "actual.t\u{1b}xt", "diff"] {
            XCTAssertThrowsError(try SnapshotAttachment(name: bad, bytes: []), bad)
        }
    }

    func testUnifiedLineDiff() {
        XCTAssertEqual(LineDiff.unified(reference: "a\nb\nc\n", actual: "a\nB\nc\n"), "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
        let long = (1...20).map { "\($0)\n" }.joined()
        let changed = long.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\n\n")
        XCTAssertEqual(LineDiff.unified(reference: long, actual: changed),
                       "@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+\n 19\n 20\n")
        XCTAssertEqual(LineDiff.unified(reference: "a\n", actual: "a"), "@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n")
        XCTAssertEqual(LineDiff.unified(reference: "", actual: "x\n"), "@@ -0,0 +1,1 @@\n+x\n")
        XCTAssertEqual(LineDiff.unified(reference: "a\nb\n", actual: "a\n"), "@@ -1,2 +1,1 @@\n a\n-b\n")
    }
}
