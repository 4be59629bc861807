import XCTest
import PopsnapSpecTestSupport
import PopsnapGeometry
import PopsnapLayout
import PopsnapFiles
@testable import Popsnap

/// One validation for every tree: a spec's, the builder's, one built by hand, with the same messages; a
/// Swift tree's error names the element's path, a spec's its place in the file.
final class ElementRulesTests: XCTestCase {
    /// The message the renderer gives for `popup`'s tree, which nothing checked before it was drawn.
    func renderError(_ popup: some PopupKind, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let scene = PopupScene(canvas: Size(width: 393, height: 852), scale: 1, popup: popup.element(traits: Traits(scale: 1)))
        do {
            _ = try PopupRenderer().layout(scene)
            XCTFail("the tree was drawn", file: file, line: line)
            return nil
        } catch {
            guard case let .element(e) = error else { XCTFail("\(error)", file: file, line: line); return nil }
            return e.description
        }
    }

    /// The message a spec with this custom tree gives, without its file and line.
    func specMessage(_ root: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let json = #"{"popup": {"kind": "custom", "root": "# + root + "}}"
        return specError({ () throws(SpecError) in
            try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "custom.json"), baseDirectory: ".")
        }, file: file, line: line)?.message
    }

    func testADuplicatedSiblingNameIsRefusedWithItsPath() throws {
        let popup = Popup {
            VStack {
                HStack { Button("Cancel").named("ok"); Button("OK").named("ok") }.named("buttons")
            }
        }
        let message = "another child is already named \"ok\"; names make paths, so they must differ"
        XCTAssertEqual(try renderError(popup), "container/buttons/ok: " + message)
        XCTAssertEqual(specMessage(#"{"type": "vstack", "children": [{"type": "hstack", "name": "buttons", "children": [{"type": "button", "name": "ok", "text": "Cancel"}, {"type": "button", "name": "ok", "text": "OK"}]}]}"#), message)
    }

    func testASlashInANameIsRefusedWithItsParentsPath() throws {
        let popup = Popup { VStack { Text("Hi").named("a/b") } }
        let message = "expected a name without \"/\" (it separates a path's parts), found \"a/b\""
        XCTAssertEqual(try renderError(popup), "container: " + message)
        XCTAssertEqual(specMessage(#"{"type": "vstack", "children": [{"type": "text", "name": "a/b", "text": "Hi"}]}"#), message)
    }

    func testAControlCharacterInANameIsRefusedAndEscaped() throws {
        let message = try XCTUnwrap(try renderError(Popup { VStack { Text("Hi").named("red\u{1B}[31m") } }))
        XCTAssertTrue(message.hasPrefix("container: expected a name without control characters, found \"red\\u001B[31m\""), message)
        XCTAssertFalse(message.unicodeScalars.contains("\u{1B}"))
    }

    /// In Swift a kind's field is part of its `Content` case, so an icon on a text does not compile; in JSON
    /// the key is refused where it is written, naming the kinds it belongs to.
    func testAKindsKeyOnAnotherKindIsRefusedNotIgnored() throws {
        XCTAssertEqual(specMessage(#"{"type": "vstack", "children": [{"type": "text", "name": "title", "text": "Saved", "icon": "success"}]}"#),
                       "\"icon\" belongs to \"icon\" elements, not to a \"text\"")
        // A row is aligned up and down: "alignment" (across a column) was ignored on it before.
        XCTAssertEqual(specMessage(#"{"type": "hstack", "alignment": "center", "children": []}"#),
                       "\"alignment\" belongs to \"vstack\" and \"overlay\" elements, not to a \"hstack\"")
        XCTAssertEqual(specMessage(#"{"type": "box", "spacing": 0}"#), "\"spacing\" belongs to \"vstack\" and \"hstack\" elements, not to a \"box\"")
    }

    func testChildrenOnALeafAndAMissingIconAreRefused() throws {
        var leaf = Element(.box, name: "container", role: "container")
        leaf.children = [Element(.box, name: "inner", role: "inner")]
        XCTAssertEqual(try renderError(CustomPopup(root: leaf)), "container: only vstack, hstack and overlay have children")
        XCTAssertEqual(specMessage(#"{"type": "box", "children": []}"#), "only vstack, hstack and overlay have children")
        // An icon without its symbol cannot be built in Swift (`Content.icon` carries one); in JSON it is refused.
        XCTAssertEqual(specMessage(#"{"type": "icon"}"#), "missing required key \"icon\" (one of info, warning, error, success, question)")
    }

    func testASwiftTreeOverTheLimitsIsRefusedWithItsFigures() {
        var limits = SpecLimits()
        limits.treeDepth = 3
        let tree = Popup { VStack { VStack { VStack { Text("deep") } } } }.element(traits: Traits())
        XCTAssertThrowsError(try tree.validate(limits: limits)) { error in
            XCTAssertEqual((error as? ElementError)?.message, "the element tree is 4 elements deep, more than the limit of 3")
            XCTAssertEqual((error as? ElementError)?.remedy, .raiseLimit("treeDepth"))
            XCTAssertEqual("\(error)", "the element tree is 4 elements deep, more than the limit of 3; raise SpecLimits.treeDepth")
        }
        XCTAssertNoThrow(try tree.validate())
    }
}
