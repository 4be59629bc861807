import Foundation
import XCTest
import PopsnapTestSupport

/// The artifacts folder holds the user's files too when they point it at one of theirs (`--artifacts .`):
/// Popsnap deletes and replaces only what its manifest lists, follows no link below the artifacts root,
/// and refuses an artifacts path that is a file, or a report inside a folder the run clears, up front.
final class ArtifactSafetyTests: TemporaryFolderTestCase, ExhaustiveLayer {
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ text: String, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder, environment: environment, timeout: 120)
    }

    static let artifactNames = ["actual.png", "expected.png", "diff.png", "side-by-side.png", "actual.apng"]

    /// `a.json` recorded, and a.png made to differ from its render when `failing`.
    func recordSpec(failing: Bool) throws {
        try write(ReferenceSafetyTests.spec, "a.json")
        XCTAssertEqual(try run(["record", "a.json"]).status, 0)
        if failing { XCTAssertEqual(try run(["render", "a.json", "--appearance", "dark", "-o", "a.png"]).status, 0) }
    }

    func testArtifactsInAFolderOfTheUsersNeverDeleteOrReplaceItsFiles() throws {
        try recordSpec(failing: false)
        for name in Self.artifactNames { try write("mine: \(name)", "a/\(name)") }
        let before = try FolderTree(folder)
        for environment in [nil, ["POPSNAP_ARTIFACTS": "."]] {
            let arguments = ["verify", "a.json"] + (environment == nil ? ["--artifacts", "."] : [])
            let pass = try run(arguments, environment: environment)
            XCTAssertEqual(pass.status, 0, pass.err)
            XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "a pass deletes nothing it did not write")
        }
        XCTAssertEqual(try run(["render", "a.json", "--appearance", "dark", "-o", "a.png"]).status, 0)
        let failing = try FolderTree(folder)
        let fail = try run(["verify", "a.json", "--artifacts", "."])
        XCTAssertEqual(fail.status, 2, fail.err)
        XCTAssertTrue(fail.err.contains("./a/expected.png is already there and is not a file Popsnap wrote (one its .popsnap-manifest lists), "
            + "so it is left as it is: move it, or choose another folder for the artifacts"), fail.err)
        XCTAssertTrue(fail.err.contains("1 could not be written"), fail.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: failing), [], "a failure replaces nothing it did not write")
    }

    /// What a failure writes is listed; the next run removes exactly that, and a file added beside it stays.
    func testCleanupRemovesOnlyWhatTheManifestLists() throws {
        try recordSpec(failing: true)
        let fail = try run(["verify", "a.json"])
        XCTAssertEqual(fail.status, 1, fail.err)
        let check = ".popsnap-artifacts/a"
        XCTAssertEqual(try String(contentsOfFile: path(check + "/.popsnap-manifest"), encoding: .utf8),
                       "# Files Popsnap wrote in this folder; it deletes only these.\nexpected.png\nactual.png\ndiff.png\nside-by-side.png\n")
        try write("mine", check + "/notes.txt")
        // An edited manifest cannot send a delete anywhere else.
        try write("kept", "kept.png")
        let manifest = try String(contentsOfFile: path(check + "/.popsnap-manifest"), encoding: .utf8)
        try write(manifest + "../../kept.png\nnotes.txt\n", check + "/.popsnap-manifest")
        XCTAssertEqual(try run(["record", "a.json"]).status, 0)
        let pass = try run(["verify", "a.json"])
        XCTAssertEqual(pass.status, 0, pass.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path(check)), ["notes.txt"])
        XCTAssertEqual(FileManager.default.contents(atPath: path("kept.png")), Data("kept".utf8))
        // Once that file is gone, the next run leaves no empty folder behind.
        XCTAssertEqual(unlink(path(check + "/notes.txt")), 0)
        XCTAssertEqual(try run(["render", "a.json", "--appearance", "dark", "-o", "a.png"]).status, 0)
        XCTAssertEqual(try run(["verify", "a.json"]).status, 1)
        XCTAssertEqual(try run(["record", "a.json"]).status, 0)
        XCTAssertEqual(try run(["verify", "a.json"]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path(".popsnap-artifacts")), [])
    }

    /// A FIFO under a listed name is not Popsnap's file either: never written through.
    func testAFIFOTheManifestListsIsNeitherRemovedNorWrittenThrough() throws {
        try recordSpec(failing: true)
        try write("# Files Popsnap wrote in this folder; it deletes only these.\nactual.png\nexpected.png\n", ".popsnap-artifacts/a/.popsnap-manifest")
        XCTAssertEqual(mkfifo(path(".popsnap-artifacts/a/actual.png"), 0o644), 0)
        let before = try FolderTree(folder)
        let r = try run(["verify", "a.json"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains(".popsnap-artifacts/a/actual.png is already there and is not a file Popsnap wrote"), r.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [".popsnap-artifacts/a/.popsnap-manifest"], "only the manifest, removed by the cleanup")
    }

    func testALinkInTheArtifactsTreeIsRefusedNotFollowed() throws {
        try recordSpec(failing: false)
        // Elsewhere looks like an artifacts folder, manifest and all: still never touched through the link.
        for name in Self.artifactNames { try write("elsewhere: \(name)", "elsewhere/\(name)") }
        try write(Self.artifactNames.joined(separator: "\n") + "\n", "elsewhere/.popsnap-manifest")
        try FileManager.default.createDirectory(atPath: path(".popsnap-artifacts"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../elsewhere", path(".popsnap-artifacts/a")), 0)
        let before = try FolderTree(folder)
        let message = "could not write .popsnap-artifacts/a: it is a symbolic link, and Popsnap follows no link inside a folder it writes "
            + "and deletes in, where one could lead anywhere: remove the link"
        let pass = try run(["verify", "a.json"])
        XCTAssertEqual(pass.status, 2, pass.err)
        XCTAssertTrue(pass.err.contains(message), pass.err)
        XCTAssertEqual(try run(["render", "a.json", "--appearance", "dark", "-o", "a.png"]).status, 0)
        let failing = try FolderTree(folder)
        let fail = try run(["verify", "a.json"])
        XCTAssertEqual(fail.status, 2, fail.err)
        XCTAssertTrue(fail.err.contains(message), fail.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: failing), [])
        XCTAssertEqual(try FolderTree(folder).changes(since: before), ["a.png"], "only the test's own render changed")
        // A link as the manifest itself is refused too.
        XCTAssertEqual(unlink(path(".popsnap-artifacts/a")), 0)
        try FileManager.default.createDirectory(atPath: path(".popsnap-artifacts/a"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../../elsewhere/.popsnap-manifest", path(".popsnap-artifacts/a/.popsnap-manifest")), 0)
        let linked = try FolderTree(folder)
        let manifest = try run(["verify", "a.json"])
        XCTAssertEqual(manifest.status, 2, manifest.err)
        XCTAssertTrue(manifest.err.contains("could not read .popsnap-artifacts/a/.popsnap-manifest: it is a symbolic link"), manifest.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: linked), [])
    }

    func testAnArtifactsPathThatIsAFileOrHoldsAReportIsRefusedUpFront() throws {
        try recordSpec(failing: true)
        try write("mine", "file")
        let before = try FolderTree(folder)
        let cases: [([String], [String: String]?, String)] = [
            (["--artifacts", "file"], nil, "--artifacts file is a regular file, not a folder; the artifacts go in a folder"),
            ([], ["POPSNAP_ARTIFACTS": "file"], "POPSNAP_ARTIFACTS=file is a regular file, not a folder"),
            (["--artifacts", "file/sub"], nil, "--artifacts file/sub is not a path to a folder (Not a directory)"),
            (["--report", ".popsnap-artifacts/a/report.html"], nil,
             "--report .popsnap-artifacts/a/report.html is inside .popsnap-artifacts/a, the artifacts folder of a.json, which the run clears and writes"),
            (["--junit", "out/a", "--artifacts", "out"], nil, "--junit out/a is inside out/a, the artifacts folder of a.json"),
            // The artifacts root, or a folder above it that the run would make: a pass wrote the report
            // where the artifacts go, a failure ran every spec, then could not replace the folder.
            (["--report", "art", "--artifacts", "art"], nil,
             "--report art is the artifacts folder art, or a folder it is in, which the run makes: choose a path outside it"),
            (["--junit", "new", "--artifacts", "new/art"], nil,
             "--junit new is the artifacts folder new/art, or a folder it is in, which the run makes: choose a path outside it"),
            (["--report", "./art/."], ["POPSNAP_ARTIFACTS": "art"], "--report ./art/. is the artifacts folder art"),
        ]
        for (arguments, environment, message) in cases {
            let r = try run(["verify", "a.json"] + arguments, environment: environment)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.err)")
            XCTAssertTrue(r.err.contains(message), "\(arguments): \(r.err)")
            XCTAssertFalse(r.err.contains("CocoaError") || r.err.contains("failed"), r.err)
            XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "\(arguments): nothing written")
        }
    }

    /// A committed link at a report's name that leads out of its folder is not written through: `r.html ->
    /// ../outside/p.txt` turned the text file into the HTML report. A link inside its folder is written through.
    func testAReportIsNeverWrittenThroughALinkOutOfItsFolder() throws {
        try recordSpec(failing: false)
        try write("precious", "outside/p.txt")
        try FileManager.default.createDirectory(atPath: path("reports"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("reports/r.html"), withDestinationPath: "../outside/p.txt")
        try FileManager.default.createSymbolicLink(atPath: path("reports/j.xml"), withDestinationPath: "../outside/p.txt")
        let before = try FolderTree(folder)
        for option in ["--report", "--junit"] {
            let file = option == "--report" ? "reports/r.html" : "reports/j.xml"
            let r = try run(["verify", "a.json", option, file])
            XCTAssertEqual(r.status, 2, r.err)
            XCTAssertTrue(r.err.contains("\(option) \(file): could not write \(file): it is a symbolic link to "), r.err)
            XCTAssertTrue(r.err.contains("outside reports; Popsnap writes through no link that leaves the folder it was given"), r.err)
        }
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "nothing written")
        try write("<!DOCTYPE html>\n<html>old report</html>", "reports/kept.html")
        try FileManager.default.createSymbolicLink(atPath: path("reports/latest.html"), withDestinationPath: "kept.html")
        XCTAssertEqual(try run(["verify", "a.json", "--report", "reports/latest.html"]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: path("reports/kept.html"), encoding: .utf8).contains("<html"), "written where the link points")
        XCTAssertEqual(try String(contentsOfFile: path("outside/p.txt"), encoding: .utf8), "precious")
    }
}
