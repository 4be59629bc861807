import Foundation
import Glibc
import XCTest
import PopsnapFiles
import PopsnapTestSupport
@testable import Popsnap

/// A file written again within the clock tick it was read in, at the same size, has the same version
/// (identity, size, modification time); decoded caches must not serve the old contents for it. Here the
/// tick is simulated exactly: the new contents are given the old modification time to the nanosecond.
final class RacyFileVersionTests: TemporaryFolderTestCase {
    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func spec(title: String, background: String? = nil) -> String {
        #"{"canvas": {"width": 320, "height": 240}, "scale": 1, "#
            + (background.map { #""background": {"image": "\#($0)"}, "# } ?? "")
            + #""popup": {"kind": "alert", "title": "\#(title)", "message": "m", "button": "OK"}}"#
    }

    /// Writes `text` in place of `name`'s contents and gives it back the modification time it had.
    private func rewriteWithinTheTick(_ name: String, _ bytes: [UInt8]) throws {
        var before = stat()
        XCTAssertEqual(stat(path(name), &before), 0)
        try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path(name), &times, 0), 0)
        XCTAssertEqual(FileVersion(path(name)).map { [$0.size] }, [Int64(bytes.count)])
    }

    /// The render's pixels as one value, so a failure prints no megabyte of numbers.
    private func render(_ name: String) throws -> Data {
        Data(try PopupRenderer().render(try PopupSpec.load(contentsOf: path(name)).scene()).pixels)
    }

    func testASpecRewrittenWithinItsTickIsReadAgain() throws {
        try Data(spec(title: "A").utf8).write(to: folder.appendingPathComponent("s.json"))
        let first = try render("s.json")
        let version = try XCTUnwrap(FileVersion(path("s.json")))
        XCTAssertFalse(version.isSettled, "just written")
        try rewriteWithinTheTick("s.json", Array(spec(title: "B").utf8))
        XCTAssertEqual(FileVersion(path("s.json")), version, "the same version as far as the file system tells")
        let second = try render("s.json")
        XCTAssertNotEqual(second, first)
        try Data(spec(title: "B").utf8).write(to: folder.appendingPathComponent("fresh.json"))
        XCTAssertEqual(second, try render("fresh.json"))
    }

    /// A file the spec reads (here a strings table) rewritten so: the kept spec is not served either.
    func testAFileTheSpecReadsRewrittenWithinItsTickIsReadAgain() throws {
        try Data(#"{"Error": "Fehler"}"#.utf8).write(to: folder.appendingPathComponent("de.json"))
        let text = #"{"popup": {"kind": "alert", "title": "Error", "message": "m", "button": "OK"}, "scale": 1, "strings": {"de": "de.json"}}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("s.json"))
        // The spec itself settled, as a committed file is; the table it reads just written.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: path("s.json"))
        func title() throws -> String? { (try PopupSpec.load(contentsOf: path("s.json"), variant: Variant(locale: "de")).shownPopup as? AlertPopup)?.title }
        XCTAssertEqual(try title(), "Fehler")
        try rewriteWithinTheTick("de.json", Array(#"{"Error": "Fehlen"}"#.utf8))
        XCTAssertEqual(try title(), "Fehlen")
    }

    /// The rule costs nothing for settled files: one that looks unchanged is served from the cache, even
    /// when (here, on purpose) its contents were changed behind an old modification time.
    func testASettledVersionIsKept() throws {
        try Data(spec(title: "A").utf8).write(to: folder.appendingPathComponent("s.json"))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: path("s.json"))
        XCTAssertTrue(try XCTUnwrap(FileVersion(path("s.json"))).isSettled)
        let first = try render("s.json")
        try rewriteWithinTheTick("s.json", Array(spec(title: "B").utf8))
        XCTAssertEqual(try render("s.json"), first, "served from the cache")
    }
}
