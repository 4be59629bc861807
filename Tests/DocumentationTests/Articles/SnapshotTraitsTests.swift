import Popsnap
import PopsnapTesting
import Testing

@Suite(.snapshots(record: .failed, tolerance: .pixels(20)))
struct SnapshotTraitsTests {
    let signOut: PopupSpec = {
        let actions = [AlertAction("Cancel", style: .cancel), AlertAction("Sign Out", style: .destructive)]
        var spec = PopupSpec(popup: SystemAlertPopup(title: "Sign out?", actions: actions))
        spec.scale = 1
        return spec
    }()

    @Test func light() {
        expectSnapshot(of: signOut, named: "sign-out")              // Snapshots/SnapshotTraitsTests/sign-out.png
    }

    @Test(.snapshots(match: .exact)) func dark() {
        var dark = signOut
        dark.appearance = .dark
        expectSnapshot(of: dark, named: "sign-out-dark")            // any changed channel of any pixel fails
    }
}
