import Popsnap
import PopsnapRaster
import PopsnapTesting
import XCTest

/// Scenes side by side, checked against one PNG.
let contactSheet = Snapshotting<[PopupScene], Image>(diffing: .image) { scenes, context in
    let images = try scenes.map { try context.renderer.render($0) }
    var sheet = try Canvas(width: images.map(\.width).reduce(0, +), height: images.map(\.height).max() ?? 1)
    var x = 0.0
    for image in images {
        sheet.draw(image, at: Point(x: x, y: 0))
        x += Double(image.width)
    }
    return sheet.image
}

final class ContactSheetTests: XCTestCase {
    func testButtons() {
        let scenes = ["OK", "Try Again"].map { button in
            PopupScene(canvas: Device.iPhoneSE.size, scale: 1,
                       popup: AlertTemplate.element(AlertContent(title: "Upload failed", message: "No network.", button: button)))
        }
        assertSnapshot(of: scenes, as: contactSheet, named: "buttons")
    }
}
