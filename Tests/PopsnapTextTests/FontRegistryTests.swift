import Foundation
import XCTest
@testable import PopsnapText

final class FontRegistryTests: XCTestCase {
    let fonts = try! FontRegistry()

    func testSystemWeightsMapToInterFaces() throws {
        func weight(_ family: String, _ w: FontWeight) throws -> Int { try fonts.font(family: family, weight: w).weight.value }
        XCTAssertEqual(try weight("system", .regular), 400)
        XCTAssertEqual(try weight("system", .medium), 500)
        XCTAssertEqual(try weight("system", .semibold), 600)
        XCTAssertEqual(try weight("system", .bold), 700)
        // Missing weights take the nearest by CSS's rule: heavier ones look heavier first, light ones lighter.
        XCTAssertEqual(try weight("system", .heavy), 700)
        XCTAssertEqual(try weight("system", .black), 700)
        XCTAssertEqual(try weight("system", .light), 400)
        XCTAssertEqual(try fonts.font(family: "Inter", weight: .ultraLight).family, "Inter")
        XCTAssertEqual(try weight("dejavu sans", .semibold), 700)
        XCTAssertEqual(try weight("DejaVu Sans", .medium), 400)
    }

    func testWeightNamesAreUIKits() {
        XCTAssertEqual(FontWeight(name: "semibold"), .semibold)
        XCTAssertEqual(FontWeight(name: "ultraLight")?.value, 100)
        XCTAssertNil(FontWeight(name: "extra-bold"))
        XCTAssertEqual(FontWeight.heavy.description, "heavy")
    }

    func testUnknownFamilyListsWhatThereIs() {
        XCTAssertThrowsError(try fonts.font(family: "Helvetica Neue Imaginary")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("Helvetica Neue Imaginary") && text.contains("Inter") && text.contains("DejaVu Sans"), text)
        }
    }

    func testInstalledFamiliesComeThroughFontconfigOnlyByExactName() throws {
        // .ci/run installs Droid Sans Fallback, the last fallback for CJK.
        let droid = try fonts.font(family: "Droid Sans Fallback")
        XCTAssertEqual(droid.family, "Droid Sans Fallback")
        XCTAssertTrue(droid.origin.hasPrefix("/"))
        let chain = fonts.fallbackChain(for: try fonts.font(family: "system"))
        XCTAssertEqual(chain.first?.family, "Inter")
        XCTAssertEqual(chain.dropFirst().first?.family, "DejaVu Sans")
        XCTAssertTrue(chain.contains { $0.family == "Droid Sans Fallback" })
    }

    /// Startup: text the bundled fonts cover never asks fontconfig for a fallback, nor opens one;
    /// a character they lack looks the installed fallbacks up then, in order, and draws as before.
    func testFallbacksAreLookedUpOnlyForCharactersThatNeedThem() throws {
        let registry = try FontRegistry()
        let typesetter = Typesetter(fonts: registry)
        let latin = try typesetter.layout("Sorry, that email address is already used! «Ünïcödé» – 42 €", style: TextStyle(size: 16, weight: .semibold), width: 263)
        XCTAssertEqual(latin.missingCharacters, [])
        XCTAssertEqual(registry.installedLookupKeys, [])
        let japanese = try typesetter.layout("メールアドレス", style: TextStyle(size: 16, weight: .semibold))
        XCTAssertEqual(registry.installedLookupKeys, ["droid sans fallback@600", "noto color emoji@600"])
        XCTAssertEqual(japanese.missingCharacters, [])
        XCTAssertEqual(registry.fallbackChain(for: try registry.font(family: "system", weight: .semibold)).map(\.family),
                       ["Inter", "DejaVu Sans", "Noto Color Emoji", "Droid Sans Fallback"])
    }

    /// Found by the paragraph fuzzer: each weight asked of an installed family loaded its file again
    /// (10 MB for the emoji font), so text in many weights ran out of memory.
    func testInstalledFacesAreLoadedOnceForEveryWeight() throws {
        let registry = try FontRegistry()
        let regular = try registry.font(family: "Droid Sans Fallback", weight: .regular)
        for weight in [1, 250, 401, 700, 1000] {
            XCTAssertTrue(try registry.font(family: "Droid Sans Fallback", weight: FontWeight(weight)) === regular, "weight \(weight)")
            XCTAssertTrue(registry.fallbackChain(for: try registry.font(family: "system", weight: FontWeight(weight))).contains { $0 === regular })
        }
    }

    func testFontsDirectoryReplacesTheEmbeddedFonts() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fonts").standardized
        for file in BundledFonts.fileNames {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: dir.appendingPathComponent(file))
        }
        let fromDir = try FontRegistry(fontsDirectory: dir.path)
        XCTAssertEqual(try fromDir.font(family: "system", weight: .bold).origin, dir.path + "/Inter-Bold.otf")
        let fromEnv = try FontRegistry(environment: ["POPSNAP_FONTS_DIR": dir.path])
        XCTAssertEqual(try fromEnv.font(family: "system").origin, dir.path + "/Inter-Regular.otf")
        XCTAssertEqual(try FontRegistry(environment: [:]).font(family: "system").origin, "bundled:Inter-Regular.otf")

        try FileManager.default.removeItem(at: dir.appendingPathComponent("DejaVuSans.ttf"))
        XCTAssertThrowsError(try FontRegistry(fontsDirectory: dir.path)) { error in
            XCTAssertTrue("\(error)".contains("DejaVuSans.ttf"), "\(error)")
        }
    }

    func testBadFontFilesGiveClearErrors() throws {
        XCTAssertThrowsError(try fonts.addFont(atPath: "/nonexistent/Font.ttf")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/Font.ttf"), "\(error)")
            XCTAssertTrue("\(error)".contains("No such file"), "\(error)")
        }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf")
        try Data(String(repeating: "this is not a font. ", count: 400).utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        XCTAssertThrowsError(try fonts.addFont(atPath: junk.path)) { error in
            XCTAssertTrue("\(error)".contains(junk.path), "\(error)")
            XCTAssertTrue("\(error)".contains("unknown file format"), "FreeType's message: \(error)")
        }
    }

    func testAddedFontsAreFoundByFamily() throws {
        let registry = try FontRegistry()
        let font = try registry.addFont(atPath: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")
        XCTAssertEqual(font.family, "Droid Sans Fallback")
        XCTAssertTrue(registry.availableFamilies.contains("Droid Sans Fallback"))
        XCTAssertTrue(try registry.font(family: "Droid Sans Fallback") === font)
    }
}
