// toast-banner-bottom.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastBannerBottomSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ToastPopup(
            newest: Toast(
                style: .banner,
                preset: .float,
                icon: .builtIn(.info),
                title: "Update available",
                subtitle: "Version 2.4 adds offline maps and a darker night mode.",
                button: "Install",
            ),
            position: .bottom,
            stack: [],
        ),
        screen: .device(.iPhone16Pro), appearance: .dark, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/toast[0]/button",
            reason: "SwiftEntryKit's example teal (#00897B) button title on white",
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
