import Foundation
import XCTest
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap

/// `SwiftSource` writes a spec as Swift that draws its very bytes: the committed files of Converted/ are
/// what it writes for the Snapshots specs, and, compiled in this target, render what the JSON renders.
final class SwiftSourceTests: XCTestCase {
    static let converted: [(spec: String, name: String, value: PopupSpec)] = [
        ("app-screen", "appScreenSpec", appScreenSpec), ("app-screen-dark", "appScreenDarkSpec", appScreenDarkSpec),
        ("custom", "customSpec", customSpec), ("custom-continuous", "customContinuousSpec", customContinuousSpec),
    ]
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Converted")

    func json(_ name: String) throws -> PopupSpec {
        try PopupSpec.load(contentsOf: ReferenceImage.snapshots.appendingPathComponent(name + ".json").path)
    }

    func testTheCommittedFilesAreWhatConversionWrites() throws {
        for (spec, name, _) in Self.converted {
            let file = Self.folder.appendingPathComponent(name.prefix(1).uppercased() + name.dropFirst() + ".swift")
            let committed = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(try SwiftSource(try json(spec), source: spec + ".json", name: name).text, committed, spec)
        }
    }

    func testTheConvertedFilesRenderTheJSONsBytes() throws {
        let renderer = try PopupRenderer()
        for (spec, _, value) in Self.converted {
            XCTAssertEqual(try renderer.png(value.scene()), try renderer.png(try json(spec).scene()), spec)
        }
    }

    func testWhatHasNoSwiftFormIsRefusedNotLeftOut() throws {
        XCTAssertThrowsError(try SwiftSource(try json("alert"), source: "alert.json")) { error in
            XCTAssertEqual("\(error)", "popup: a built-in kind (AlertPopup) has no Swift form yet")
        }
        XCTAssertThrowsError(try SwiftSource(try json("glass-light"), source: "glass-light.json")) { error in
            XCTAssertEqual(error as? ConversionError, ConversionError(place: "background", what: "an image"))
        }
        var tree = Element(kind: .vstack, name: "container", role: "container")
        var label = Element(kind: .text, name: "title", role: "title")
        label.text = "Hi"
        label.baselines = BaselineInsets(top: 20, bottom: 10)
        tree.children = [label]
        XCTAssertThrowsError(try SwiftSource(PopupSpec(popup: CustomPopup(root: tree)), source: "x.json")) { error in
            XCTAssertEqual("\(error)", "container/title: text placed by its baselines has no Swift form yet")
        }
    }

    func testStringsAreEscapedAndNumbersReadBack() {
        XCTAssertEqual(SwiftLiterals.string("a\"b\\c\n\u{1B}[31m\u{202E}é"), #""a\"b\\c\n\u{1B}[31m\u{202E}é""#)
        XCTAssertEqual(SwiftLiterals.number(12), "12")
        XCTAssertEqual(SwiftLiterals.number(0.1 + 0.2), "0.30000000000000004")
        let odd = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.6)
        XCTAssertEqual(SwiftLiterals.color(odd), "Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.6)")
        XCTAssertEqual(SwiftLiterals.color(Color(r8: 1, g8: 2, b8: 255, a8: 64)), "Color(r8: 0x01, g8: 0x02, b8: 0xFF, a8: 0x40)")
    }
}
