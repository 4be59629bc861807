// toast-pill-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastPillDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ToastPopup(
            newest: Toast(
                style: .pill,
                preset: .float,
                icon: .builtIn(.success),
                title: "Copied",
                subtitle: "To the clipboard",
                button: nil,
            ),
            stack: [],
        ),
        screen: .device(.iPhone16Pro), appearance: .dark, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/toast[0]/texts/subtitle",
            reason: "SPIndicator's own subtitle colour, label at 30% on the thick material",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen-dark.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    spec.showsCutout = true
    return spec
}()
