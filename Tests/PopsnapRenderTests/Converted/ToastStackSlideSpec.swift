// toast-stack-slide.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastStackSlideSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ToastPopup(
            newest: Toast(
                style: .pill,
                preset: .float,
                icon: .builtIn(.success),
                title: "Sent",
                subtitle: nil,
                button: nil,
            ),
            stack: [
                Toast(
                    style: .pill,
                    preset: .float,
                    icon: .builtIn(.info),
                    title: "Saved",
                    subtitle: nil,
                    button: nil,
                ),
                Toast(style: .pill, preset: .float, icon: nil, title: "Copied", subtitle: nil, button: nil),
            ],
        ),
        screen: .device(.iPhone16Pro), scale: 1, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xFF, g8: 0x6A, b8: 0x6A)),
        DynamicColor(Color(r8: 0xFF, g8: 0xC3, b8: 0x6A)),
    ])
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.animation = AnimationSpec()
    spec.animation?.transition = .slideIn
    spec.animation?.fps = 15
    return spec
}()
