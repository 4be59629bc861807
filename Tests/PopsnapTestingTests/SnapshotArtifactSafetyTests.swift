import Foundation
import XCTest
import Popsnap
import PopsnapRaster
import PopsnapSnapshot
import PopsnapTestSupport
@testable import PopsnapTesting
import PopsnapGeometry

/// The test API leaves its artifacts by `popsnap verify`'s rules (the same `ArtifactFiles`): a manifest of
/// what it wrote, nothing else deleted or replaced, no link below the artifacts root followed.
final class SnapshotArtifactSafetyTests: TemporaryFolderTestCase {
    func check(_ color: Color, _ mode: RecordMode, artifacts: String) throws -> SnapshotIssue? {
        var canvas = try Canvas(width: 20, height: 10, fill: .white)
        canvas.fill(.rect(Rect(x: 2, y: 2, width: 16, height: 6)), with: .solid(color))
        return snapshotIssue(of: canvas.image, as: Image.snapshotting, named: "box",
                             configuration: SnapshotConfiguration(references: folder.path + "/refs", artifacts: artifacts, record: mode),
                             test: SnapshotTest(file: #filePath, function: "testBox()", scope: UUID().uuidString), environment: [:])
    }

    func testTheTestAPIDeletesAndReplacesOnlyWhatItsManifestLists() throws {
        let artifacts = folder.path + "/mine", box = artifacts + "/SnapshotArtifactSafetyTests%2Fbox"
        XCTAssertNotNil(try check(.black, .missing, artifacts: artifacts), "recorded")
        try FileManager.default.createDirectory(atPath: box, withIntermediateDirectories: true)
        for name in ["actual.png", "diff.png"] { try Data("mine".utf8).write(to: URL(fileURLWithPath: box + "/" + name)) }
        let before = try FolderTree(folder)
        XCTAssertNil(try check(.black, .never, artifacts: artifacts), "a pass")
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "a pass deletes none of the user's files")
        let refused = try XCTUnwrap(check(.white, .never, artifacts: artifacts))
        XCTAssertTrue(refused.isFailure)
        XCTAssertTrue(refused.message.contains("\(box)/actual.png is already there and is not a file Popsnap wrote"), refused.message)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "nor does a failure replace them")
        // Its own artifacts, listed, go on the next pass.
        try FileManager.default.removeItem(atPath: box)
        XCTAssertNotNil(try check(.white, .never, artifacts: artifacts))
        XCTAssertTrue(try String(contentsOfFile: box + "/.popsnap-manifest", encoding: .utf8).contains("\nactual.png\n"))
        XCTAssertNil(try check(.black, .never, artifacts: artifacts))
        XCTAssertFalse(FileManager.default.fileExists(atPath: box))
        // A link below the root is refused, and where it leads is untouched.
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../elsewhere", box), 0)
        let linked = try FolderTree(folder)
        let link = try XCTUnwrap(check(.white, .never, artifacts: artifacts))
        XCTAssertTrue(link.message.contains("could not write \(box): it is a symbolic link"), link.message)
        XCTAssertEqual(try FolderTree(folder).changes(since: linked), [])
    }
}
