import Foundation
import Testing
import XCTest
import Popsnap
import PopsnapRaster
import PopsnapTestSupport
@testable import PopsnapTesting
import PopsnapCompare
import PopsnapGeometry
import PopsnapSnapshot

/// Either call works under either framework: a failure or a recording goes to the test that is running,
/// never to the other framework, which would drop it and let the test pass.
enum Boxes {
    static func image(_ color: Color) throws -> Image {
        var canvas = try Canvas(width: 20, height: 10, fill: .white)
        canvas.fill(.roundedRect(Rect(x: 2, y: 2, width: 16, height: 6), cornerRadius: 3), with: .solid(color))
        return canvas.image
    }

    /// A reference recorded as `box`, copied as `changed` and `same` for checks of other images (a name is
    /// taken once a test).
    static func copyBox(in references: String) throws {
        let folder = references + "/FrameworkRoutingTests/"
        for name in ["changed", "same"] { try FileManager.default.copyItem(atPath: folder + "box.png", toPath: folder + name + ".png") }
    }

    static func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-routing-\(UUID().uuidString)").path
    }
}

@Suite struct AssertSnapshotInSwiftTesting {
    @Test func aRecordingAndAMismatchAreIssuesOfTheTest() throws {
        let references = Boxes.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: references) }
        let red = try Boxes.image(Color(red: 1, green: 0, blue: 0)), black = try Boxes.image(.black)
        try withSnapshotConfiguration(SnapshotConfiguration(references: references, artifacts: references + "/artifacts")) {
            withKnownIssue {
                assertSnapshot(of: red, named: "box", record: .missing)
            } matching: { $0.comments.contains { $0.rawValue.contains("recorded \(references)/FrameworkRoutingTests/box.png") } }
            try Boxes.copyBox(in: references)
            let line = #line + 2
            withKnownIssue {
                assertSnapshot(of: black, named: "changed", record: .never)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("does not match its reference") }
                    && issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "FrameworkRoutingTests.swift"
            }
        }
    }
}

final class ExpectSnapshotInXCTestTests: TemporaryFolderTestCase {
    /// What the calls under test fail with, kept rather than failing this test.
    private var caught: [(file: String, line: Int, message: String)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if caught != nil {
            caught?.append((filePath, lineNumber, description))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `body` makes.
    func failures(_ body: () throws -> Void) rethrows -> [(file: String, line: Int, message: String)] {
        caught = []
        defer { caught = nil }
        try body()
        return caught ?? []
    }

    func testARecordingAndAMismatchFailTheTest() throws {
        let references = folder.path + "/refs"
        let red = try Boxes.image(Color(red: 1, green: 0, blue: 0)), black = try Boxes.image(.black)
        try withSnapshotConfiguration(SnapshotConfiguration(references: references, artifacts: folder.path + "/artifacts")) {
            let recorded = failures { expectSnapshot(of: red, named: "box", record: .missing) }
            XCTAssertEqual(recorded.count, 1, "recording fails the test")
            XCTAssertTrue(recorded.first?.message.contains("recorded \(references)/FrameworkRoutingTests/box.png") == true, "\(recorded)")
            try Boxes.copyBox(in: references)
            let line = #line + 1
            let mismatch = failures { expectSnapshot(of: black, named: "changed", record: .never) }
            XCTAssertEqual(mismatch.count, 1)
            XCTAssertTrue(mismatch.first?.message.contains("does not match its reference") == true, "\(mismatch)")
            XCTAssertEqual(mismatch.first?.file, #filePath)
            XCTAssertEqual(mismatch.first?.line, line)
            XCTAssertEqual(failures { expectSnapshot(of: red, named: "same", record: .never) }.count, 0, "a match is no failure")
        }
    }

    /// A spec's file name reaches the failure message escaped: its ESC cannot clear the runner's terminal.
    func testAFailureMessageHoldsNoControlCharacter() throws {
        let spec = folder.path + "/clear\u{1B}[2J.json"
        let failed = failures { expectSnapshot(of: spec, as: .specFile, named: "escaped", record: .never) }
        XCTAssertEqual(failed.count, 1)
        XCTAssertFalse(failed.first?.message.contains("\u{1B}") ?? true, "\(failed)")
        XCTAssertTrue(failed.first?.message.contains("clear\\u001B[2J.json") == true, "\(failed)")
    }
}
