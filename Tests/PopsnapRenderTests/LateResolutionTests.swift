import Foundation
import XCTest
import PopsnapTestSupport
import Synchronization
@testable import Popsnap

/// Colours, fonts and materials stay dynamic until the scene is made: a spec loaded once with its
/// defaults, its traits then changed on the decoded value, draws exactly what decoding the file with
/// those traits written in it draws; and a matrix reads its file once.
final class LateResolutionTests: XCTestCase {
    private static let snapshots = "Snapshots".inRepository

    /// Every spec in Snapshots/: each variant of a matrix, and for the others every trait flipped at once
    /// (the other appearance, the other text size, the other iOS look). The fast layer: one spec of each
    /// kind, and a matrix's first two variants.
    func testTraitsChangedAfterLoadingDrawWhatTheFileWithThemDraws() throws {
        let renderer = try PopupRenderer()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.snapshots).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(names.count, 50)
        var pairs = [(name: String, changed: PopupSpec, written: PopupSpec)]()
        for name in Exhaustive.sampleSpecs(names) {
            let path = Self.snapshots + "/" + name
            let loaded = try PopupSpec.load(contentsOf: path)
            let variants = loaded.variants.isEmpty
                ? [Variant(appearance: loaded.appearance == .light ? .dark : .light,
                           contentSize: loaded.contentSize == .large ? .accessibilityLarge : .large,
                           ios: loaded.ios == .ios26 ? .ios18 : .ios26)]
                : Exhaustive.choose(fast: Array(loaded.variants.matrix.prefix(2)), all: loaded.variants.matrix)
            for variant in variants {
                // The issue's case: the trait set on the decoded value, after loading. Both at 1x, which
                // changes no colour or font and draws a ninth of the pixels.
                var changed = try loaded.variant(Variant(locale: variant.locale, scale: 1))
                if let a = variant.appearance { changed.appearance = a }
                if let c = variant.contentSize { changed.contentSize = c }
                if let i = variant.ios { changed.ios = i }
                pairs.append(("\(name) [\(variant.name)]", changed, try Self.decode(path, writing: variant)))
            }
        }
        // Two pairs at a time; what differs is reported in order after.
        let all = pairs, failures = Mutex([String]())
        DispatchQueue.concurrentPerform(iterations: all.count) { i in
            let (name, changed, written) = all[i]
            do {
                if try renderer.render(changed.scene()) != renderer.render(written.scene()) { failures.withLock { $0.append("\(name): other pixels") } }
            } catch {
                failures.withLock { $0.append("\(name): \(error)") }
            }
        }
        for failure in failures.withLock({ $0 }).sorted() { XCTFail(failure) }
        XCTAssertGreaterThanOrEqual(all.count, 2 * 3, "a matrix's first two variants, each kind's spec")
        if Exhaustive.isOn { XCTAssertEqual(all.count, names.count - 3 + 3 * 16, "the three seeds' matrices, 16 variants each") }
    }

    /// A theme's system colour, a custom tree's colours, font and material, and the spec's background,
    /// backdrop and status bar, each written in a spec loaded light, then drawn dark.
    func testEveryDynamicValueOfASpecFollowsTheAppearanceSetAfterLoading() throws {
        let custom = """
        {"popup": {"kind": "custom", "root": {"type": "vstack", "background": {"material": "systemThinMaterial"},
          "border": {"width": 2, "color": "label"}, "shadow": {"color": "systemGray", "radius": 4}, "padding": 10,
          "children": [{"type": "text", "text": "Hi", "color": "systemBlue", "font": {"textStyle": "body"}, "background": "systemGray5"},
                       {"type": "box", "width": 20, "height": 20, "background": {"gradient": ["systemRed", "systemGreen"]}},
                       {"type": "box", "width": 20, "height": 20, "background": {"glass": "clear", "tint": "systemOrange"}}]}},
         "background": {"gradient": ["systemBackground", "systemGray"]}, "backdrop": {"color": "label", "blur": 2},
         "statusBar": true, "scale": 1}
        """
        let alert = """
        {"popup": {"kind": "alert", "title": "T", "message": "M", "button": "OK"}, "scale": 1, "background": "secondarySystemBackground",
         "theme": {"background": "systemBlue", "titleColor": "label", "backdrop": "systemGray", "titleFont": {"textStyle": "headline"}}}
        """
        let renderer = try PopupRenderer()
        for json in [custom, alert] {
            var loaded = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".")
            loaded.appearance = .dark
            loaded.contentSize = .accessibilityExtraExtraLarge
            let dark = json.replacingOccurrences(of: #""scale": 1"#, with: #""scale": 1, "appearance": "dark", "contentSize": "AX4""#)
            let written = try PopupSpec.decode(try SpecParsing.parse(Array(dark.utf8), file: "s.json"), baseDirectory: ".")
            XCTAssertEqual(try renderer.render(loaded.scene()), try renderer.render(written.scene()))
        }
    }

    /// A 24-variant matrix (2 locales, 2 appearances, 3 text sizes, 2 iOS looks) opens its spec file once,
    /// counted by inotify, where each variant used to read and decode it again (25 opens).
    func testAMatrixOfTwentyFourVariantsReadsItsSpecOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-late-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/matrix.json"
        try Data("""
        {"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "scale": 1,
         "strings": {"de": {"Error": "Fehler"}},
         "variants": {"locales": ["en", "de"], "appearances": ["light", "dark"], "contentSizes": ["L", "AX3", "xS"], "ios": [18, 26]}}
        """.utf8).write(to: URL(fileURLWithPath: path))
        let opens = try FileOpenCounter(path)
        let specs = try PopupSpec.matrix(file: path, overrides: SpecOverrides())
        XCTAssertEqual(specs.count, 24)
        XCTAssertEqual(opens.count(), 1)
        XCTAssertEqual(specs.map(\.popup.spec.locale), (0..<24).map { $0 < 12 ? "en" : "de" })
        // Each variant is the one loading it alone gives.
        let renderer = try PopupRenderer()
        for (variant, popup) in specs.prefix(24).filter({ $0.variant.contentSize == .accessibilityLarge }) {
            XCTAssertEqual(try renderer.render(popup.scene), try renderer.render(try PopupSpec.load(contentsOf: path, variant: variant).scene()), variant.name)
        }
    }

    /// Variants loaded one at a time, as `popsnap verify` and `lint` check them, read their spec once; an
    /// edit of the spec or of a strings file it reads is read again.
    func testVariantsLoadedOneByOneReadTheirSpecOnceUntilAFileChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-late-each-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/matrix.json", strings = folder + "/de.json"
        // Each file's time set a minute back, as for files saved before the run: a version just written is
        // kept by no cache (`FileVersion.isSettled`).
        func write(_ text: String, to file: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: file)
        }
        try write(#"{"Error": "Fehler"}"#, to: strings)
        try write("""
        {"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "scale": 1, "strings": {"de": "de.json"},
         "variants": {"locales": ["en", "de"], "appearances": ["light", "dark"], "contentSizes": ["L", "AX3", "xS"], "ios": [18, 26]}}
        """, to: path)
        let opens = try FileOpenCounter(path), stringsOpens = try FileOpenCounter(strings)
        let matrix = try PopupSpec.load(contentsOf: path).variants.matrix
        for variant in matrix { _ = try PopupSpec.load(contentsOf: path, variant: variant) }
        XCTAssertEqual(matrix.count, 24)
        XCTAssertEqual(opens.count(), 1)
        XCTAssertEqual(stringsOpens.count(), 1)
        try write(#"{"Error": "Fehler!"}"#, to: strings)
        _ = stringsOpens.count()
        let german = try PopupSpec.load(contentsOf: path, variant: Variant(locale: "de"))
        XCTAssertEqual((german.shownPopup as? AlertPopup)?.title, "Fehler!")
        XCTAssertEqual(opens.count(), 1)
        XCTAssertEqual(stringsOpens.count(), 1)
        try write(try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Sorry", with: "Sorry!"), to: path)
        _ = opens.count()
        XCTAssertEqual((try PopupSpec.load(contentsOf: path).popup as? AlertPopup)?.message, "Sorry!")
        XCTAssertEqual(opens.count(), 1)
    }

    /// The spec at `path` decoded with `variant`'s traits written in its file, at 1x, at its locale.
    private static func decode(_ path: String, writing variant: Variant) throws -> PopupSpec {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        if let a = variant.appearance { object["appearance"] = a.rawValue }
        if let c = variant.contentSize { object["contentSize"] = c.shortName }
        if let i = variant.ios { object["ios"] = i.rawValue }
        object["scale"] = 1
        let bytes = try JSONSerialization.data(withJSONObject: object)
        return try PopupSpec.decode(try SpecParsing.parse(Array(bytes), file: path), baseDirectory: snapshots, variant: Variant(locale: variant.locale))
    }
}
