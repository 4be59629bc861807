import Foundation
import PopsnapRaster
import PopsnapTestSupport
import XCTest
@testable import Popsnap

/// Matrix rendering and contact sheets as a library call: each variant planned, drawn and named as
/// `popsnap render --matrix` names its files, its scene made and laid out once.
final class VariantMatrixTests: TemporaryFolderTestCase {
    private func spec() throws -> String {
        let url = folder.appendingPathComponent("alert.json")
        try Data(#"""
        {"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "canvas": "iphone-se", "scale": 1,
         "variants": {"locales": ["en", "de"], "appearances": ["light", "dark"]}, "strings": {"de": {"Error": "Fehler"}}}
        """#.utf8).write(to: url)
        return url.path
    }

    func testEachVariantIsDrawnAsItIsAloneAndTheSheetHasARowALocale() throws {
        let file = try spec(), renderer = try PopupRenderer()
        var names: [String] = [], images: [Image] = []
        var sheet: Image?
        let counts = try SceneWork.counting {
            let matrix = try VariantMatrix(file: file, renderer: renderer)
            XCTAssertEqual(matrix.columns, 2)
            sheet = try matrix.render(sheet: true) { plan, image in
                names.append(plan.name)
                images.append(image)
            }
        }
        XCTAssertEqual(names, ["alert.en.light", "alert.en.dark", "alert.de.light", "alert.de.dark"])
        XCTAssertEqual(counts.scenes, 4)
        XCTAssertEqual(counts.layouts, 4)
        var overrides = SpecOverrides()
        overrides.variants = try VariantSelection(parsing: "locale=de,appearance=dark")
        let alone = try PopupSpec.make(file: file, overrides: overrides)
        XCTAssertEqual(images[3].pixels, try renderer.render(alone.scene()).pixels)
        // Two rows of two cells: the popup, 293 pt + 2 x 16 pt margin, at 2 px a point, wider than one.
        XCTAssertGreaterThan(try XCTUnwrap(sheet).width, 2 * (293 + 32) * 2)
        XCTAssertNil(try VariantMatrix(file: file, renderer: renderer).render(sheet: false) { _, _ in })
    }
}
