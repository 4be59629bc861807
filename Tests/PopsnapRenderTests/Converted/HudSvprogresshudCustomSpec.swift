// hud-svprogresshud-custom.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudSvprogresshudCustomSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(
            library: .svProgressHUD(SVProgressHUDPopup(
                mode: .image(.success),
                status: "Saved",
                look: .custom(
                    foreground: DynamicColor(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF)),
                    background: DynamicColor(Color(r8: 0x2F, g8: 0x6F, b8: 0xDE)),
                ),
            )),
        ),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xE0, g8: 0xEA, b8: 0xFC)),
        DynamicColor(Color(r8: 0xCF, g8: 0xDE, b8: 0xF3)),
    ])
    return spec
}()
