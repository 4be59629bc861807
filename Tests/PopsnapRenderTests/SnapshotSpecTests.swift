import Foundation
import XCTest
import PopsnapTestSupport
@testable import Popsnap

/// Presets are data: each is the same as its element tree written out. (Every spec in Snapshots/ is
/// checked against its reference by PopsnapSnapshotTests.)
final class SnapshotSpecTests: XCTestCase {
    func testAPresetAndItsCustomTreeGiveTheSameBytes() throws {
        // Seed 000's alert written out as a custom element tree, with the theme's values.
        let custom = """
        {"popup": {"kind": "custom", "root": {
          "type": "vstack", "name": "container", "role": "container", "width": 293, "spacing": 8, "padding": 2,
          "background": "#007AFF", "border": {"width": 2, "color": "white"}, "clips": true,
          "children": [
            {"type": "text", "name": "title", "text": "Error", "height": 55, "background": "yellow", "color": "white",
             "font": {"size": 23, "weight": "bold", "alignment": "center", "maxLines": 1, "minimumScaleFactor": 0}},
            {"type": "text", "name": "message", "text": "Sorry, that email address is already used!", "minHeight": 67,
             "padding": {"horizontal": 13}, "color": "white", "font": {"size": 16, "weight": "semibold", "alignment": "center"}},
            {"type": "button", "name": "button", "text": "OK", "height": 44, "background": "yellow", "color": "white",
             "font": {"size": 23, "weight": "bold", "alignment": "center", "maxLines": 1}}
          ]}},
         "backdrop": "#0000004D"}
        """
        let renderer = try PopupRenderer()
        let tree = try PopupSpec.decode(try SpecParsing.parse(Array(custom.utf8), file: "custom"), baseDirectory: ".")
        let preset = try PopupSpec.load(contentsOf: ReferenceImage.snapshots.appendingPathComponent("alert.json").path)
        XCTAssertEqual(try renderer.render(tree.scene()), try renderer.render(preset.scene()))
    }
}
