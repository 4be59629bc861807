import Foundation
import XCTest
import PopsnapJSON
import PopsnapLayout
import PopsnapRaster
import PopsnapTestSupport
import PopsnapText
@testable import Popsnap

/// `popsnap.schema.json` and the spec decoder describe the same format: the keys, the enums and the
/// per-type rules are compared with the decoder's own constants, and specs valid or invalid for one are
/// valid or invalid for the other. A change to either alone fails here.
final class SchemaTests: XCTestCase {
    static let repository = ReferenceImage.snapshots.deletingLastPathComponent()
    var validator: SchemaValidator!

    override func setUpWithError() throws {
        validator = try SchemaValidator(contentsOf: Self.repository.appendingPathComponent("popsnap.schema.json").path)
    }

    func definition(_ name: String) throws -> [String: Any] {
        try XCTUnwrap(validator.definition(name), "no $defs/\(name)")
    }

    // MARK: - Keys

    func testTopLevelKeysAreTheDecoders() throws {
        XCTAssertEqual(keys(of: validator.root), PopupSpec.topKeys.sorted())
        XCTAssertEqual(validator.root["required"] as? [String], ["popup"])
    }

    func testElementKeysAreTheDecoders() throws {
        XCTAssertEqual(try keys(of: definition("element")), ElementKeys.all.sorted())
    }

    func testFontKeysAreTheDecoders() throws {
        XCTAssertEqual(try keys(of: definition("font")), SpecReader.fontKeys.sorted())
    }

    func testEachKindsPopupKeysAreTheDecoders() throws {
        let alternatives = try XCTUnwrap(try definition("popup")["oneOf"] as? [[String: Any]])
        var kinds: [String] = []
        for alternative in alternatives {
            let name = String(try XCTUnwrap(alternative["$ref"] as? String).dropFirst("#/$defs/".count))
            let popup = try definition(name)
            let kind = try XCTUnwrap(property("kind", of: popup)["const"] as? String, name)
            kinds.append(kind)
            XCTAssertEqual(keys(of: popup), PopupKinds.byName[kind]?.keys.sorted(), kind)
            XCTAssertEqual(popup["required"] as? [String] ?? [], ["kind"] + requiredPopupKeys[kind, default: []], kind)
        }
        XCTAssertEqual(kinds, PopupKinds.names)
    }

    /// What each kind's decoder reads with `required`.
    let requiredPopupKeys = ["alert": ["title", "message"], "confirmation": ["message"], "system-alert": ["actions"], "custom": ["root"], "action-sheet": ["actions"], "sheet": ["root"]]

    func testEachKindsThemeKeysAreTheDecoders() throws {
        let rules = try XCTUnwrap(validator.root["allOf"] as? [[String: Any]])
        var kinds: [String] = []
        for rule in rules {
            let condition = try XCTUnwrap(rule["if"] as? [String: Any])
            let kind = try XCTUnwrap(property("kind", of: property("popup", of: condition))["const"] as? String)
            kinds.append(kind)
            let theme = try property("theme", of: XCTUnwrap(rule["then"] as? [String: Any]))
            if let ref = theme["$ref"] as? String {
                let definition = try definition(String(ref.dropFirst("#/$defs/".count)))
                XCTAssertEqual(keys(of: definition), PopupKinds.byName[kind]?.themeKeys, kind)
            } else {
                XCTAssertNil(PopupKinds.byName[kind]?.themeKeys, "\(kind) takes a theme in the decoder, but none in the schema")
                XCTAssertEqual(theme["type"] as? String, "null", kind)
            }
        }
        XCTAssertEqual(kinds, PopupKinds.names)
    }

    // MARK: - Enums

    func testEnumsAreTheDecoders() throws {
        func values(_ schema: [String: Any]) -> [String] { (schema["enum"] as? [Any] ?? []).compactMap { $0 as? String }.sorted() }
        let element = try definition("element"), font = try definition("font")
        let system = try definition("systemAlertPopup"), action = try XCTUnwrap((property("actions", of: system)["items"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let checks: [(String, [String], [String])] = [
            ("devices", values(try definition("device")), Device.allCases.map(\.rawValue)),
            ("icons", values(try definition("icon")), Icon.allCases.map(\.rawValue)),
            ("appearances", values(try property("appearance", of: validator.root)), Appearance.allCases.map(\.rawValue)),
            ("HUD modes", values(try property("mode", of: definition("hudPopup"))), Array(Set(HUDStyle.allCases.flatMap(\.modes)))),
            ("HUD styles", values(try property("style", of: definition("hudPopup"))), HUDStyle.allCases.map(\.rawValue)),
            ("HUD looks", values(try property("look", of: definition("hudPopup"))), Array(Set(HUDStyle.allCases.flatMap(\.looks)))),
            ("text styles", values(try property("textStyle", of: font)), DynamicTextStyle.allCases.map(\.rawValue)),
            ("lint rules", values(try property("rule", of: XCTUnwrap(property("ignore", of: property("lint", of: validator.root))["items"] as? [String: Any]))),
             LintRule.allCases.map(\.rawValue)),
            ("content sizes", values(try property("contentSize", of: validator.root)),
             ContentSizeCategory.allCases.map(\.rawValue) + ContentSizeCategory.allCases.map(\.shortName)),
            ("action styles", values(try property("style", of: action[1])), AlertAction.Style.allCases.map(\.rawValue)),
            ("element types", values(try property("type", of: element)), Element.Kind.allCases.map(\.rawValue)),
            ("alignments", values(try property("alignment", of: element)), HorizontalAlignment.allCases.map(\.rawValue)),
            ("vertical alignments", values(try property("verticalAlignment", of: element)), VerticalAlignment.allCases.map(\.rawValue)),
            ("alignSelf", values(try property("alignSelf", of: element)), CrossAlignment.allCases.map(\.rawValue)),
            ("distributions", values(try property("distribution", of: element)), Distribution.allCases.map(\.rawValue)),
            ("progress styles", values(try property("style", of: element)), ProgressStyle.allCases.map(\.rawValue)),
            ("element icons", values(try property("icon", of: element)), Icon.allCases.map(\.rawValue)),
            ("weights", values(try property("weight", of: font)), Array(FontWeight.named.keys)),
            ("text alignments", values(try property("alignment", of: font)), TextAlignment.allCases.map(\.rawValue)),
            ("colour names", (try definition("color")["examples"] as? [String] ?? []).sorted(), Array(Color.named.keys)),
        ]
        for (name, schema, decoder) in checks { XCTAssertEqual(schema, decoder.sorted(), name) }
    }

    /// Each element type's rule forbids exactly the keys the decoder gives to other types.
    func testElementTypeRulesAreTheDecoders() throws {
        let rules = try XCTUnwrap(try definition("element")["allOf"] as? [[String: Any]])
        var types: [String] = []
        for rule in rules {
            let type = try XCTUnwrap(property("type", of: XCTUnwrap(rule["if"] as? [String: Any]))["const"] as? String)
            let kind = try XCTUnwrap(Element.Kind(rawValue: type))
            types.append(type)
            let then = try XCTUnwrap(rule["then"] as? [String: Any])
            let forbidden = (then["properties"] as? [String: [String: Any]] ?? [:]).filter { $0.value["type"] as? String == "null" }.keys.sorted()
            XCTAssertEqual(forbidden, ElementKeys.all.filter { ElementKeys.misplaced($0, on: kind) != nil }.sorted(), type)
            XCTAssertEqual(then["required"] as? [String] ?? [], [.icon, .image].contains(kind) ? [type] : [], type)
        }
        XCTAssertEqual(types, Element.Kind.allCases.map(\.rawValue))
    }

    func testEveryPropertyIsDescribedAndEveryObjectClosed() throws {
        func walk(_ schema: [String: Any], _ path: String) {
            if let properties = schema["properties"] as? [String: [String: Any]], schema["type"] != nil {
                XCTAssertEqual(schema["additionalProperties"] as? Bool, false, "\(path) must refuse unknown keys, as the decoder does")
                for (key, sub) in properties {
                    XCTAssertFalse((sub["description"] as? String ?? "").isEmpty, "\(path).\(key) has no description")
                }
            }
            for (key, value) in schema {
                if let sub = value as? [String: Any] { walk(sub, path + "/" + key) }
                if let list = value as? [[String: Any]] { for (i, sub) in list.enumerated() { walk(sub, path + "/\(key)[\(i)]") } }
            }
        }
        walk(validator.root, "#")
    }

    // MARK: - Specs

    func testEverySnapshotSpecValidates() throws {
        let folder = ReferenceImage.snapshots
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(specs.count, 16)
        for file in specs {
            let reader = try SpecParsing.read(contentsOf: folder.appendingPathComponent(file).path)
            XCTAssertEqual(validator.errors(in: reader.node.value), [], file)
            XCTAssertNoThrow(try PopupSpec.decode(reader, baseDirectory: folder.path), file)
        }
    }

    /// Valid for both, including the forms the snapshots do not use.
    func testEdgeSpecsAreAcceptedByBoth() throws {
        let alert = #""kind": "alert", "title": "", "message": """#
        let specs = [
            #"{"popup": {\#(alert), "button": null, "buttons": ["OK"]}, "scale": 2.0, "theme": null, "appearance": null}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "canvas": {"width": 320, "height": 480}, "backdrop": "none", "background": "rgba(0 0 0 / 50%)"}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "canvas": {"device": "ipad", "width": null}, "background": {"image": "alert.png", "gradient": null}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "theme": {"titleFont": {"size": 30, "weight": "heavy", "maxLines": 2}, "gap": null, "background": " #abc "}}"#,
            #"{"popup": {"kind": "confirmation", "message": "m", "icon": {"image": "alert.png"}, "title": null, "cancel": null}, "theme": {"iconSize": 40}}"#,
            #"{"popup": {"kind": "hud", "mode": "error", "progress": null}, "theme": {"backdrop": "label"}}"#,
            #"{"popup": {"kind": "hud", "style": "mbprogresshud", "mode": "customView", "icon": "info", "details": "d", "cancelButton": "Cancel", "progress": null}, "theme": {"contentColor": "red", "material": "none", "margin": 10}}"#,
            #"{"popup": {"kind": "hud", "style": "mbprogresshud", "mode": "determinateHorizontalBar", "progress": 0, "icon": null}}"#,
            #"{"popup": {"kind": "hud", "style": "jkprogresshud", "details": null}}"#,
            #"{"popup": {"kind": "system-alert", "actions": ["A", {"title": "B", "style": null}], "stacked": true}, "theme": {"tint": "systemRed"}}"#,
            #"{"popup": {"kind": "custom", "root": {"type": "overlay", "padding": {"horizontal": 4, "top": 1}, "background": {"gradient": ["red", "blue"]}, "children": [{"type": "progress", "style": "pie", "progress": 1}, {"type": "indicator", "phase": 3}, {"type": "image", "image": "alert.png"}, {"type": "box", "aspectRatio": 2, "border": {"width": 1, "color": "black"}, "shadow": {"color": "black", "radius": 2}, "text": null}]}}, "theme": null}"#,
        ]
        for spec in specs {
            XCTAssertEqual(validator.errors(in: try node(spec).value), [], spec)
            XCTAssertNoThrow(try decode(spec), spec)
        }
    }

    func testInvalidSpecsAreRejectedByBoth() throws {
        let alert = #""kind": "alert", "title": "", "message": """#
        let root = #""kind": "custom", "root": "#
        let specs = [
            // Unknown keys.
            #"{"popup": {\#(alert), "button": "OK"}, "scal": 3}"#,
            #"{"popup": {\#(alert), "button": "OK", "titel": "x"}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "theme": {"labelFont": {"size": 10}}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "theme": {"titleFont": {"bold": true}}}"#,
            #"{"popup": {\#(root) {"type": "box", "colour": "red"}}}"#,
            // Wrong enums.
            #"{"popup": {\#(alert), "button": "OK"}, "appearance": "dim"}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "canvas": "iphone-99"}"#,
            #"{"popup": {"kind": "toaster"}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "theme": {"titleFont": {"weight": "extraBold"}}}"#,
            #"{"popup": {"kind": "confirmation", "message": "m", "icon": "star"}}"#,
            #"{"popup": {"kind": "system-alert", "actions": [{"title": "A", "style": "bold"}]}}"#,
            // Out of range, wrong types.
            #"{"popup": {\#(alert), "button": "OK"}, "scale": 4}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "scale": 0}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "scale": 2.5}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "theme": {"width": -1}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "theme": {"width": "293"}}"#,
            #"{"popup": {"kind": "hud", "mode": "bar", "progress": 1.5}}"#,
            #"{"popup": {\#(root) {"type": "box", "opacity": 2}}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "background": {"gradient": ["red"]}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "canvas": {"width": 0, "height": 10}}"#,
            // Colours.
            ##"{"popup": {"kind": "hud"}, "background": "#12345"}"##,
            #"{"popup": {\#(alert), "button": "OK"}, "backdrop": "purple"}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "background": "hwb(0 0% 0%)"}"#,
            // Missing, both or misplaced.
            #"{"canvas": "ipad"}"#,
            #"{"popup": {"title": "x"}}"#,
            #"{"popup": {\#(alert)}}"#,
            #"{"popup": {\#(alert), "button": "OK", "buttons": ["OK"]}}"#,
            #"{"popup": {\#(alert), "buttons": ["OK", "Cancel"]}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "canvas": {"device": "ipad", "width": 10}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "background": {"gradient": ["red", "blue"], "image": "alert.png"}}"#,
            #"{"popup": {"kind": "hud", "mode": "ring"}}"#,
            #"{"popup": {"kind": "hud", "progress": 0.5}}"#,
            #"{"popup": {"kind": "hud", "details": "Parsing"}}"#,
            #"{"popup": {"kind": "hud", "style": "jkprogresshud", "mode": "indeterminate"}}"#,
            #"{"popup": {"kind": "hud", "style": "mbprogresshud", "mode": "ring", "progress": 0.5}}"#,
            #"{"popup": {"kind": "hud", "style": "mbprogresshud", "mode": "determinate"}}"#,
            #"{"popup": {"kind": "hud", "style": "mbprogresshud", "icon": "info"}}"#,
            #"{"popup": {"kind": "hud", "style": "mbprogresshud", "cancelButton": ""}}"#,
            #"{"popup": {"kind": "hud", "style": "mb"}}"#,
            #"{"popup": {"kind": "confirmation", "message": "m", "ok": ""}}"#,
            #"{"popup": {"kind": "system-alert", "actions": []}}"#,
            #"{"popup": {\#(root) {"type": "box"}}, "theme": {}}"#,
            #"{"popup": {\#(root) {"type": "text", "icon": "info"}}}"#,
            #"{"popup": {\#(root) {"type": "box", "children": []}}}"#,
            #"{"popup": {\#(root) {"type": "icon"}}}"#,
            #"{"popup": {\#(root) {"type": "box", "name": "a/b"}}}"#,
            #"{"popup": {\#(root) {"type": "box", "border": {"width": 1}}}}"#,
            // Variants and lint.
            #"{"popup": {\#(alert), "button": "OK"}, "variants": {}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "variants": {"appearances": ["dark", "dark"]}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "variants": {"locales": ["de DE"]}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "strings": "de.txt"}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "lint": {"ignore": [{"rule": "contrast"}]}}"#,
            #"{"popup": {\#(alert), "button": "OK"}, "contentSize": "huge"}"#,
        ]
        for spec in specs {
            XCTAssertNotEqual(validator.errors(in: try node(spec).value), [], "the schema accepts \(spec)")
            XCTAssertThrowsError(try decode(spec), "the decoder accepts \(spec)")
        }
    }

    /// What only the decoder can check: a pixel budget across keys, unique sibling names, the PNG itself,
    /// and rgb() components. The schema describes these; the decoder enforces them.
    func testChecksBeyondTheSchemaAreTheDecoders() throws {
        let specs = [
            #"{"popup": {"kind": "hud"}, "canvas": {"width": 100000, "height": 100000}}"#,
            #"{"popup": {"kind": "custom", "root": {"type": "vstack", "children": [{"type": "box", "name": "a"}, {"type": "box", "name": "a"}]}}}"#,
            #"{"popup": {"kind": "hud"}, "background": {"image": "missing.png"}}"#,
            #"{"popup": {"kind": "hud"}, "background": "rgb(300, 0, 0)"}"#,
        ]
        for spec in specs {
            XCTAssertEqual(validator.errors(in: try node(spec).value), [], spec)
            XCTAssertThrowsError(try decode(spec), spec)
        }
    }

    func testEverySystemColourNameIsAColourForBoth() throws {
        let color = try definition("color")
        for name in Color.named.keys.sorted() + ["#abc", "#ABCD", "#00000040", "rgb(1, 2, 3)", "RGBA(0, 0, 0, 0.5)", "hsl(211deg 100% 50% / 0.5)", "HSLA(0, 0%, 0%, 1)", " white "] {
            var errors: [String] = []
            validator.validate(.string(name), color, "color", &errors)
            XCTAssertEqual(errors, [], name)
            XCTAssertNoThrow(try Color(parsing: name), name)
        }
    }

    /// The schema's animation names are the ones the decoder and `popsnap animate` read: a spring a spec
    /// names is accepted and verified.
    func testAnimationNamesAreTheDecoders() throws {
        let animation = try property("animation", of: validator.root)
        XCTAssertEqual(try property("transition", of: animation)["enum"] as? [String], NameTable(Transition.Name.self).names)
        XCTAssertEqual(try property("curve", of: animation)["enum"] as? [String], NameTable(Easing.Name.self).names)
    }

    // MARK: - Helpers

    func keys(of schema: [String: Any]) -> [String] {
        (schema["properties"] as? [String: Any] ?? [:]).keys.sorted()
    }

    func property(_ name: String, of schema: [String: Any]) throws -> [String: Any] {
        try XCTUnwrap((schema["properties"] as? [String: Any])?[name] as? [String: Any], "no property \(name)")
    }

    func node(_ text: String) throws -> JSONNode {
        try SpecParsing.parse(Array(text.utf8), file: "spec.json").node
    }

    func decode(_ text: String) throws -> PopupSpec {
        try PopupSpec.decode(SpecParsing.parse(Array(text.utf8), file: "spec.json"), baseDirectory: ReferenceImage.snapshots.path)
    }
}
