import PopsnapTesting
import XCTest

/// Popups side by side, checked against one PNG.
let contactSheet = Snapshotting<[PopupSpec], Image>(pathExtension: "png", diffing: .image) { specs, context in
    let images = try specs.map { try context.renderer.render($0.scene()) }
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
        let specs = ["OK", "Try Again"].map { button in
            var spec = PopupSpec(popup: AlertPopup(title: "Upload failed", message: "No network.", button: button))
            spec.screen = .device(.iPhoneSE)
            spec.scale = 1
            return spec
        }
        assertSnapshot(of: specs, as: contactSheet, named: "buttons")
    }
}
