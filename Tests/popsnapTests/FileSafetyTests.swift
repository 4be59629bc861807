import Foundation
import XCTest
import PopsnapTestSupport

/// Users' files are never lost: no output written over an input, links and devices handled by
/// one stated rule, only regular files read, `--overwrite` and `prune --delete` touching only what
/// Popsnap wrote.
final class FileSafetyTests: TemporaryFolderTestCase, ExhaustiveLayer {
    let alert = ReferenceImage.snapshots.appendingPathComponent("alert.json").path

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    func names(_ sub: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sub.isEmpty ? folder.path : path(sub)).sorted()
    }

    func copyAlert(to name: String) throws {
        try FileManager.default.copyItem(atPath: alert, toPath: path(name))
    }

    func run(_ arguments: [String], timeout: Double = 60) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder, timeout: timeout)
    }

    // MARK: - An output that is an input

    func testRenderRefusesToWriteOverItsSpec() throws {
        try copyAlert(to: "s.json")
        try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: "s.json")
        let before = contents("s.json")
        for output in ["s.json", "./s.json", "link.json", folder.path + "/s.json"] {
            let r = try run(["render", "s.json", "-o", output])
            XCTAssertEqual(r.status, 2, output)
            XCTAssertTrue(r.err.contains("-o \(output) is also an input (s.json)"), r.err)
            XCTAssertEqual(contents("s.json"), before, "the spec is untouched")
        }
        XCTAssertEqual(try names(), ["link.json", "s.json"], "nothing else written")
    }

    func testRenderRefusesToWriteOverAnImageTheSpecReads() throws {
        XCTAssertEqual(try run(["render", alert, "--scale", "1", "-o", "bg.png"]).status, 0)
        try Data(#"{"scale": 1, "background": {"image": "bg.png"}, "popup": {"kind": "hud"}}"#.utf8).write(to: folder.appendingPathComponent("s.json"))
        let before = contents("bg.png")
        let r = try run(["render", "s.json", "-o", "bg.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("-o bg.png is also an input (./bg.png)"), r.err)
        XCTAssertEqual(contents("bg.png"), before)
        let flag = try run(["render", "--kind", "hud", "--background", "bg.png", "-o", "bg.png"])
        XCTAssertEqual(flag.status, 2, "--background's file is an input too")
        XCTAssertEqual(contents("bg.png"), before)
    }

    func testDiffRefusesToWriteOverAnInputOrOneFileTwice() throws {
        XCTAssertEqual(try run(["render", alert, "--scale", "1", "-o", "a.png"]).status, 0)
        XCTAssertEqual(try run(["render", alert, "--scale", "1", "--appearance", "dark", "-o", "b.png"]).status, 0)
        let a = contents("a.png"), b = contents("b.png")
        for args in [["-o", "a.png"], ["--side-by-side", "b.png"], ["-o", "x.png", "--side-by-side", "./x.png"]] {
            let r = try run(["diff", "a.png", "b.png"] + args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.err)")
        }
        XCTAssertEqual(contents("a.png"), a)
        XCTAssertEqual(contents("b.png"), b)
        XCTAssertEqual(try names(), ["a.png", "b.png"])
    }

    func testAnimateAndVerifyRefuseToWriteOverInputs() throws {
        try copyAlert(to: "a.json")
        try copyAlert(to: "b.json")
        let before = contents("a.json")
        let r = try run(["animate", "--from", "a.json", "--to", "b.json", "--scale", "1", "-o", "a.json"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(contents("a.json"), before)
        let v = try run(["verify", ".", "--record", "never", "--junit", "b.json"])
        XCTAssertEqual(v.status, 2, v.err)
        XCTAssertTrue(v.err.contains("--junit b.json is also an input"), v.err)
        XCTAssertFalse(v.err.contains("passed"), "refused before the run: \(v.err)")
        XCTAssertEqual(contents("b.json"), before)
    }

    /// `record` would write the reference over an image the spec reads, if one is linked to the other.
    func testRecordRefusesAReferenceThatIsAnInput() throws {
        XCTAssertEqual(try run(["render", alert, "--scale", "1", "-o", "bg.png"]).status, 0)
        try Data(#"{"scale": 1, "background": {"image": "bg.png"}, "popup": {"kind": "hud"}}"#.utf8).write(to: folder.appendingPathComponent("s.json"))
        XCTAssertEqual(link(path("bg.png"), path("s.png")), 0)
        let before = contents("bg.png")
        let r = try run(["record", "s.json"])
        XCTAssertEqual(r.status, 2, r.err)
        // Refused before the run, as the reference of one spec linked to an image another reads is.
        XCTAssertTrue(r.err.contains("the reference s.png of s.json is the same file as ./bg.png, which s.json reads"), r.err)
        XCTAssertEqual(contents("bg.png"), before)
    }

    // MARK: - Links, devices and FIFOs as outputs

    func testOutputThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
        try Data().write(to: folder.appendingPathComponent("real.png"))
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: "real.png")
        XCTAssertEqual(try run(["render", alert, "--scale", "1", "-o", "link.png"]).status, 0)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.png")), "real.png")
        XCTAssertEqual(contents("real.png")?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        XCTAssertEqual(try names(), ["link.png", "real.png"], "no temporary file left")

        try FileManager.default.createSymbolicLink(atPath: path("dangling.png"), withDestinationPath: "missing/none.png")
        let r = try run(["render", alert, "--scale", "1", "-o", "dangling.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("dangling.png: it is a symbolic link to a file that does not exist"), r.err)
    }

    func testAFIFOIsWrittenThroughNotReplaced() throws {
        XCTAssertEqual(mkfifo(path("pipe"), 0o644), 0)
        // No reader: refused at once rather than waiting for one.
        let lonely = try run(["render", alert, "--scale", "1", "-o", "pipe"], timeout: 30)
        XCTAssertEqual(lonely.status, 2)
        XCTAssertTrue(lonely.err.contains("no process is reading the FIFO"), lonely.err)
        // With a reader it gets the PNG, and the FIFO stays a FIFO.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat pipe > got.png"]
        reader.currentDirectoryURL = folder
        try reader.run()
        var r = (status: Int32(2), out: "", err: "")
        for _ in 0..<50 where r.status != 0 {  // until cat has opened the FIFO
            usleep(100_000)
            r = try run(["render", alert, "--scale", "1", "-o", "pipe"], timeout: 30)
        }
        reader.waitUntilExit()
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(contents("got.png")?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path("pipe"))[.type] as? FileAttributeType, .typeUnknown, "still a FIFO")
    }

    /// Device nodes need root to make; CI runs as root.
    func testACharacterDeviceIsWrittenThroughAndABlockDeviceRefused() throws {
        try XCTSkipIf(getuid() != 0, "making device nodes needs root")
        XCTAssertEqual(mknod(path("null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)), 0)
        XCTAssertEqual(mknod(path("loop"), S_IFBLK | 0o600, dev_t(7 << 8 | 0)), 0)
        let null = try run(["render", alert, "--scale", "1", "-o", "null"])
        XCTAssertEqual(null.status, 0, null.err)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path("null"))[.type] as? FileAttributeType, .typeCharacterSpecial)
        let block = try run(["render", alert, "--scale", "1", "-o", "loop"])
        XCTAssertEqual(block.status, 2)
        XCTAssertTrue(block.err.contains("loop: it is a block device"), block.err)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path("loop"))[.type] as? FileAttributeType, .typeBlockSpecial)
        XCTAssertEqual(try names(), ["loop", "null"])
        // An endless device as an input is refused by its kind, before a byte is read.
        XCTAssertEqual(mknod(path("zero"), S_IFCHR | 0o666, dev_t(1 << 8 | 5)), 0)
        for args in [["diff", "zero", "zero"], ["render", "zero", "-o", "x.png"], ["render", "--kind", "hud", "--background", "zero.png", "-o", "x.png"]] {
            if args.contains("zero.png") { XCTAssertEqual(symlink("zero", path("zero.png")), 0) }
            let r = try run(args, timeout: 30)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertTrue(r.err.contains("it is a character device; only regular files are read"), "\(args): \(r.err)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
    }

    // MARK: - Inputs that are not regular files, or too large

    func testFIFOsAndDevicesAsInputsAreRefusedAtOnce() throws {
        XCTAssertEqual(mkfifo(path("fifo.json"), 0o644), 0)
        XCTAssertEqual(mkfifo(path("fifo.png"), 0o644), 0)
        XCTAssertEqual(try run(["render", alert, "--scale", "1", "-o", "ok.png"]).status, 0)
        let cases: [([String], String)] = [
            (["render", "fifo.json", "-o", "x.png"], "fifo.json: cannot read the file: it is a FIFO (named pipe); only regular files are read"),
            (["render", "--kind", "hud", "--background", "fifo.png", "-o", "x.png"], "it is a FIFO (named pipe)"),
            (["diff", "fifo.png", "ok.png"], "could not read fifo.png: it is a FIFO (named pipe)"),
            (["verify", ".", "--record", "never"], "it is a FIFO (named pipe)"),
        ]
        for (args, message) in cases {
            let r = try run(args, timeout: 30)
            XCTAssertEqual(r.status, 2, "\(args): \(r.err)")
            XCTAssertTrue(r.err.contains(message), "\(args): \(r.err)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
    }

    func testAFontFolderHoldingAFIFOIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("fonts"), withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: ReferenceImage.snapshots.deletingLastPathComponent().appendingPathComponent("Fonts").path)
        where name.hasSuffix(".ttf") || name.hasSuffix(".otf") {
            XCTAssertEqual(mkfifo(path("fonts/" + name), 0o644), 0)
        }
        let r = try run(["render", alert, "--fonts-dir", "fonts", "-o", "x.png"], timeout: 30)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("it is a FIFO (named pipe); only regular files are read"), r.err)
    }

    func testAnOversizedSpecIsRefusedWithItsRealSize() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: path("big.json"), contents: nil))
        XCTAssertEqual(truncate(path("big.json"), 52 << 20), 0)  // sparse: no 52 MB written
        let r = try run(["render", "big.json", "-o", "x.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("big.json: the file is 54525952 bytes, more than the limit of 1048576 bytes; raise it with --max-spec-bytes"), r.err)
    }

    // MARK: - Frame folders

    func testAnimateIntoTheCurrentFolderKeepsEveryOtherFile() throws {
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: work.appendingPathComponent("notes.txt"))
        try Data("x".utf8).write(to: work.appendingPathComponent("sub/x"))
        let refused = try RunPopsnap.run(["animate", alert, "--scale", "1", "--fps", "20", "-o", "."], in: work)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.err.contains(". exists and is not empty"), refused.err)
        XCTAssertEqual(try RunPopsnap.run(["animate", alert, "--scale", "1", "--fps", "20", "-o", "./", "--overwrite"], in: work).status, 0)
        let seven = (0..<7).map { String(format: "frame-%04d.png", $0) }
        XCTAssertEqual(try names("work"), seven + ["notes.txt", "sub"])
        // A shorter run replaces its frames and removes the earlier run's extra ones, nothing else.
        let sub = work.appendingPathComponent("sub")
        XCTAssertEqual(try RunPopsnap.run(["animate", alert, "--scale", "1", "--fps", "10", "-o", "..", "--overwrite"], in: sub).status, 0)
        XCTAssertEqual(try names("work"), Array(seven.prefix(4)) + ["notes.txt", "sub"])
        XCTAssertEqual(try names("work/sub"), ["x"])
        XCTAssertEqual(FileManager.default.contents(atPath: work.appendingPathComponent("notes.txt").path), Data("notes".utf8))
    }

    /// `--overwrite` means "frames into a folder that is not empty"; with a file output it would be ignored.
    func testOverwriteWithoutAFolderIsRefused() throws {
        for output in ["x.apng", "x.png"] {
            let r = try run(["animate", alert, "--scale", "1", "--overwrite", "-o", output] + (output == "x.png" ? ["--at", "0"] : []))
            XCTAssertEqual(r.status, 2, r.err)
            XCTAssertTrue(r.err.contains("--overwrite lets frames go into a folder that is not empty"), r.err)
        }
        XCTAssertEqual(try names(), [])
    }

    func testAnimateIntoAnEmptyCurrentFolderWorks() throws {
        let r = try RunPopsnap.run(["animate", alert, "--scale", "1", "--fps", "10", "-o", "."], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try names(), (0..<4).map { String(format: "frame-%04d.png", $0) })
    }

    // MARK: - prune

    func testPruneNeverDeletesAnImageASpecReads() throws {
        XCTAssertEqual(try run(["render", alert, "--scale", "1", "-o", "bg.png"]).status, 0)
        try FileManager.default.copyItem(atPath: path("bg.png"), toPath: path("icon.png"))
        try FileManager.default.copyItem(atPath: path("bg.png"), toPath: path("gone.png"))
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: "gone.png")
        try Data(#"{"scale": 1, "background": {"image": "bg.png"}, "popup": {"kind": "confirmation", "icon": {"image": "icon.png"}, "message": "m"}}"#.utf8)
            .write(to: folder.appendingPathComponent("s.json"))
        let list = try run(["prune", "."])
        XCTAssertEqual(list.out, "./gone.png\n", "only the orphan; not the images s.json reads, not a link")
        XCTAssertEqual(try run(["prune", ".", "--delete"]).status, 0)
        XCTAssertEqual(try names(), ["bg.png", "icon.png", "link.png", "s.json"])
    }

    func testPruneDeletesNothingWhenASpecCannotBeRead() throws {
        try Data("{".utf8).write(to: folder.appendingPathComponent("broken.json"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("screen.png"))
        let r = try run(["prune", ".", "--delete"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("cannot tell which images ./broken.json reads, so nothing was pruned"), r.err)
        XCTAssertEqual(try names(), ["broken.json", "screen.png"])
    }

    // MARK: - Signals

    /// Interrupted, `animate` and `record` remove their temporary files and exit 128 + the signal.
    func testSignalsLeaveNoTemporaryFiles() throws {
        try copyAlert(to: "alert.json")
        let runs: [([String], Int32, Int32)] = [
            (["animate", "alert.json", "--duration", "10", "--fps", "60", "-o", "out.apng"], SIGINT, 130),
            (["animate", "alert.json", "--duration", "10", "--fps", "60", "-o", "frames/"], SIGTERM, 143),
            (["animate", "alert.json", "--duration", "10", "--fps", "60", "-o", "hup.apng"], SIGHUP, 129),
        ]
        for (args, signal, status) in runs {
            let process = Process()
            process.executableURL = try RunPopsnap.binary()
            process.arguments = args
            process.currentDirectoryURL = folder
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait until the temporary file or folder exists, so the signal lands mid-write.
            for _ in 0..<300 where try names().allSatisfy({ !$0.hasPrefix(".") }) { usleep(20_000) }
            XCTAssertTrue(try names().contains { $0.hasPrefix(".") }, "\(args): a temporary file while writing")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, status, "\(args)")
            XCTAssertEqual(try names(), ["alert.json"], "\(args): nothing left behind")
        }
    }
}

extension FileSafetyTests {
    /// `-o NAME/` where NAME is an existing file is refused without --overwrite, and the file is kept.
    func testAFramesFolderOverAnExistingFileIsRefusedWithoutOverwrite() throws {
        try Data("precious".utf8).write(to: folder.appendingPathComponent("frames"))
        let r = try RunPopsnap.run(["animate", alert, "--fps", "10", "--scale", "1", "-o", "frames/"], in: folder)
        XCTAssertEqual(r.status, 2, "refused without --overwrite")
        XCTAssertEqual(try? String(contentsOf: folder.appendingPathComponent("frames"), encoding: .utf8), "precious", "the user's file is intact")
    }
}
