import Testing
@_spi(PopsnapTesting) @testable import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster
import Foundation

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

/// Seed 001's shape against the `confirmation` kind, with every part and with the optional parts removed.
@MainActor
struct SeedShapedConfirmationTests {
    /// A 168 px disc (56 pt at 3x): the same pixels for the kind's icon and the image view's.
    func disc() throws -> Image {
        var canvas = try Canvas(width: 168, height: 168)
        canvas.fill(.circle(center: Point(x: 84, y: 84), radius: 80), with: .solid(Color(red: 1, green: 0.3, blue: 0.2)))
        return canvas.image
    }

    func compare(icon: Bool, title: String?, cancel: String?) throws {
        let message = "Delete this photo? It will be removed from every album on this device."
        let renderer = try PopupRenderer()
        let image = try disc()
        var spec = PopupSpec(popup: ConfirmationPopup(icon: icon ? .image(image) : nil, title: title, message: message, ok: "Delete", cancel: cancel))
        spec.screen = .device(.iPhone13)
        let layout = try renderer.layout(spec.scene())
        let kindBox = layout.nodes.first { $0.path == "container" }!.node
        let fromKind = try renderer.render(spec.scene(), laidOut: layout)

        let view = ConfirmationView(icon: icon ? UIImage(data: Data(try image.png()), scale: 3) : nil, title: title, content: message,
                                    okTitle: "Delete", cancelTitle: cancel)
        // Over a white screen, as the kind's scene draws it: the container's rounded corners show it dimmed.
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.backgroundColor = .white
        view.frame = screen.bounds
        screen.addSubview(view)
        screen.layoutIfNeeded()
        #expect(view.container.frame == CGRect(x: kindBox.frame.x, y: kindBox.frame.y, width: kindBox.frame.width, height: kindBox.frame.height))
        let fromViews = try screen.drawnImage(scale: 3)
        let p = kindBox.pixels
        #expect(try fromViews.cropped(to: p).pixels == fromKind.cropped(to: p).pixels, "the container differs from the confirmation kind's")
    }

    @Test func everyPart() throws { try compare(icon: true, title: "Delete photo", cancel: "Cancel") }

    @Test func optionalPartsRemovedFromTheirStacks() throws { try compare(icon: false, title: nil, cancel: nil) }
}

/// Seed 000's presentation (over full screen, cross-dissolving) recorded frame by frame against
/// `popsnap animate --transition crossfade` of the alert kind with the same content: every one of the
/// 19 frames (0.3 s at 60 fps, 3x) equal to the byte.
@MainActor
struct SeedShapedPresentationTests {
    @Test func theCrossDissolveDrawsTheCrossfadeTransitionsFrames() throws {
        let (title, message, button) = ("Unsaved changes", "Your changes will be lost if you leave this screen without saving them first.", "OK")
        var spec = PopupSpec(popup: AlertPopup(title: title, message: message, button: button))
        spec.screen = .device(.iPhone13)
        spec.scale = 3
        let fromKind = try AnimationRenderer(renderer: try PopupRenderer()).frames(of: spec.scene(), transition: .crossfade(),
                                                                              timeline: try Timeline(duration: Transition.crossfade().defaultDuration, fps: 60))
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let fromViews = try SnapshotHost.frames(of: presenter, size: CGSize(width: 390, height: 844), safeArea: .zero,
                                                traits: UITraitCollection(displayScale: 3), duration: nil, fps: 60, frameLimit: 1000) {
            $0.present(AlertWindow(title: title, text: message, buttonText: button), animated: true)
        }
        #expect(fromViews.count == 19 && fromKind.count == 19)
        for i in 0..<min(fromViews.count, fromKind.count) {
            #expect(try fromViews.frame(i).pixels == fromKind.frame(i).pixels, "frame \(i) differs")
        }
    }
}
