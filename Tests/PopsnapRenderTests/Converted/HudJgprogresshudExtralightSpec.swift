// hud-jgprogresshud-extralight.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudJgprogresshudExtralightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(
            library: .jgProgressHUD(JGProgressHUDPopup(label: "Loading", details: "Please wait", look: .extraLight)),
        ),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xF6, g8: 0xD3, b8: 0x65)),
        DynamicColor(Color(r8: 0xFD, g8: 0xA0, b8: 0x85)),
    ])
    return spec
}()
