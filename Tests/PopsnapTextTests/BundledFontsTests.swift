import XCTest
@testable import PopsnapText

final class BundledFontsTests: XCTestCase {
    func testEveryFontInFontsFolderIsEmbedded() throws {
        XCTAssertEqual(BundledFonts.fileNames, ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
                                                "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
        for entry in BundledFonts.all {
            let head = Array(entry.bytes.prefix(4))
            // OpenType with CFF outlines starts "OTTO"; TrueType with 0x00010000.
            XCTAssertTrue(head == Array("OTTO".utf8) || head == [0, 1, 0, 0], entry.file)
            XCTAssertGreaterThan(entry.bytes.count, 100_000, entry.file)
        }
    }
}
