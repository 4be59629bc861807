// system-alert-over-app-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertOverAppDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Allow “Photos” to use your location?",
            message: "Your location is used to show nearby memories and places.",
            actions: [
                AlertAction("Allow Once"),
                AlertAction("Allow While Using App"),
                AlertAction("Don’t Allow", style: .cancel),
            ],
            stacked: false,
            textFields: [],
            keyboard: false,
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .dark, contentSize: .large, ios: .ios18
    )
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen-dark.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    return spec
}()
