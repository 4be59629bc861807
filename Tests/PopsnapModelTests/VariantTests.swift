import XCTest
import PopsnapLayout
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry

/// Issue 13: a spec declares axes; each variant has a stable name, reads its locale's strings and
/// takes its appearance, text size, device and scale.
final class VariantTests: TemporaryFolderTestCase {
    func write(_ text: String, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    let alert = #""popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}"#

    /// The translations are read with the spec; the locale is a trait of the scene, chosen when it is made, as
    /// the appearance is: one loaded spec draws every language without decoding again, and `--title` is drawn
    /// in each of them.
    func testTheLocaleIsChosenWhenTheSceneIsMade() throws {
        let path = try write(#"{"# + alert + #", "variants": {"locales": ["en", "de", "ar"]}, "strings": {"de": {"Error": "Fehler"}, "ar": {"Error": "خطأ"}}}"#, "alert.json")
        var spec = try PopupSpec.load(contentsOf: path)
        XCTAssertEqual(spec.translations.keys.sorted(), ["ar", "de"])
        func title(_ scene: PopupScene) -> String? { scene.popup.preorder().first { $0.path == "container/title" }?.element.text }
        XCTAssertEqual(title(spec.scene()), "Error")
        spec.locale = "de"
        XCTAssertEqual(title(spec.scene()), "Fehler")
        spec.locale = "ar"
        XCTAssertEqual(title(spec.scene()), "خطأ")
        XCTAssertEqual(spec.scene().layoutDirection, .rightToLeft)
        XCTAssertEqual((spec.popup as? AlertPopup)?.title, "Error", "the popup stays in the spec's own language")
        var options = SpecOverrides()
        options.title = "Achtung"
        options.locale = "de"
        let prepared = try PopupSpec.prepare(file: path, overrides: options)
        XCTAssertEqual(title(prepared.scene), "Achtung", "an option's text is drawn in the locale chosen")
    }

    func testTheMatrixIsEveryCombinationInAxisOrderWithStableNames() throws {
        let path = try write(#"{"# + alert + #", "variants": {"locales": ["en", "de"], "appearances": ["light", "dark"], "contentSizes": ["L", "AX3"], "scales": [2]}, "strings": {"de": {"Error": "Fehler"}}}"#, "alert.json")
        let spec = try PopupSpec.load(contentsOf: path)
        XCTAssertEqual(spec.variants.matrixSize, 8)
        XCTAssertEqual(spec.variants.matrix.map { $0.named("alert") }, [
            "alert.en.light.L.2x", "alert.en.light.AX3.2x", "alert.en.dark.L.2x", "alert.en.dark.AX3.2x",
            "alert.de.light.L.2x", "alert.de.light.AX3.2x", "alert.de.dark.L.2x", "alert.de.dark.AX3.2x",
        ])
        let de = try PopupSpec.load(contentsOf: path, variant: spec.variants.matrix[6])
        XCTAssertEqual((de.shownPopup as? AlertPopup)?.title, "Fehler")
        XCTAssertEqual((de.shownPopup as? AlertPopup)?.message, "Sorry", "an untranslated text stays as written")
        XCTAssertEqual(de.appearance, .dark)
        XCTAssertEqual(de.contentSize, .large)
        XCTAssertEqual(de.scale, 2)
        XCTAssertEqual((try PopupSpec.load(contentsOf: path).popup as? AlertPopup)?.title, "Error", "the file as written")
    }

    func testStringsFromFilesAndCatalogs() throws {
        _ = try write("\"Error\" = \"Fehler\";\n\"OK\" = \"Gut\";\n", "de.lproj/Localizable.strings")
        _ = try write(#"{"Error": "エラー"}"#, "ja.json")
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Error": {"comment": "title", "localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Erreur"}}, "ar": {"stringUnit": {"state": "translated", "value": "خطأ"}}}}, "Sorry": {"extractionState": "manual"}}}"#
        _ = try write(catalog, "Localizable.xcstrings")
        let files = try write(#"{"# + alert + #", "variants": {"locales": ["de", "ja"]}, "strings": {"de": "de.lproj/Localizable.strings", "ja": "ja.json"}}"#, "files.json")
        let de = try PopupSpec.load(contentsOf: files, variant: Variant(locale: "de"))
        XCTAssertEqual((de.shownPopup as? AlertPopup).map { [$0.title, $0.button] }, ["Fehler", "Gut"])
        XCTAssertTrue(de.inputFiles.contains { $0.hasSuffix("de.lproj/Localizable.strings") }, "strings files are inputs, never outputs")
        XCTAssertEqual((try PopupSpec.load(contentsOf: files, variant: Variant(locale: "ja")).shownPopup as? AlertPopup)?.title, "エラー")
        let xc = try write(#"{"# + alert + #", "variants": {"locales": ["fr", "ar"]}, "strings": "Localizable.xcstrings"}"#, "xc.json")
        XCTAssertEqual((try PopupSpec.load(contentsOf: xc, variant: Variant(locale: "fr")).shownPopup as? AlertPopup)?.title, "Erreur")
        let ar = try PopupSpec.load(contentsOf: xc, variant: Variant(locale: "ar"))
        XCTAssertEqual((ar.shownPopup as? AlertPopup)?.title, "خطأ")
        XCTAssertEqual(ar.traits.layoutDirection, .rightToLeft)
    }

    /// Right to left mirrors every frame across the popup's centre: the confirmation's cancel button
    /// moves from the left to the right of OK, as in UIKit.
    func testRightToLeftMirrorsTheLayout() throws {
        let path = try write(#"{"popup": {"kind": "confirmation", "message": "M", "cancel": "Cancel"}, "variants": {"locales": ["en", "he"]}}"#, "c.json")
        let renderer = try PopupRenderer()
        func frames(_ locale: String) throws -> [String: Rect] {
            let layout = try renderer.layout(try PopupSpec.load(contentsOf: path, variant: Variant(locale: locale)).scene())
            return Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.path, $0.node.frame) })
        }
        let en = try frames("en"), he = try frames("he")
        let cancel = "container/stack/buttons/cancel", ok = "container/stack/buttons/ok"
        XCTAssertLessThan(en[cancel]!.x, en[ok]!.x)
        XCTAssertGreaterThan(he[cancel]!.x, he[ok]!.x)
        let c = en["container"]!
        XCTAssertEqual(he[cancel]!.x, c.x + c.maxX - en[cancel]!.maxX, accuracy: 1e-9)
        XCTAssertEqual(he["container"]!.x, c.x)
    }

    func testSelections() throws {
        var axes = VariantAxes()
        axes.locales = ["en", "de"]
        axes.appearances = [.light, .dark]
        let one = try VariantSelection(parsing: "locale=de,appearance=dark").variants(of: axes, spec: "a.json")
        XCTAssertEqual(one.map(\.name), ["de.dark"])
        XCTAssertEqual(try VariantSelection(parsing: "appearance=dark").variants(of: axes, spec: "a.json").map(\.name), ["en.dark", "de.dark"])
        XCTAssertEqual(try VariantSelection(parsing: "locale=en,locale=de,appearance=light").variants(of: axes, spec: "a.json").map(\.name), ["en.light", "de.light"])
        XCTAssertThrowsError(try VariantSelection(parsing: "lang=de")) { XCTAssertEqual(($0 as? VariantError)?.message, "unknown axis \"lang\"; the axes are locale, appearance, contentSize, device, orientation, scale and ios") }
        XCTAssertThrowsError(try VariantSelection(parsing: "locale")) { XCTAssertTrue("\($0)".contains("expected axis=value pairs")) }
        XCTAssertThrowsError(try VariantSelection(parsing: "locale=fr").variants(of: axes, spec: "a.json")) {
            XCTAssertEqual(($0 as? VariantError)?.message, "a.json has no locale \"fr\"; its locales are en and de")
        }
        XCTAssertThrowsError(try VariantSelection(parsing: "scale=2x").variants(of: axes, spec: "a.json")) {
            XCTAssertEqual(($0 as? VariantError)?.message, "a.json declares no scales in its variants; it declares locales, appearances")
        }
    }

    func testBadVariantsAndStringsAreNamed() throws {
        func error(_ json: String) throws -> SpecError? {
            let path = try write(json, "bad.json")
            do { _ = try PopupSpec.load(contentsOf: path); return nil } catch {
                guard case let .spec(e) = error else { return nil }
                return e
            }
        }
        let twice = try error(#"{"# + alert + #", "variants": {"appearances": ["light", "light"]}}"#)
        XCTAssertEqual(twice?.path, "variants.appearances[1]")
        XCTAssertEqual(twice?.message, "this appearance is listed twice")
        XCTAssertEqual(try error(#"{"# + alert + #", "variants": {}}"#)?.message, "expected at least one of locales, appearances, contentSizes, devices, orientations, scales or ios")
        XCTAssertEqual(try error(#"{"# + alert + #", "variants": {"locales": ["de DE"]}}"#)?.path, "variants.locales[0]")
        XCTAssertEqual(try error(#"{"# + alert + #", "strings": {"de": "missing.strings"}}"#)?.path, "strings.de")
        _ = try write("\"a\" = ", "broken.strings")
        let broken = try error(#"{"# + alert + #", "strings": {"de": "broken.strings"}}"#)
        XCTAssertTrue(broken?.file.hasSuffix("broken.strings") ?? false, "\(String(describing: broken))")
        XCTAssertEqual(broken?.line, 1)
        XCTAssertEqual(try error(#"{"# + alert + #", "strings": "de.txt"}"#)?.message.hasPrefix("expected an .xcstrings catalog"), true)
    }
}
