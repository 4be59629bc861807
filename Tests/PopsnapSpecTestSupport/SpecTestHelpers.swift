import XCTest
import Popsnap
import PopsnapGeometry
import PopsnapFiles

/// The `SpecError` that `body` throws, failing the test when it returns.
public func specError<T>(_ body: () throws(SpecError) -> T, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
    do {
        let value = try body()
        XCTFail("no error; got \(value)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// A popup's element tree in the light appearance at 3x (only hairlines depend on the scale).
public func tree(_ popup: some PopupKind) -> Element {
    popup.element(traits: Traits())
}

/// Every present node of `spec`'s laid-out popup, its frame relative to the popup's top-left corner, by path.
public func nodesFromPopupCorner(_ spec: PopupSpec, renderer: PopupRenderer) throws -> [String: LaidOutNode] {
    let layout = try renderer.layout(spec.scene())
    let origin = layout.root.frame
    return Dictionary(uniqueKeysWithValues: layout.nodes.map { path, e in
        var e = e
        e.frame = Rect(x: e.frame.x - origin.x, y: e.frame.y - origin.y, width: e.frame.width, height: e.frame.height)
        return (path, e)
    })
}

extension SpecError {
    /// The message with its remedy in a Swift caller's words, as `description` ends: what a test of a
    /// limit's wording compares.
    public var saying: String { message + (remedy.map { $0.joiner + $0.inSwift } ?? "") }
}

extension AnimationError {
    /// The message with its remedy in a Swift caller's words.
    public var saying: String { message + (remedy.map { $0.joiner + $0.inSwift } ?? "") }
}
