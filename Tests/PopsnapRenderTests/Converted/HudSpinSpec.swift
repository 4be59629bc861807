// hud-spin.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudSpinSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xE0, g8: 0xEA, b8: 0xFC)),
        DynamicColor(Color(r8: 0xCF, g8: 0xDE, b8: 0xF3)),
    ])
    spec.animation = AnimationSpec()
    spec.animation?.transition = .spin
    spec.animation?.duration = 1
    spec.animation?.fps = 12
    return spec
}()
