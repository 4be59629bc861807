// system-alert-fields-numberpad-ios26-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertFieldsNumberpadIos26DarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Verification Code",
            message: "Enter the 6-digit code sent to your phone.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Verify")],
            stacked: false,
            textFields: [
                AlertTextField(
                    placeholder: "Code",
                    text: "4821",
                    secure: false,
                    focused: false,
                    keyboardType: .numberPad,
                ),
            ],
            keyboard: true,
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .dark, contentSize: .large, ios: .ios26
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
