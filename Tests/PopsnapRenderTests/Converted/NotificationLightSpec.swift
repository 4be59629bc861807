// notification-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let notificationLightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: NotificationPopup(
            app: "Messages",
            appIcon: .placeholder(.systemGreen),
            time: "now",
            title: "Anna Haro",
            body: "Are we still on for lunch tomorrow? I booked a table by the river.",
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/content/texts/header/time",
            reason: "iOS draws the time in a vibrant secondary label, dimmer than the title by design (Apple's iOS 17 kit: (127, 127, 127) at 50%)",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    return spec
}()
