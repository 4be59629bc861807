// system-alert-ios26-long-actions.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertIos26LongActionsSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Allow “Photos” to send you notifications?",
            message: "Notifications may include alerts, sounds and icon badges.",
            actions: [AlertAction("Don’t Allow", style: .cancel), AlertAction("Allow Notifications")],
            stacked: false,
            textFields: [],
            keyboard: false,
        ),
        screen: .device(.iPhone11), appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x43, g8: 0x43, b8: 0x43)),
        DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00)),
    ])
    return spec
}()
