// toast-pill-ios26.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastPillIos26Spec: PopupSpec = {
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
        screen: .device(.iPhone16Pro), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/toast[0]/texts/subtitle",
            reason: "secondaryLabel on the glass pill over a bright screen",
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
