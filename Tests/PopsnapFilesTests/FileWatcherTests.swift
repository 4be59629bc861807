import Foundation
import XCTest
@testable import PopsnapFiles

/// Changes to watched files, the ways editors and tools make them, each seen once; other files ignored.
///
/// The edits are made before `next` is called: inotify queues their events in the system call, so `next`
/// finds them at once and `quiet: .zero` and `timeout: .zero` are exact, not guesses about time. Where a
/// wait is real, its length is only a guard against hanging.
final class FileWatcherTests: XCTestCase {
    private var folder = ""
    private var spec: String { folder + "/spec.json" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "popsnap-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        try writeFile("{}", to: spec)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// What `next` finds already queued.
    private func queued(_ watcher: borrowing FileWatcher) throws -> [String]? {
        try watcher.next(quiet: .zero, timeout: .zero)
    }

    func testAWriteInPlaceIsAChange() throws {
        let watcher = try FileWatcher([spec])
        XCTAssertNil(try queued(watcher), "nothing happened yet")
        try writeFile("{\"title\": \"A\"}", to: spec)
        XCTAssertEqual(try queued(watcher), [spec])
        XCTAssertNil(try queued(watcher), "one change, reported once")
    }

    /// vim (writebackup), `sed -i`, and most editors' safe save: a new file renamed over the old one.
    func testANewFileRenamedOverTheWatchedOneIsAChange() throws {
        let watcher = try FileWatcher([spec])
        try writeFile("{\"title\": \"B\"}", to: folder + "/.spec.json.swp")
        XCTAssertEqual(rename(folder + "/.spec.json.swp", spec), 0)
        XCTAssertEqual(try queued(watcher), [spec])
    }

    func testTruncatingIsAChange() throws {
        let watcher = try FileWatcher([spec])
        XCTAssertEqual(truncate(spec, 0), 0)
        XCTAssertEqual(try queued(watcher), [spec])
    }

    /// vim without writebackup: the old file renamed away, a new one written, the old one removed; one change.
    func testAFileRemovedAndMadeAgainIsStillWatched() throws {
        let watcher = try FileWatcher([spec])
        XCTAssertEqual(rename(spec, spec + "~"), 0)
        try writeFile("{\"title\": \"C\"}", to: spec)
        XCTAssertEqual(unlink(spec + "~"), 0)
        XCTAssertEqual(try queued(watcher), [spec])
        XCTAssertEqual(unlink(spec), 0)
        XCTAssertEqual(try queued(watcher), [spec], "a removal is a change: the next render says the file is missing")
        try writeFile("{}", to: spec)
        XCTAssertEqual(try queued(watcher), [spec], "the folder is watched, so the file is found again")
    }

    func testABurstOfWritesIsOneChange() throws {
        let watcher = try FileWatcher([spec])
        for i in 0..<50 { try writeFile("{\"title\": \"\(i)\"}", to: spec) }
        XCTAssertEqual(try queued(watcher), [spec])
        XCTAssertNil(try queued(watcher))
    }

    /// Saves that go on while `next` waits for quiet join the change it returns: one call, every file, sorted.
    func testChangesDuringTheQuietWaitJoinOneChange() throws {
        let names = (0..<6).map { folder + "/images/\($0).png" }
        for name in names { try writeFile("", to: name) }
        let watcher = try FileWatcher(names.reversed())
        try writeFile("png", to: names[0])
        // Each next file is saved as a quiet wait begins, so its event comes within that wait, whatever the
        // scheduling; after the last, the wait passes quietly and the change is every file.
        var unsaved = names.dropFirst()
        XCTAssertEqual(try watcher.next(quiet: .milliseconds(50), timeout: .seconds(60)) {
            if let name = unsaved.popFirst() { try? writeFile("png", to: name) }
        }, names)
        XCTAssertTrue(unsaved.isEmpty)
    }

    func testFilesOutsideTheSetAreIgnored() throws {
        let watcher = try FileWatcher([spec])
        try writeFile("x", to: folder + "/other.json")
        try writeFile("x", to: folder + "/spec.json.bak")
        try writeFile("x", to: folder + "/images/spec.json")
        XCTAssertNil(try queued(watcher))
        try writeFile("x", to: folder + "/other.json")
        try writeFile("{}", to: spec)
        XCTAssertEqual(try queued(watcher), [spec], "only the watched file, though others changed with it")
    }

    /// Names are compared as bytes: "é" composed and decomposed are two files, though equal as Swift strings.
    func testANameIsMatchedByItsBytes() throws {
        let composed = folder + "/caf\u{E9}.json", decomposed = folder + "/cafe\u{301}.json"
        try writeFile("{}", to: composed)
        let watcher = try FileWatcher([composed])
        try writeFile("{}", to: decomposed)
        XCTAssertNil(try queued(watcher))
        try writeFile("{}", to: composed)
        XCTAssertEqual(try queued(watcher), [composed])
    }

    func testTimeoutReturnsNil() throws {
        let watcher = try FileWatcher([spec])
        XCTAssertNil(try watcher.next(quiet: .zero, timeout: .milliseconds(20)))
    }

    func testWatchReplacesTheSet() throws {
        let image = folder + "/images/icon.png", again = folder + "/images/../images/icon.png"
        try writeFile("", to: image)
        var watcher = try FileWatcher([spec])
        try watcher.watch([image])
        try writeFile("{}", to: spec)
        XCTAssertNil(try queued(watcher), "no longer watched")
        try writeFile("png", to: image)
        XCTAssertEqual(try queued(watcher), [image])
        try watcher.watch([spec, image, again])
        try writeFile("png", to: image)
        XCTAssertEqual(try queued(watcher), [again, image], "two spellings of one folder are one watch, reporting each path given, sorted")
    }

    /// A folder watched whole reports itself, as given, for any name made, removed, renamed or written in
    /// it (not in its subfolders); its files watched by name still report their own paths.
    func testAFolderWatchedWholeReportsAnyNameInIt() throws {
        var watcher = try FileWatcher([spec], folders: [folder + "/"])
        try writeFile("{}", to: folder + "/new.json")
        XCTAssertEqual(try queued(watcher), [folder + "/"], "a file made")
        XCTAssertEqual(rename(folder + "/new.json", folder + "/renamed.json"), 0)
        XCTAssertEqual(try queued(watcher), [folder + "/"], "renamed")
        XCTAssertEqual(unlink(folder + "/renamed.json"), 0)
        XCTAssertEqual(try queued(watcher), [folder + "/"], "removed")
        try writeFile("{\"popup\": 1}", to: spec)
        XCTAssertEqual(try queued(watcher), [folder + "/", spec], "a watched file is a name in the folder too")
        try writeFile("png", to: folder + "/images/icon.png")
        XCTAssertNil(try queued(watcher), "a subfolder's files are not the folder's names")
        try watcher.watch([spec])
        try writeFile("{}", to: folder + "/other.json")
        XCTAssertNil(try queued(watcher), "watched by name only again")
    }

    /// A link is watched where it is (replaced) and where it leads (the file edited there).
    func testALinkIsWatchedAtBothEnds() throws {
        let target = folder + "/images/real.json", link = folder + "/linked.json"
        try writeFile("{}", to: target)
        XCTAssertEqual(symlink("images/real.json", link), 0)
        let watcher = try FileWatcher([link])
        try writeFile("{\"title\": \"D\"}", to: target)
        XCTAssertEqual(try queued(watcher), [link])
        XCTAssertEqual(unlink(link), 0)
        XCTAssertEqual(symlink("images/other.json", link), 0)
        XCTAssertEqual(try queued(watcher), [link])
    }

    func testAMissingFolderCannotBeWatched() throws {
        do {
            _ = try FileWatcher([folder + "/absent/spec.json"])
            XCTFail("a folder that is not there was watched")
        } catch {
            XCTAssertEqual(error, FileError(.watch, path: folder + "/absent", code: ENOENT))
            XCTAssertEqual("\(error)", "could not watch \(folder)/absent: No such file or directory (was the folder removed or renamed?)")
        }
        var watcher = try FileWatcher([spec])
        XCTAssertThrowsError(try watcher.watch([spec, folder + "/absent/a.png"]))
        try writeFile("{}", to: spec)
        XCTAssertEqual(try queued(watcher), [spec], "a set that could not be watched leaves the old one")
    }

    /// Its files can no longer be told apart from others, so the watch ends, naming the folder.
    func testAWatchedFolderRemovedEndsTheWatch() throws {
        let image = folder + "/images/icon.png"
        try writeFile("", to: image)
        let watcher = try FileWatcher([image])
        try FileManager.default.removeItem(atPath: folder + "/images")
        XCTAssertThrowsError(try queued(watcher)) { error in
            XCTAssertEqual(error as? FileError, FileError(.watch, path: folder + "/images", code: ENOENT))
        }
    }

    func testAFIFOAndADeviceInTheFolderAreNeverOpened() throws {
        XCTAssertEqual(mkfifo(folder + "/pipe", 0o644), 0)
        let watcher = try FileWatcher([folder + "/pipe", spec])
        XCTAssertEqual(chmod(folder + "/pipe", 0o600), 0)
        XCTAssertEqual(try queued(watcher), [folder + "/pipe"], "a FIFO's mode changed; watching never opens it, so never blocks")
    }

    func testPollWaitsAreRoundedUpToWholeMilliseconds() {
        XCTAssertEqual(FileWatcher.milliseconds(.zero), 0)
        XCTAssertEqual(FileWatcher.milliseconds(.milliseconds(-5)), 0)
        XCTAssertEqual(FileWatcher.milliseconds(.nanoseconds(1)), 1)
        XCTAssertEqual(FileWatcher.milliseconds(.milliseconds(1500)), 1500)
        XCTAssertEqual(FileWatcher.milliseconds(.seconds(Int64.max / 2)), Int32.max)
    }

    func testARecordCutShortIsDropped() {
        var record: [UInt8] = []
        for field: UInt32 in [7, UInt32(IN_MOVED_TO), 0, 8] { record += withUnsafeBytes(of: field.littleEndian, Array.init) }
        record += Array("a.json".utf8) + [0, 0]
        XCTAssertEqual(InotifyEvent.parse(record), [InotifyEvent(watch: 7, mask: UInt32(IN_MOVED_TO), name: Array("a.json".utf8))])
        XCTAssertEqual(InotifyEvent.parse(record + record.prefix(20)).count, 1)
    }
}

/// Opens `path` truncating it and writes `text`, as `echo > file` and editors that save in place do.
private func writeFile(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw FileError(.write, path: path, code: errno) }
    defer { close(fd) }
    let written = Array(text.utf8).withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
    guard written == text.utf8.count else { throw FileError(.write, path: path, code: errno) }
}
