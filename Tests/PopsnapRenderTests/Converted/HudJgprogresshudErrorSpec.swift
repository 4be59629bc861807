// hud-jgprogresshud-error.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudJgprogresshudErrorSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(library: .jgProgressHUD(JGProgressHUDPopup(mode: .error))),
        screen: .device(.iPhone15), appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x30, g8: 0xCF, b8: 0xD0)),
        DynamicColor(Color(r8: 0x33, g8: 0x08, b8: 0x67)),
    ])
    return spec
}()
