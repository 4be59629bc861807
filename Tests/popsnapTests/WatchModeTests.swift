import Foundation
import PopsnapPNG
import PopsnapTestSupport
import XCTest

/// `render --watch` and `animate --watch` as a user runs them: the real binary, edits made to its files, the new
/// image read back. Every wait is for a line the run prints after its file is in place, never for a time;
/// the limits on waits only keep a broken run from hanging the suite.
final class WatchModeTests: TemporaryFolderTestCase, ExhaustiveLayer {
    private func spec(title: String, background: String? = nil) -> String {
        #"{"canvas": {"width": 320, "height": 240}, "scale": 1, "#
            + (background.map { #""background": {"image": "\#($0)"}, "# } ?? "")
            + #""popup": {"kind": "alert", "title": "\#(title)", "message": "m", "button": "OK"}}"#
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Saves as editors do: a new file renamed over the old one.
    private func save(_ text: String, as name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
    }

    /// The decoded pixels, compared as one value so a failure prints no megabyte of numbers.
    private func pixels(_ name: String) throws -> Data { Data(try PNG.readStraight(contentsOf: path(name)).rgba) }

    /// The pixels a fresh `render` (without --watch) of `spec` draws.
    private func freshRender(of spec: String) throws -> Data {
        try save(spec, as: "fresh.json")
        let r = try RunPopsnap.run(["render", "fresh.json", "-o", "fresh.png"], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
        return try pixels("fresh.png")
    }

    func testAnEditOfTheSpecRendersItAgain() throws {
        try save(spec(title: "First"), as: "s.json")
        let run = try WatchedRun(["render", "--watch", "s.json", "-o", "out.png"], in: folder)
        try run.waitForLines(1)
        let first = try pixels("out.png")
        XCTAssertEqual(first, try freshRender(of: spec(title: "First")))
        try save(spec(title: "Second"), as: "s.json")
        try run.waitForLines(2)
        let second = try pixels("out.png")
        XCTAssertNotEqual(second, first, "the title changed")
        XCTAssertEqual(second, try freshRender(of: spec(title: "Second")))
        XCTAssertEqual(run.lines, ["popsnap render: wrote out.png", "popsnap render: wrote out.png"])
        XCTAssertEqual(try run.interrupt(), 130)
    }

    func testABrokenSpecIsReportedAndTheWatchGoesOn() throws {
        try save(spec(title: "First"), as: "s.json")
        let run = try WatchedRun(["render", "--watch", "s.json", "-o", "out.png"], in: folder)
        try run.waitForLines(1)
        try save(#"{"canvas": 3"#, as: "s.json")
        try run.waitForLines(2)
        let broken = try RunPopsnap.run(["render", "s.json", "-o", "other.png"], in: folder)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(run.lines[1] + "\n", broken.err, "the error in the words of a render without --watch")
        XCTAssertTrue(run.isRunning)
        try save(spec(title: "Fixed"), as: "s.json")
        try run.waitForLines(3)
        XCTAssertEqual(run.lines[2], "popsnap render: wrote out.png")
        XCTAssertEqual(try pixels("out.png"), try freshRender(of: spec(title: "Fixed")))
        XCTAssertEqual(try run.interrupt(), 130)
    }

    /// An edit that makes the spec read its own output is refused like a broken spec, with no usage hint
    /// (no option was wrong), and the watch goes on to the edit that undoes it.
    func testAnEditThatMakesTheOutputAnInputIsReportedAndTheWatchGoesOn() throws {
        try save(spec(title: "First"), as: "s.json")
        let run = try WatchedRun(["render", "--watch", "s.json", "-o", "out.png"], in: folder)
        try run.waitForLines(1)
        try save(spec(title: "Loop", background: "out.png"), as: "s.json")
        try run.waitForLines(2)
        XCTAssertEqual(run.lines[1], "popsnap render: -o out.png is also an input (./out.png); writing it would destroy the input: "
            + "choose another output path")
        XCTAssertTrue(run.isRunning)
        try save(spec(title: "Fixed"), as: "s.json")
        try run.waitForLines(3)
        XCTAssertEqual(run.lines[2], "popsnap render: wrote out.png")
        XCTAssertEqual(try run.interrupt(), 130)
        XCTAssertFalse(run.lines.contains { $0.contains("--help") }, "\(run.lines)")
    }

    /// A spec that cannot be read at the start is no reason to stop either: the watch waits for it.
    func testASpecMissingAtTheStartIsWaitedFor() throws {
        let run = try WatchedRun(["render", "--watch", "s.json", "-o", "out.png"], in: folder)
        try run.waitForLines(1)
        XCTAssertEqual(run.lines[0], "popsnap render: s.json: cannot read the file: No such file or directory")
        try save(spec(title: "Late"), as: "s.json")
        try run.waitForLines(2)
        XCTAssertEqual(try pixels("out.png"), try freshRender(of: spec(title: "Late")))
        XCTAssertEqual(try run.interrupt(), 130)
    }

    func testAnEditOfAnImageTheSpecReadsRendersAgain() throws {
        let image = try RunPopsnap.run(["render", "--kind", "hud", "--title", "A", "--size", "320x240", "--scale", "1", "-o", "bg.png"], in: folder)
        XCTAssertEqual(image.status, 0, image.err)
        try save(spec(title: "Over", background: "bg.png"), as: "s.json")
        let run = try WatchedRun(["render", "--watch", "s.json", "-o", "out.png"], in: folder)
        try run.waitForLines(1)
        let first = try pixels("out.png")
        // The new background, written as Popsnap writes: a temporary file renamed over bg.png.
        let other = try RunPopsnap.run(["render", "--kind", "hud", "--title", "B", "--appearance", "dark", "--size", "320x240", "--scale", "1", "-o", "bg.png"], in: folder)
        XCTAssertEqual(other.status, 0, other.err)
        try run.waitForLines(2)
        XCTAssertNotEqual(try pixels("out.png"), first)
        XCTAssertEqual(try pixels("out.png"), try freshRender(of: spec(title: "Over", background: "bg.png")))
        XCTAssertEqual(try run.interrupt(), 130)
    }

    /// An image the spec names only after an edit is watched from the render that read it.
    func testAnImageAddedByAnEditIsWatched() throws {
        try save(spec(title: "Plain"), as: "s.json")
        let run = try WatchedRun(["render", "--watch", "s.json", "-o", "out.png"], in: folder)
        try run.waitForLines(1)
        XCTAssertEqual(try RunPopsnap.run(["render", "--kind", "hud", "--title", "A", "--size", "320x240", "--scale", "1", "-o", "bg.png"], in: folder).status, 0)
        try save(spec(title: "Plain", background: "bg.png"), as: "s.json")
        try run.waitForLines(2)
        XCTAssertEqual(try RunPopsnap.run(["render", "--kind", "hud", "--title", "B", "--size", "320x240", "--scale", "1", "-o", "bg.png"], in: folder).status, 0)
        try run.waitForLines(3)
        XCTAssertEqual(try pixels("out.png"), try freshRender(of: spec(title: "Plain", background: "bg.png")))
        XCTAssertEqual(try run.interrupt(), 130)
    }

    func testAnimateWatchesTheSpecToo() throws {
        try save(spec(title: "First"), as: "s.json")
        let args = ["s.json", "--transition", "appear", "--duration", "0.1", "--fps", "30", "-o", "out.apng"]
        let run = try WatchedRun(["animate", "--watch"] + args, in: folder)
        try run.waitForLines(1)
        try save(spec(title: "Second"), as: "s.json")
        try run.waitForLines(2)
        XCTAssertEqual(run.lines, Array(repeating: "popsnap animate: wrote 4 frames to out.apng", count: 2))
        let watched = try Data(contentsOf: folder.appendingPathComponent("out.apng"))
        XCTAssertEqual(try RunPopsnap.run(["animate"] + args.dropLast() + ["fresh.apng"], in: folder).status, 0)
        XCTAssertEqual(watched, try Data(contentsOf: folder.appendingPathComponent("fresh.apng")))
        XCTAssertEqual(try run.interrupt(), 130)
    }

    /// A cross-fade reads two specs: an edit of the first (`--from`) renders it again too.
    func testACrossfadeWatchesBothSpecs() throws {
        try save(spec(title: "From"), as: "a.json")
        try save(spec(title: "To"), as: "b.json")
        let args = ["--from", "a.json", "--to", "b.json", "--duration", "0.1", "--fps", "30", "-o", "out.apng"]
        let run = try WatchedRun(["animate", "--watch"] + args, in: folder)
        try run.waitForLines(1)
        try save(spec(title: "Edited"), as: "a.json")
        try run.waitForLines(2)
        let watched = try Data(contentsOf: folder.appendingPathComponent("out.apng"))
        XCTAssertEqual(try RunPopsnap.run(["animate"] + args.dropLast() + ["fresh.apng"], in: folder).status, 0)
        XCTAssertEqual(watched, try Data(contentsOf: folder.appendingPathComponent("fresh.apng")))
        XCTAssertEqual(try run.interrupt(), 130)
    }

    /// With the spec's folder gone nothing can be told to change: the watch ends, naming the folder.
    func testTheSpecsFolderRemovedEndsTheWatch() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: false)
        try save(spec(title: "A"), as: "specs/s.json")
        let run = try WatchedRun(["render", "--watch", "specs/s.json", "-o", "out.png"], in: folder)
        try run.waitForLines(1)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("specs"))
        XCTAssertEqual(try run.waitForExit(), 2)
        XCTAssertEqual(run.lines.last, "popsnap render: could not watch specs: No such file or directory (was the folder removed or renamed?)")
    }

    /// Ctrl-C while the first render writes its temporary file, and while the watch waits: the temporary is
    /// removed, and the status is the one the shell gives any program Ctrl-C stops.
    func testCtrlCLeavesNoTemporaryFile() throws {
        try save(#"{"canvas": {"width": 80, "height": 80}, "scale": 1, "popup": {"kind": "hud", "mode": "indicator", "label": "Wait"}}"#, as: "s.json")
        let run = try WatchedRun(["animate", "--watch", "s.json", "--transition", "spin", "--duration", "16", "-o", "out.apng"], in: folder)
        try run.waitUntil("the APNG's temporary file is being written") { try self.temporaries() != [] }
        XCTAssertEqual(try run.interrupt(), 130)
        XCTAssertEqual(try temporaries(), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["s.json"])

        let waiting = try WatchedRun(["render", "--watch", "s.json", "-o", "out.png"], in: folder)
        try waiting.waitForLines(1)
        XCTAssertEqual(try waiting.interrupt(), 130)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["out.png", "s.json"])
    }

    private func temporaries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    /// Nothing to watch, or an output that cannot take one render after another: refused before any work.
    func testWhatCannotBeWatchedIsRefused() throws {
        try save(spec(title: "A"), as: "s.json")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("frames"), withIntermediateDirectories: false)
        let refused: [([String], String)] = [
            (["render", "--watch", "-", "-o", "out.png"], "standard input never does"),
            (["render", "--watch", "--kind", "alert", "--title", "A", "-o", "out.png"], "options alone read no file"),
            (["render", "--watch", "s.json", "-o", "-"], "--watch writes -o again after every change"),
            (["animate", "--watch", "s.json", "-o", "frames/"], "add --overwrite"),
            (["render", "--watch", "absent/s.json", "-o", "out.png"], "could not watch absent: No such file or directory"),
            (["render", "--watch", "s.json", "--scale", "7", "-o", "out.png"], "--scale"),
        ]
        for (arguments, message) in refused {
            let r = try RunPopsnap.run(arguments, in: folder, timeout: 120)
            XCTAssertEqual(r.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(r.err.contains(message), r.err)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["frames", "s.json"])
    }

    func testMatrixRendersEveryVariantAgain() throws {
        let matrix = #"{"canvas": {"width": 320, "height": 240}, "scale": 1, "variants": {"appearances": ["light", "dark"]}, "#
            + #""popup": {"kind": "alert", "title": "T", "message": "m", "button": "OK"}}"#
        try save(matrix, as: "m.json")
        let run = try WatchedRun(["render", "--watch", "m.json", "--matrix", "-o", "variants/"], in: folder, environment: ["CI": "1"])
        try run.waitForLines(1)
        try save(matrix.replacingOccurrences(of: "\"T\"", with: "\"U\""), as: "m.json")
        try run.waitForLines(2)
        XCTAssertEqual(run.lines, Array(repeating: "popsnap render: wrote 2 variants into variants", count: 2), "in CI, the result lines alone")
        XCTAssertEqual(try run.interrupt(), 130)
    }

    func testHelpSaysSo() throws {
        for command in ["render", "animate"] {
            XCTAssertTrue(try RunPopsnap.help(command).contains("--watch Render, then render again whenever the spec or a file it reads changes"))
        }
    }
}

/// A `popsnap … --watch` running in the background, its standard error read line by line as it comes.
final class WatchedRun: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var text = ""
    /// Set at the end of standard error, so the lines a run writes as it exits are read before its status.
    private var ended = false
    /// Long enough for a loaded machine; reached only when a run is broken.
    private let hangGuard: TimeInterval = 120

    init(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws {
        process.executableURL = try RunPopsnap.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Blocking reads on a thread of their own: an empty read is the end of the output, and nothing else.
        let handle = err.fileHandleForReading
        DispatchQueue.global().async { [weak self] in
            while case let data = handle.availableData, !data.isEmpty {
                guard let self else { return }
                self.lock.withLock { self.text += String(decoding: data, as: UTF8.self) }
            }
            guard let self else { return }
            self.lock.withLock { self.ended = true }
        }
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// The whole lines written to standard error so far.
    var lines: [String] {
        lock.withLock { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    var isRunning: Bool { process.isRunning }

    func waitForLines(_ count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitUntil("\(count) lines on standard error", file: file, line: line) { self.lines.count >= count }
    }

    func waitUntil(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () throws -> Bool) throws {
        let start = Date()
        while try !condition() {
            guard process.isRunning || !lock.withLock({ ended }), Date().timeIntervalSince(start) < hangGuard else {
                XCTFail("never came: \(what); the run printed \(lines)", file: file, line: line)
                throw CocoaError(.fileReadUnknown)
            }
            usleep(2_000)
        }
    }

    /// The exit status of a run that ends by itself.
    func waitForExit() throws -> Int32 {
        try waitUntil("the run ends") { !self.process.isRunning && self.lock.withLock { self.ended } }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Ctrl-C; the exit status.
    func interrupt() throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        return try waitForExit()
    }
}
