// toast-stack.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastStackSpec: PopupSpec = {
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
                    subtitle: "Draft kept",
                    button: nil,
                ),
                Toast(style: .pill, preset: .float, icon: nil, title: "Copied", subtitle: nil, button: nil),
            ],
        ),
        screen: .device(.iPhone16Pro), appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/toast[1]/texts/subtitle",
            reason: "SPIndicator's own subtitle colour, label at 30% on the thick material",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    spec.showsCutout = true
    return spec
}()
