import Foundation
import PopsnapRaster
import PopsnapTestSupport
import XCTest
@testable import Popsnap

/// A spec's variants share their app screen: `render --matrix` and `lint` paint it (and blur it, and the
/// screen behind a material) once, not once a variant, and every variant is drawn as it is alone.
final class ScreenCacheTests: TemporaryFolderTestCase {
    /// Two variants over one blurred screenshot, under a system alert's materials.
    private func spec() throws -> String {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("app-screen.png"),
                                         to: folder.appendingPathComponent("screen.png"))
        let url = folder.appendingPathComponent("alert.json")
        try Data(#"""
        {"canvas": "iphone-se", "scale": 1, "background": {"image": "screen.png"}, "backdrop": {"blur": 10},
         "popup": {"kind": "system-alert", "title": "Allow?", "message": "Your location is used nearby.", "actions": ["Allow", "Don’t Allow"]},
         "variants": {"locales": ["en", "de"]}, "strings": {"de": {"Allow?": "Erlauben?"}}}
        """#.utf8).write(to: url)
        return url.path
    }

    func testAMatrixPaintsItsScreenOnceAndEachVariantAsAlone() throws {
        let file = try spec(), renderer = try PopupRenderer()
        var images: [Image] = []
        let counts = try SceneWork.counting {
            _ = try VariantMatrix(file: file, renderer: renderer).render(sheet: false) { _, image in images.append(image) }
        }
        // Once a variant before.
        XCTAssertEqual(counts.screens, 1)
        let matrix = try VariantMatrix(file: file, renderer: renderer)
        XCTAssertEqual(images.count, 2)
        for (plan, image) in zip(matrix.planned, images) {
            XCTAssertEqual(image, try renderer.render(plan.popup.scene), plan.name)
        }
    }

    func testAMatrixDrawsTheSameImagesAtAnyNumberOfJobs() throws {
        let matrix = try VariantMatrix(file: try spec(), renderer: try PopupRenderer())
        func images(jobs: Int) throws -> [String: Image] {
            var out: [(String, Image)] = []
            _ = try matrix.render(sheet: false, jobs: jobs, transform: { _, image throws(PopsnapError) in try image.png() }) { plan, image, png in
                XCTAssertEqual(png, try image.png())
                out.append((plan.name, image))
            }
            XCTAssertEqual(out.map(\.0), matrix.planned.map(\.name))
            return Dictionary(uniqueKeysWithValues: out)
        }
        XCTAssertEqual(try images(jobs: 2), try images(jobs: 1))
    }

    func testLintPaintsAFilesScreenOnceAndFindsWhatEachVariantAloneHas() throws {
        let file = try spec(), renderer = try PopupRenderer()
        var results: [LintResult] = []
        let counts = SceneWork.counting { results = Linter(renderer: renderer).lint(files: [file], jobs: 1) }
        XCTAssertEqual(counts.screens, 1)
        XCTAssertNil(results[0].error)
        for outcome in results[0].variants {
            let popup = try PopupSpec.prepare(file: file, overrides: SpecOverrides(), variant: outcome.variant)
            let alone = try Linter(renderer: renderer).lint(popup)
            XCTAssertEqual(outcome.outcome.findings, alone.findings, outcome.variant.name)
        }
        XCTAssertEqual(Linter(renderer: renderer).lint(files: [file], jobs: 2).map { $0.variants.map(\.outcome.findings) },
                       results.map { $0.variants.map(\.outcome.findings) })
    }

    /// A still starts from the screen behind its material, made once for both.
    func testAStillStartsFromTheScreenBehindItsMaterial() throws {
        let popup = try PopupSpec.prepare(file: try spec(), overrides: SpecOverrides(), variant: nil)
        let layers = try PopupRenderer().layers(popup.scene)
        let behind = try XCTUnwrap(layers.behind)
        XCTAssertEqual(layers.fullyDimmed, behind)
        XCTAssertEqual(behind, try layers.screenImage(dim: 1))
    }

    /// Another screen is painted again, and the first, asked again after it, too: the cache keeps one.
    func testAnotherScreenIsPaintedAgainNeverReused() throws {
        let renderer = try PopupRenderer(), shared = renderer.sharingScreens()
        let popup = AlertPopup(title: "Error", message: "Sorry").element(traits: Traits())
        var blue = PopupScene(canvas: Device.iPhoneSE.size, popup: popup)
        blue.background = .color(DynamicColor(Color(red: 0, green: 0.3, blue: 1)))
        blue.backdropBlur = 4
        var dimmer = blue
        dimmer.backdrop = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
        var images: [Image] = []
        let counts = try SceneWork.counting {
            for scene in [blue, blue, dimmer, blue] { images.append(try shared.render(scene)) }
        }
        XCTAssertEqual(counts.screens, 3)
        XCTAssertEqual(images, try [blue, blue, dimmer, blue].map { try renderer.render($0) })
        XCTAssertNotEqual(images[0], images[2])
    }

    /// Screenshot files are the same screen by their bytes, whatever their path.
    func testScreenshotFilesAreTheSameScreenByTheirBytes() throws {
        let screen = ReferenceImage.snapshots.appendingPathComponent("app-screen.png").path
        let copy = folder.appendingPathComponent("copy.png")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: screen), to: copy)
        let dark = ReferenceImage.snapshots.appendingPathComponent("app-screen-dark.png").path
        func file(_ path: String) throws -> Background { .placedFile(try ImageFile(contentsOf: path), ImagePlacement(), background: nil) }
        XCTAssertEqual(try file(screen), try file(copy.path))
        XCTAssertNotEqual(try file(screen), try file(dark))
        XCTAssertNotEqual(try file(screen), .placedFile(try ImageFile(contentsOf: screen), ImagePlacement(), background: DynamicColor(Color(red: 1, green: 1, blue: 1))))
    }
}
