import Foundation
import XCTest
import PopsnapTestSupport

/// verify, record and lint let a spec read only inside the tree they were given (and the current
/// folder), so a pull request's spec cannot pull a file of the CI machine into an artifact; the message
/// is the same whether the file outside exists or not.
final class ReadableFoldersTests: TemporaryFolderTestCase, ExhaustiveLayer {
    var outside: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        outside = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let png = try RunPopsnap.run(["render", "--kind", "hud", "--size", "20x20", "-o", outside.appendingPathComponent("secret.png").path], in: folder)
        XCTAssertEqual(png.status, 0, png.err)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("specs/link.png").path,
                                                   withDestinationPath: outside.appendingPathComponent("secret.png").path)
    }

    override func tearDownWithError() throws {
        if let outside { try? FileManager.default.removeItem(at: outside) }
        try super.tearDownWithError()
    }

    func spec(_ name: String, image: String) throws {
        let text = #"{"popup": {"kind": "custom", "root": {"type": "image", "image": "\#(image)"}}}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("specs/\(name).json"))
    }

    func testASpecReadsNothingOutsideItsTree() throws {
        let secret = outside.appendingPathComponent("secret.png").path, none = outside.appendingPathComponent("none.png").path
        for (name, image) in [("existing", secret), ("missing", none), ("link", "link.png")] {
            try spec(name, image: image)
            // Messages cut a value at 40 characters and give its length.
            let quoted = image.count > 40 ? "\"\(image.prefix(40))…\" (\(image.count) characters)" : "\"\(image)\""
            let message = "specs/\(name).json:1:65: popup.root.image: \(quoted) is outside the folders this spec may read "
                + "(specs and .); allow it with --allow-path DIR"
            let lint = try RunPopsnap.run(["lint", "specs/\(name).json"], in: folder)
            XCTAssertEqual(lint.status, 2, name)
            XCTAssertEqual(lint.err, "popsnap lint: " + message + "\n", "lint \(name)")
            let verify = try RunPopsnap.run(["verify", "specs/\(name).json"], in: folder)
            XCTAssertEqual(verify.status, 2, name)
            XCTAssertTrue(verify.err.contains("         " + message + "\n"), verify.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".popsnap-artifacts").path), "no artifact of \(name)")
        }
        // Allowed, it is read; render reads what the spec names without asking.
        let allowed = try RunPopsnap.run(["lint", "specs/existing.json", "--allow-path", outside.path], in: folder)
        XCTAssertNotEqual(allowed.status, 2, allowed.err)
        XCTAssertEqual(try RunPopsnap.run(["render", "specs/link.json", "-o", "out.png"], in: folder).status, 0)
        let noFolder = try RunPopsnap.run(["lint", "specs", "--allow-path", "nowhere"], in: folder)
        XCTAssertEqual(noFolder.err, "popsnap lint: --allow-path nowhere: no such folder\nRun 'popsnap lint --help' for usage.\n")
        // A file there is not "no such folder".
        let file = try RunPopsnap.run(["lint", "specs", "--allow-path", "out.png"], in: folder)
        XCTAssertEqual(file.err, "popsnap lint: --allow-path out.png is a regular file, not a folder\nRun 'popsnap lint --help' for usage.\n")
    }

    /// The command a failure prints to accept its render reads what the run was allowed to: without the
    /// run's --allow-path, `popsnap record` refused the spec it was offered for.
    func testTheAcceptCommandAllowsWhatTheRunAllowed() throws {
        try spec("existing", image: outside.appendingPathComponent("secret.png").path)
        let verify = try RunPopsnap.run(["verify", "specs/existing.json", "--allow-path", outside.path], in: folder)
        XCTAssertEqual(verify.status, 1, verify.err)
        let accept = "popsnap record specs/existing.json --allow-path \(outside.path)"
        XCTAssertTrue(verify.err.contains("record the reference: \(accept)\n"), verify.err)
        let record = try RunPopsnap.run(Array(accept.split(separator: " ").dropFirst().map(String.init)), in: folder)
        XCTAssertEqual(record.status, 0, record.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs/existing.png").path))
    }

    /// A reference is read under the same rule as the spec's images: a committed link `a.png -> /outside/x.png`
    /// copied x.png into the artifacts (expected.png) and told its size, or that it does not exist.
    func testAReferenceLinkOutOfTheTreeIsNotRead() throws {
        try Data(#"{"popup": {"kind": "hud", "mode": "success", "label": "x"}}"#.utf8).write(to: folder.appendingPathComponent("specs/a.json"))
        let reference = folder.appendingPathComponent("specs/a.png").path
        for target in [outside.appendingPathComponent("secret.png").path, outside.appendingPathComponent("none.png").path] {
            try? FileManager.default.removeItem(atPath: reference)
            try FileManager.default.createSymbolicLink(atPath: reference, withDestinationPath: target)
            for mode in ["never", "all"] {
                let r = try RunPopsnap.run(["verify", "specs/a.json", "--record", mode], in: folder)
                XCTAssertEqual(r.status, 2, r.err)
                XCTAssertTrue(r.err.contains("         the reference specs/a.png is a symbolic link that leads outside the folders this spec may "
                    + "read (specs and .); allow it with --allow-path DIR\n"), "\(target), \(mode): \(r.err)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".popsnap-artifacts").path), r.err)
            }
        }
        try FileManager.default.removeItem(atPath: reference)
        try FileManager.default.createSymbolicLink(atPath: reference, withDestinationPath: outside.appendingPathComponent("secret.png").path)
        let allowed = try RunPopsnap.run(["verify", "specs/a.json", "--allow-path", outside.path], in: folder)
        XCTAssertEqual(allowed.status, 1, allowed.err)
    }

    /// prune decodes every spec to know the images it reads: it read them anywhere, and told whether a file
    /// outside exists (exit 0 for one that does, 2 and "No such file or directory" for one that does not).
    func testPruneReadsNothingOutsideItsTree() throws {
        // Allowed, the file is read as verify reads it: there, or not.
        for (image, allowedStatus) in [(outside.appendingPathComponent("secret.png").path, 0), (outside.appendingPathComponent("none.png").path, 2)] {
            try spec("probe", image: image)
            let r = try RunPopsnap.run(["prune", "specs"], in: folder)
            XCTAssertEqual(r.status, 2, r.err)
            XCTAssertTrue(r.err.hasPrefix("popsnap prune: cannot tell which images specs/probe.json reads, so nothing was pruned: "
                + "specs/probe.json:1:65: popup.root.image: \"\(image.prefix(40))…\" (\(image.count) characters) is outside the folders "
                + "this spec may read (specs and .); allow it with --allow-path DIR\n"), r.err)
            let allowed = try RunPopsnap.run(["prune", "specs", "--allow-path", outside.path], in: folder)
            XCTAssertEqual(allowed.status, Int32(allowedStatus), allowed.err)
            XCTAssertFalse(allowed.err.contains("outside the folders"), allowed.err)
        }
    }

    /// A spec file that is a link out of the tree was read, and its content quoted in the errors ("unknown key
    /// \"apiToken\"", "found 'root'"); a dangling one said "No such file or directory". One message for both.
    func testASpecLinkOutOfTheTreeIsNotRead() throws {
        try Data(#"{"popup": {"kind": "hud"}, "apiToken": "sk-SECRET"}"#.utf8).write(to: outside.appendingPathComponent("secret.json"))
        for (name, target) in [("link", "secret.json"), ("gone", "none.json")] {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("specs/\(name).json").path,
                                                       withDestinationPath: outside.appendingPathComponent(target).path)
        }
        let message = { (name: String) in
            "specs/\(name).json: the spec is a symbolic link that leads outside the folders a spec may read (specs and .); "
                + "allow it with --allow-path DIR"
        }
        for command in ["verify", "lint"] {
            let r = try RunPopsnap.run([command, "specs"], in: folder)
            XCTAssertEqual(r.status, 2, r.err)
            XCTAssertFalse(r.err.contains("apiToken") || r.err.contains("No such file"), r.err)
            XCTAssertTrue(r.err.contains(message("gone")), "\(command): \(r.err)")
            if command == "verify" { XCTAssertTrue(r.err.contains(message("link")), r.err) }
        }
        let prune = try RunPopsnap.run(["prune", "specs"], in: folder)
        XCTAssertEqual(prune.status, 2, prune.err)
        XCTAssertFalse(prune.err.contains("apiToken") || prune.err.contains("No such file"), prune.err)
        // Allowed, it is read as any spec is.
        let allowed = try RunPopsnap.run(["lint", "specs/link.json", "--allow-path", outside.path], in: folder)
        XCTAssertTrue(allowed.err.contains("unknown key \"apiToken\""), allowed.err)
    }

    /// A spec naming a file outside stops `prune --delete` before it deletes anything; allowed, it lists the orphan.
    func testPruneDeletesNothingWhileASpecReadsOutside() throws {
        let orphan = folder.appendingPathComponent("specs/gone.png")
        try Data("not read".utf8).write(to: orphan)
        for (name, image) in [("existing", outside.appendingPathComponent("secret.png").path), ("missing", outside.appendingPathComponent("none.png").path)] {
            try spec("a", image: image)
            let prune = try RunPopsnap.run(["prune", "specs", "--delete"], in: folder)
            XCTAssertEqual(prune.status, 2, name)
            XCTAssertTrue(prune.err.contains("is outside the folders this spec may read (specs and .); allow it with --allow-path DIR"), prune.err)
            XCTAssertTrue(FileManager.default.fileExists(atPath: orphan.path), "nothing pruned (\(name))")
        }
        try spec("a", image: outside.appendingPathComponent("secret.png").path)
        let allowed = try RunPopsnap.run(["prune", "specs", "--allow-path", outside.path], in: folder)
        XCTAssertEqual(allowed.status, 0, allowed.err)
        XCTAssertEqual(allowed.out, "specs/gone.png\n")
    }
}
