// hud-mbprogresshud-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let hudMbprogresshudDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: HUDPopup(
            library: .mbProgressHUD(MBProgressHUDPopup(
                mode: .annularDeterminate(progress: 0.65),
                label: "Loading…",
                details: "Parsing data\n(1/1)",
                button: "Cancel",
            )),
        ),
        screen: .size(Size(width: 393, height: 852)), scale: 2, appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .touchTarget,
            node: "container/content/button",
            reason: "MBProgressHUD's button is its title plus 6 pt above and below (about 27 pt), smaller than 44; Popsnap reproduces the library",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen-dark.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    return spec
}()
