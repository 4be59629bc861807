// system-alert-fields-keyboard-ios26-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertFieldsKeyboardIos26LightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "New Playlist",
            message: "Enter a name for this playlist.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Save")],
            stacked: false,
            textFields: [
                AlertTextField(placeholder: "Name", text: "", secure: false, focused: false, keyboardType: .default),
            ],
            keyboard: true,
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/content/message",
            reason: "iOS 26's own measured secondaryLabel message on the glass card",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/fields/field[0]/placeholder",
            reason: "UIKit's own placeholderText (30% label) in an empty text field",
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
