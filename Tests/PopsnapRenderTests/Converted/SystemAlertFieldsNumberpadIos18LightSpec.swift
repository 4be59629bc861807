// system-alert-fields-numberpad-ios18-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertFieldsNumberpadIos18LightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Verification Code",
            message: "Enter the 6-digit code sent to your phone.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Verify")],
            stacked: false,
            textFields: [
                AlertTextField(
                    placeholder: "Code",
                    text: "",
                    secure: false,
                    focused: false,
                    keyboardType: .numberPad,
                ),
            ],
            keyboard: true,
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/fields/field[0]/placeholder",
            reason: "UIKit's own placeholderText (30% label) in an empty text field",
        ),
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
