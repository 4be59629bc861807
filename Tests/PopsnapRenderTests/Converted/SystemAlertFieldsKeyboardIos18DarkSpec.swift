// system-alert-fields-keyboard-ios18-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertFieldsKeyboardIos18DarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "New Playlist",
            message: "Enter a name for this playlist.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Save")],
            stacked: false,
            textFields: [
                AlertTextField(
                    placeholder: "Name",
                    text: "Road trip",
                    secure: false,
                    focused: false,
                    keyboardType: .default,
                ),
            ],
            keyboard: true,
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
