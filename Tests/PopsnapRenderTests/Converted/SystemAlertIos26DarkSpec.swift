// system-alert-ios26-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertIos26DarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Delete Account?",
            message: "All your data will be removed from our servers. This cannot be undone.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)],
            stacked: false,
            textFields: [],
            keyboard: false,
        ),
        screen: .device(.iPhone15), appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/actions/button[1]",
            reason: "iOS 26's own systemRed destructive title on its capsule's fill",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x43, g8: 0x43, b8: 0x43)),
        DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00)),
    ])
    return spec
}()
