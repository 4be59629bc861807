import Foundation
import XCTest

/// Issue 10: each popup kind is one folder of `Sources/Popsnap/Kinds/`, holding its values, theme, keys,
/// decoding, options and element tree; the rest of the package names no kind. Adding a kind is adding a
/// folder and its line in `PopupKinds.all`.
final class KindFolderTests: XCTestCase {
    let kinds = ModuleDirectionTests.root.appendingPathComponent("Sources/Popsnap/Kinds")

    /// The types each kind's folder declares (`AlertPopup`, `AlertTheme`, `HUDMode`, …).
    func declaredTypes() throws -> [String: [String]] {
        let regex = try NSRegularExpression(pattern: #"^public (?:struct|enum|final class|protocol) ([A-Za-z]+)"#, options: .anchorsMatchLines)
        var result: [String: [String]] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: kinds.path) where !folder.hasSuffix(".swift") {
            for file in try ModuleDirectionTests.swiftFiles(under: kinds.appendingPathComponent(folder)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    result[folder, default: []].append(String(text[Range(m.range(at: 1), in: text)!]))
                }
            }
        }
        return result
    }

    func testEveryKindIsAFolderWithItsValuesThemeSpecAndElement() throws {
        let types = try declaredTypes()
        XCTAssertEqual(Set(types.keys), ["Alert", "Confirmation", "HUD", "SystemAlert", "Custom", "ActionSheet", "Sheet", "Toast", "Notification"])
        for (folder, _) in types {
            let files = try FileManager.default.contentsOfDirectory(atPath: kinds.appendingPathComponent(folder).path)
            XCTAssertTrue(files.contains("\(folder)Popup.swift"), "\(folder): its values")
            XCTAssertTrue(files.contains("\(folder)Spec.swift"), "\(folder): its keys, decoding and options")
            XCTAssertTrue(files.contains(where: { $0.hasSuffix("Element.swift") }) || folder == "Custom", "\(folder): its element tree")
        }
        let registry = try String(contentsOf: kinds.appendingPathComponent("PopupKinds.swift"), encoding: .utf8)
        for folder in types.keys { XCTAssertTrue(registry.contains("\(folder)Popup.self"), "\(folder) is listed in PopupKinds.all") }
    }

    /// Outside Kinds/, no source names a kind's type or switches on a kind's name.
    func testNothingElseKnowsTheKinds() throws {
        let names = try declaredTypes().values.flatMap { $0 }
        let sources = ModuleDirectionTests.root.appendingPathComponent("Sources")
        let kindNames = ["alert", "confirmation", "hud", "system-alert", "custom", "action-sheet", "sheet", "toast", "notification"]
        for file in try ModuleDirectionTests.swiftFiles(under: sources) where !file.path.hasPrefix(kinds.path + "/") {
            // Documentation may show the kinds in use; code may not name them.
            let text = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let relative = file.path.dropFirst(sources.path.count + 1)
            // The benchmark builds the seed alert to time it; it is a user of the API, not a part of it.
            if relative.hasPrefix("popsnap-bench/") { continue }
            // UIKit draws UIAlertController and a sheet's chrome through the kinds' public API, a client of it as
            // the benchmark is.
            if relative.hasPrefix("UIKit/") { continue }
            for name in names where text.range(of: #"\b\#(name)\b"#, options: .regularExpression) != nil {
                XCTFail("\(relative) names \(name), which belongs to Kinds/")
            }
            // The "hud" transition is seed 002's fade, named for the seed; any kind may use it.
            for name in kindNames where text.contains("case \"\(name)\"") && !relative.hasSuffix("Animation/Transition.swift") {
                XCTFail("\(relative) switches on the kind \"\(name)\"")
            }
        }
    }
}
