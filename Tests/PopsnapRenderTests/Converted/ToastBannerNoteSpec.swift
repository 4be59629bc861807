// toast-banner-note.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let toastBannerNoteSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ToastPopup(
            newest: Toast(
                style: .banner,
                preset: .note,
                icon: nil,
                title: "You are offline: changes will sync later",
                subtitle: nil,
                button: nil,
            ),
            stack: [],
        ),
        screen: .device(.iPhone16Pro), appearance: .light, contentSize: .large, ios: .ios18
    )
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
