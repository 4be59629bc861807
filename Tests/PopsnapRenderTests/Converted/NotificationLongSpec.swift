// notification-long.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let notificationLongSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: NotificationPopup(
            app: "News",
            appIcon: .placeholder(.systemRed),
            time: "9:41 AM",
            title: "Storm warning",
            body: "Heavy rain and strong winds are expected across the region from this evening until tomorrow morning. Travel may be disrupted, and some trains and ferries are already cancelled. Check before you leave and allow extra time for your journey home.",
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/content/texts/header/time",
            reason: "iOS draws the time in a vibrant secondary label, dimmer than the title by design (Apple's iOS 17 kit: (127, 127, 127) at 50%)",
        ),
        LintSettings.Suppression(
            rule: .truncated,
            node: "container/content/texts/body",
            reason: "iOS shows at most four lines of a banner's body and truncates the rest, as this reference shows",
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
