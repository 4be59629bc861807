// system-alert-over-app-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertOverAppLightSpec: PopupSpec = {
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
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/actions/button[0]",
            reason: "UIKit's own systemBlue action title on the alert's material",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/actions/button[1]",
            reason: "UIKit's own systemBlue action title on the alert's material",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/actions/button[2]",
            reason: "UIKit's own systemBlue action title on the alert's material",
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
