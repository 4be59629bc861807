import XCTest
import Popsnap
import PopsnapTestSupport

/// The constant a converted file declares: a name that would not parse, or would stand for something the
/// file calls, is refused before the file is written; labels, members, strings and comments are no uses.
final class SwiftSourceNameTests: XCTestCase {
    func testKeywordsAndTheWildcardAreRefused() {
        XCTAssertEqual(SwiftSource.nameProblem("class"), "is a Swift keyword")
        XCTAssertEqual(SwiftSource.nameProblem("Self"), "is a Swift keyword")
        XCTAssertNotNil(SwiftSource.nameProblem("_"))
        XCTAssertNotNil(SwiftSource.nameProblem("a-b"))
        XCTAssertNotNil(SwiftSource.nameProblem(""))
        XCTAssertNil(SwiftSource.nameProblem("customSpec"))
        XCTAssertNil(SwiftSource.nameProblem("_private"))
        XCTAssertNil(SwiftSource.nameProblem("some"), "a contextual keyword names a constant")
    }

    func testOnlyReferencesCountAsUses() throws {
        let file = ReferenceImage.snapshots.appendingPathComponent("custom.json").path
        let source = try SwiftSource(try PopupSpec.load(contentsOf: file), source: "custom.json")
        for used in ["PopupSpec", "Popup", "VStack", "Text", "Button"] { XCTAssertTrue(source.uses(identifier: used), used) }
        // Labels (spacing:), members (.named, .center), words in strings ("Payment received") and in the first
        // comment, and the closure's own `spec`.
        for unused in ["spec", "spacing", "named", "center", "systemGreen", "Payment", "received", "pixels", "custom", "swift"] {
            XCTAssertFalse(source.uses(identifier: unused), unused)
        }
    }
}
