import XCTest
@testable import Popsnap

/// A spec reader on `text`, parsed as file `alert.json`.
func specReader(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecReader? {
    do { return try SpecParsing.parse(Array(text.utf8), file: "alert.json") } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return nil
    }
}
