import Testing
@testable @_spi(PopsnapTesting) import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// A UIAlertController presented and dismissed with animation moves as the system alert kind's `appear`
/// and `disappear` transitions move it: the dimming and the card fading, the card zooming from 1.2.
@MainActor
struct AlertControllerAnimationTests {
    let title = "Delete photo?"
    let message = "It will be removed from every album on this iPhone."

    func alert() -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        return alert
    }

    func record(fps: Double, _ actions: @escaping (UIViewController) -> Void) throws -> FrameSource {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        return try SnapshotHost.frames(of: presenter, size: CGSize(width: 390, height: 844), safeArea: .zero,
                                       traits: UITraitCollection(displayScale: 1), duration: nil, fps: fps, frameLimit: 1000, actions: actions)
    }

    @Test func thePresentationMovesAsTheKindsAppearTransition() throws {
        let frames = try record(fps: 10) { $0.present(self.alert(), animated: true) }
        var spec = PopupSpec(popup: SystemAlertPopup(title: title, message: message,
                                                     actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)]),
                             screen: .size(Size(width: 390, height: 844), safeArea: .zero), scale: 1)
        spec.background = .color(DynamicColor(.white))
        let kind = try AnimationRenderer(renderer: try PopupRenderer()).frames(of: spec.scene(), transition: .appear(),
                                                                              timeline: try Timeline(duration: 0.4, fps: 10))
        #expect(frames.count == kind.count, "UIAlertController's 0.4 s appearance")
        let first = try frames.frame(0)
        #expect(first.pixels.allSatisfy { $0 == 255 }, "nothing shows yet: the white presenter alone")
        let last = frames.count - 1
        #expect(try frames.frame(last).pixels == kind.frame(last).pixels, "it ends as the kind's still")
        // Halfway, the dimming outside the card is the kind's, and the card is as large as the kind's.
        let mid = try frames.frame(2), kindMid = try kind.frame(2)
        #expect(mid[5, 5] == kindMid[5, 5])
        #expect(mid[5, 5].r < 255 && mid[5, 5].r > 204, "partly dimmed")
        func cardRows(_ image: Image) -> Int { (0..<image.height).filter { image[195, $0] != image[5, $0] }.count }
        #expect(abs(cardRows(mid) - cardRows(kindMid)) <= 2, "\(cardRows(mid)) against \(cardRows(kindMid))")
        #expect(cardRows(mid) > cardRows(try kind.frame(last)), "zoomed from 1.2, still larger than at rest")
    }

    @Test func theDismissalFadesItAndTakesItAway() throws {
        let frames = try record(fps: 10) { presenter in
            let alert = self.alert()
            presenter.present(alert, animated: false)
            alert.dismiss(animated: true)
        }
        #expect(frames.count == 4, "the kind's 0.3 s disappearance")
        #expect(try frames.frame(0)[5, 5] == Pixel(r: 204, g: 204, b: 204, a: 255), "dimmed as presented")
        #expect(try frames.frame(3).pixels.allSatisfy { $0 == 255 }, "gone")
    }
}
