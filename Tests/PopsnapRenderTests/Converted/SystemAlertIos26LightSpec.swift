// system-alert-ios26-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertIos26LightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Delete Account?",
            message: "All your data will be removed from our servers. This cannot be undone.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)],
            stacked: false,
            textFields: [],
            keyboard: false,
        ),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/content/message",
            reason: "iOS 26's own secondary-label message on the alert's material",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/actions/button[1]",
            reason: "iOS 26's own systemRed destructive title on its capsule's fill",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    return spec
}()
