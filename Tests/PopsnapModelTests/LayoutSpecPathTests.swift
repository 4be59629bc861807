import Foundation
import XCTest
import PopsnapTestSupport
@testable import Popsnap

/// `popsnap layout`'s `specPath` tells a reader which field of the spec to edit: every one it prints names
/// a value that is in the spec file (or, for a field left to its default, a key of an object that is), and where the node shows text, that value is the text (or an action's
/// or a custom element's `title` / `text`). Read back from the report's JSON with Foundation, for every spec in
/// Snapshots/.
final class LayoutSpecPathTests: XCTestCase {
    func testEverySpecPathNamesTheValueItsNodeShows() throws {
        let renderer = try PopupRenderer()
        let folder = ReferenceImage.snapshots.path
        var named = 0, textsCompared = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".json") }).sorted() {
            let path = folder + "/" + file
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            let scene = try PopupSpec.load(contentsOf: path).scene()
            let layout = try renderer.layout(scene)
            let report = try JSONSerialization.jsonObject(with: Data(LayoutReport.json(layout, scene: scene).utf8)) as! [String: Any]
            let nodes = report["nodes"] as! [[String: Any]]
            XCTAssertEqual(nodes.count, layout.nodes.count, file)
            for (node, (elementPath, element)) in zip(nodes, layout.nodes) {
                guard let specPath = node["specPath"] as? String else {
                    // A title is always a spec's field: a kind that drops its name is caught here.
                    XCTAssertFalse(element.role == "title" && element.text != nil && (document as? [String: Any])?["strings"] == nil,
                                   "\(file) \(elementPath): a title without its specPath")
                    continue
                }
                named += 1
                guard let value = Self.value(at: specPath, in: document) else {
                    // A field left to its default (a notification's "now") names the key that would set it, in an
                    // object that is in the file.
                    let parent = specPath.split(separator: ".").dropLast().joined(separator: ".")
                    XCTAssert(!specPath.hasSuffix("]") && Self.value(at: parent, in: document) is [String: Any],
                              "\(file) \(elementPath): specPath \(specPath) names nothing in the file")
                    continue
                }
                guard let text = element.text else { continue }
                let object = value as? [String: Any]
                if let shown = value as? String ?? object?["title"] as? String ?? object?["text"] as? String {
                    XCTAssertEqual(shown, text, "\(file) \(elementPath): \(specPath)")
                    textsCompared += 1
                }
            }
        }
        // Not vacuous: the kinds name their fields, and most of those are texts compared here.
        XCTAssertGreaterThan(named, 500)
        XCTAssertGreaterThan(textsCompared, 250)
    }

    func testAReorderedCancelActionNamesItsOwnPlace() throws {
        // UIKit draws a stacked alert's cancel action last, wherever the spec lists it.
        let alert = SystemAlertPopup(title: "Delete?", actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete"), AlertAction("Archive")])
        let layout = try PopupRenderer().layout(PopupSpec(popup: alert).scene())
        let buttons = layout.nodes.filter { $0.node.role == "button" }.map { ($0.node.text!, $0.node.specPath!) }
        XCTAssertEqual(buttons.map(\.0), ["Delete", "Archive", "Cancel"])
        XCTAssertEqual(buttons.map(\.1), ["popup.actions[1]", "popup.actions[2]", "popup.actions[0]"])
    }

    /// The value a path such as `popup.actions[1].title` names in a JSON document, or nil.
    static func value(at path: String, in document: Any) -> Any? {
        var current: Any? = document
        for segment in path.split(separator: ".") {
            var rest = Substring(segment)
            let key = rest.prefix { $0 != "[" }
            rest = rest.dropFirst(key.count)
            current = (current as? [String: Any])?[String(key)]
            while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                guard let i = Int(rest[rest.index(after: rest.startIndex)..<close]), let array = current as? [Any], array.indices.contains(i) else { return nil }
                current = array[i]
                rest = rest[rest.index(after: close)...]
            }
        }
        return current
    }
}
