import Foundation
import XCTest
@testable import PopsnapFiles

/// A process that crashes halfway through writing a file leaves no temporary file: an abort (malloc out
/// of memory, exit 134) and a Swift trap (an index out of range) both remove it before the crash goes on.
final class CrashCleanupTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory() + "popsnap-crash-\(UUID().uuidString)").resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        CrashCleanup.install()
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Forks a child that crashes with `crash` while `out.webp` is being written; its signal, and what is
    /// left in the folder. The child hands the crash to the default action rather than Swift's backtracer,
    /// and its standard error goes nowhere, so the test's log stays quiet; the cleanup runs before either.
    private func crashWhileWriting(_ crash: () -> Void) throws -> (signal: Int32, left: [String]) {
        let stream = try AtomicFileStream(path: folder + "/out.webp")
        try stream.append(Array(repeating: 7, count: 1000))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".out.webp.") }.count, 1,
                       "the temporary file is there")
        let pid = fork()
        if pid == 0 {
            var quiet = sigaction()
            quiet.__sigaction_handler.sa_handler = SIG_DFL
            for i in CrashCleanup.signals.indices { CrashCleanup.table.previous[i] = quiet }
            // The runtime's "Fatal error: Index out of range" would read as the suite's own crash in a log.
            dup2(open("/dev/null", O_WRONLY), STDERR_FILENO)
            crash()
            _exit(0)
        }
        var status: Int32 = 0
        XCTAssertEqual(waitpid(pid, &status, 0), pid)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder)
        stream.discard()
        return (status & 0x7F, left)
    }

    func testAnAbortRemovesTheTemporaryFile() throws {
        let (signal, left) = try crashWhileWriting { abort() }
        XCTAssertEqual(signal, SIGABRT)
        XCTAssertEqual(left, [])
    }

    func testASwiftTrapRemovesTheTemporaryFile() throws {
        let (signal, left) = try crashWhileWriting {
            let empty: [Int] = []
            _ = empty[Int(getpid() & 1) + 1]
        }
        XCTAssertTrue([SIGILL, SIGTRAP].contains(signal), "signal \(signal)")
        XCTAssertEqual(left, [])
    }

    /// A slot is freed when the file is renamed into place: a crash after the commit removes nothing.
    func testACommittedFileIsNotRemovedByALaterCrash() throws {
        let stream = try AtomicFileStream(path: folder + "/kept.png")
        try stream.append([1])
        try stream.commit()
        let (signal, left) = try crashWhileWriting { abort() }
        XCTAssertEqual(signal, SIGABRT)
        XCTAssertEqual(left, ["kept.png"])
    }
}
