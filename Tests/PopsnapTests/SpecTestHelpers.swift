import XCTest
import PopsnapLayout
@testable import Popsnap
import PopsnapGeometry

/// A spec reader on `text`, parsed as file `alert.json`.
func specReader(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecReader? {
    do { return try SpecParsing.parse(Array(text.utf8), file: "alert.json") } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return nil
    }
}

/// The `SpecError` that `body` throws, failing the test when it returns.
func specError<T>(_ body: () throws(SpecError) -> T, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
    do {
        let value = try body()
        XCTFail("no error; got \(value)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// A popup's element tree in the light appearance at 3x (only hairlines depend on the scale).
func tree(_ popup: some PopupKind) -> Element {
    popup.element(traits: Traits())
}

/// A popup's frames by path, laid out on an iPhone 15's screen (393 x 852) for `traits`.
func laidOutFrames(_ popup: some PopupKind, traits: Traits = Traits(scale: 2)) throws -> [String: Rect] {
    let scene = PopupScene(canvas: Size(width: 393, height: 852), scale: traits.scale, popup: popup.element(traits: traits))
    return Dictionary(uniqueKeysWithValues: try PopupRenderer().layout(scene).nodes.map { ($0.path, $0.element.frame) })
}

/// Every present node of `spec`'s laid-out popup, its frame relative to the popup's top-left corner, by path.
func nodesFromPopupCorner(_ spec: PopupSpec, renderer: PopupRenderer) throws -> [String: Element] {
    let layout = try renderer.layout(spec.scene())
    let origin = layout.root.frame
    return Dictionary(uniqueKeysWithValues: layout.nodes.map { path, e in
        var e = e
        e.frame = Rect(x: e.frame.x - origin.x, y: e.frame.y - origin.y, width: e.frame.width, height: e.frame.height)
        return (path, e)
    })
}
