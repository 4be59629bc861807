import XCTest
import PopsnapFiles

/// A folder has one spelling however many slashes and dots it was given with, so a file's name taken back
/// off its path is the name: `S//` once read as a folder with no specs, and `prune --delete` then took every
/// reference for an orphan.
final class FolderSpellingTests: XCTestCase {
    func testSlashesAndDotsAreDropped() {
        for spelling in ["S", "S/", "S//", "S///", "./S", "./S//", "S/.//", "S/./", ".//S/././/", "././S"] {
            XCTAssertEqual(PathParts.folderSpelling(spelling), "S", spelling)
        }
        XCTAssertEqual(PathParts.folderSpelling("/a//b/"), "/a/b")
        XCTAssertEqual(PathParts.folderSpelling("//a/./b//"), "/a/b")
        XCTAssertEqual(PathParts.folderSpelling("a/../b/"), "a/../b", "what .. leads to depends on links")
    }

    func testTheCurrentFolderAndTheRootKeepTheirNames() {
        for spelling in [".", "./", ".//", "./.", ".//./"] { XCTAssertEqual(PathParts.folderSpelling(spelling), ".", spelling) }
        for spelling in ["/", "//", "/./", "///.//"] { XCTAssertEqual(PathParts.folderSpelling(spelling), "/", spelling) }
    }

    /// By scalars, as the system splits bytes: a combining mark after the slash is a name of its own.
    func testANameStartingWithACombiningMarkStaysWhole() {
        XCTAssertEqual(PathParts.folderSpelling("s//\u{301}/"), "s/\u{301}")
    }
}
