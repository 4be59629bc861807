import Popsnap
import PopsnapTesting
import Testing

@Suite(.snapshots(record: .failed, tolerance: .pixels(20)))
struct HUDTests {
    let saving = PopupScene(canvas: Device.iPhoneSE.size, scale: 2,
                            popup: HUDTemplate.element(HUDContent(label: "Saving")))

    @Test func hud() {
        expectSnapshot(of: saving)                                  // Snapshots/HUDTests/hud.1.png
        expectSnapshot(of: saving, as: .animation(.spin, fps: 12), named: "spinning")
    }

    @Test(.snapshots(exact: true)) func exactly() {
        expectSnapshot(of: saving, named: "exact")
    }
}
