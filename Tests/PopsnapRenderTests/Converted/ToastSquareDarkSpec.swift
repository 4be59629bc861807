// toast-square-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastSquareDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ToastPopup(
            newest: Toast(
                style: .square,
                preset: .float,
                icon: .builtIn(.success),
                title: "Added to Library",
                subtitle: nil,
                button: nil,
            ),
            stack: [],
        ),
        screen: .device(.iPhone16Pro), appearance: .dark, contentSize: .large, ios: .ios18
    )
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
