// system-alert-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Save changes?",
            message: "Your document has unsaved changes.",
            actions: [
                AlertAction("Save"),
                AlertAction("Don't Save", style: .destructive),
                AlertAction("Cancel", style: .cancel),
            ],
            stacked: false,
            textFields: [],
            keyboard: false,
        ),
        screen: .device(.iPhone15), appearance: .dark, contentSize: .large, ios: .ios18
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x43, g8: 0x43, b8: 0x43)),
        DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00)),
    ])
    return spec
}()
