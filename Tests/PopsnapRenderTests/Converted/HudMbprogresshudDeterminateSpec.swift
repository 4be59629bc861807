// hud-mbprogresshud-determinate.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudMbprogresshudDeterminateSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(
            library: .mbProgressHUD(MBProgressHUDPopup(mode: .determinate(progress: 0.25), label: "Loading…")),
        ),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xE0, g8: 0xEA, b8: 0xFC)),
        DynamicColor(Color(r8: 0xCF, g8: 0xDE, b8: 0xF3)),
    ])
    return spec
}()
