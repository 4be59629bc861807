// system-alert-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertLightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Delete Account?",
            message: "All your data will be removed from our servers. This cannot be undone.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)],
            stacked: false,
            textFields: [],
            keyboard: false,
        ),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios18
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
            reason: "UIKit's own systemRed destructive title on the alert's material",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    return spec
}()
