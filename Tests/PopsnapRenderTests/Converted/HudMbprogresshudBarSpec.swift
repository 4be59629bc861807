// hud-mbprogresshud-bar.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudMbprogresshudBarSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(
            library: .mbProgressHUD(MBProgressHUDPopup(
                mode: .determinateHorizontalBar(progress: 0.5),
                label: "Loading…",
                button: "Cancel",
            )),
        ),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .touchTarget,
            node: "container/content/button",
            reason: "MBProgressHUD's button is its title plus 6 pt above and below (about 27 pt), smaller than 44; Popsnap reproduces the library",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xE0, g8: 0xEA, b8: 0xFC)),
        DynamicColor(Color(r8: 0xCF, g8: 0xDE, b8: 0xF3)),
    ])
    return spec
}()
