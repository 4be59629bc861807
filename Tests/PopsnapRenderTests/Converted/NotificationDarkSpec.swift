// notification-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let notificationDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: NotificationPopup(
            app: "Messages",
            appIcon: .placeholder(.systemGreen),
            time: "now",
            title: "Anna Haro",
            body: "Are we still on for lunch tomorrow? I booked a table by the river.",
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
