import Popsnap
import PopsnapTesting
import XCTest

final class FirstSnapshotTests: XCTestCase {
    func testOops() {
        var spec = PopupSpec(popup: AlertPopup(title: "Oops", message: "That photo is gone."))
        spec.scale = 1
        assertSnapshot(of: spec)                   // Snapshots/FirstSnapshotTests/testOops.1.png
    }
}
