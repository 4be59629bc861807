import PopsnapTesting
import Testing

@Suite(.snapshots(record: .failed, tolerance: .pixels(20)))
struct HUDTests {
    let saving = {
        var spec = PopupSpec(popup: HUDPopup(label: "Saving"))
        spec.screen = .device(.iPhoneSE)
        spec.scale = 2
        return spec
    }()

    @Test func hud() {
        expectSnapshot(of: saving)                                  // Snapshots/HUDTests/hud.1.png
        expectSnapshot(of: saving, as: .animation(.spin, fps: 12), named: "spinning")
    }

    @Test(.snapshots(match: .exact)) func exactly() {
        expectSnapshot(of: saving, named: "exact")
    }
}
