import PopsnapTesting
import XCTest

final class AlertTests: XCTestCase {
    // Every test of the class may rewrite the references it fails (still failing, so they get looked at).
    override func invokeTest() { withSnapshotConfiguration(SnapshotConfiguration(record: .failed)) { super.invokeTest() } }

    var alert: PopupSpec {
        var spec = PopupSpec(popup: AlertPopup(title: "Oops", message: "That photo is gone."))
        spec.screen = .device(.iPhoneSE)
        spec.scale = 2
        return spec
    }

    func testAlert() {
        assertSnapshot(of: alert)                                   // Snapshots/AlertTests/testAlert.1.png
        assertSnapshot(of: alert, named: "lenient", tolerance: .pixels(20))
    }

    func testAppear() {
        // The transition with its default duration (0.4 s), at 15 frames a second, frame by frame.
        assertSnapshot(of: alert, as: .animation(.appear(), fps: 15), named: "appear")
    }

    func testSpec() {
        assertSnapshot(ofSpec: "Snapshots/alert.json", named: "alert-spec")   // relative to the package
    }
}
