import Testing
@testable import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// Popups written in UIKit as the seeds write them draw the pixels of the kinds that re-describe them.
@MainActor
struct SeedShapedPopupTests {
    let title = "Unsaved changes"
    let message = "Your changes will be lost if you leave this screen without saving them first."
    let button = "OK"

    @Test func theAlertClassDrawsTheAlertKindsBox() throws {
        let renderer = try PopupRenderer()
        var spec = PopupSpec(popup: AlertPopup(title: title, message: message, button: button))
        spec.screen = .device(.iPhone13)
        let scene = spec.scene()
        let layout = try renderer.layout(scene)
        let kindBox = layout.nodes.first { $0.path == "container" }!.node
        let fromKind = try renderer.render(scene, laidOut: layout)

        let popup = AlertWindow(title: title, text: message, buttonText: button)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = popup
        window.layoutIfNeeded()
        #expect(popup.box.frame == CGRect(x: kindBox.frame.x, y: kindBox.frame.y, width: kindBox.frame.width, height: kindBox.frame.height))
        let fromViews = try popup.view.drawnImage(scale: 3)
        let p = kindBox.pixels
        #expect(try fromViews.cropped(to: p).pixels == fromKind.cropped(to: p).pixels, "the box differs from the alert kind's")
    }

    @Test func theButtonsTargetActionRunsTheMethod() {
        let popup = AlertWindow(title: title, text: message, buttonText: button)
        popup.button.sendActions(for: .touchUpInside)
        #expect(popup.dismissed)
    }
}
