import PopsnapRaster
import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap
import PopsnapGeometry
import PopsnapLayout

final class ImagePlacementTests: XCTestCase {
    /// A 200 x 100 screenshot on a 100 x 100 screen: fill crops it, fit letterboxes it, stretch squeezes it.
    func testFitModesAndPositions() {
        let image = PixelSize(width: 200, height: 100), screen = Size(width: 100, height: 100)
        XCTAssertEqual(ImagePlacement(fit: .fill).rect(for: image, in: screen), Rect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(ImagePlacement(fit: .fill, x: 0).rect(for: image, in: screen), Rect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(ImagePlacement(fit: .fill, x: 1).rect(for: image, in: screen), Rect(x: -100, y: 0, width: 200, height: 100))
        XCTAssertEqual(ImagePlacement(fit: .fit).rect(for: image, in: screen), Rect(x: 0, y: 25, width: 100, height: 50))
        let top = ImagePlacement.positions["top"]!
        XCTAssertEqual(ImagePlacement(fit: .fit, x: top.x, y: top.y).rect(for: image, in: screen), Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(ImagePlacement(fit: .stretch).rect(for: image, in: screen), Rect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A screenshot fitted to the top of a taller screen leaves systemBackground below it.
    func testFittedImageLeavesTheBackgroundAround() throws {
        var scene = PopupScene(canvas: Size(width: 10, height: 20), scale: 1, background: .placedImage(try Image(width: 10, height: 10, fill: .black), ImagePlacement(fit: .fit, x: 0.5, y: 0), background: DynamicColor(.white)),
                               popup: Element(.box, name: "container", role: "container"))
        scene.popup.isPresent = false
        let image = try PopupRenderer().render(scene)
        XCTAssertEqual(image[5, 5], Color.black.premultiplied)
        XCTAssertEqual(image[5, 15], Color.white.premultiplied)
    }

    func testFitAndPositionNeedAnImage() {
        let e = specError { () throws(SpecError) in
            try PopupSpec.decode(try SpecParsing.parse(Array(#"{"background": {"gradient": ["red", "blue"], "fit": "fit"}, "popup": {"kind": "hud"}}"#.utf8), file: "f.json"), baseDirectory: ".")
        }
        XCTAssertTrue(e?.description.contains("fit and position go with an image") ?? false, "\(String(describing: e))")
    }
}
