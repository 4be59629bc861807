// toast-pill-ios26-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastPillIos26DarkSpec: PopupSpec = {
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
        screen: .device(.iPhone16Pro), appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/toast[0]/texts/subtitle",
            reason: "secondaryLabel on the glass pill over a bright screen",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/toast[0]/texts/title",
            reason: "label on dark glass over the screen's bright red, as the glass lets it through",
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
