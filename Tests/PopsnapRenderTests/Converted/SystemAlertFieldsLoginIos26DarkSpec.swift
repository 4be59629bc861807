// system-alert-fields-login-ios26-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertFieldsLoginIos26DarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SystemAlertPopup(
            title: "Sign In",
            message: "Enter the email and password of your account.",
            actions: [AlertAction("Cancel", style: .cancel), AlertAction("Sign In")],
            stacked: false,
            textFields: [
                AlertTextField(
                    placeholder: "Email",
                    text: "kim@example.com",
                    secure: false,
                    focused: false,
                    keyboardType: .default,
                ),
                AlertTextField(
                    placeholder: "Password",
                    text: "",
                    secure: true,
                    focused: true,
                    keyboardType: .default,
                ),
            ],
            keyboard: false,
        ),
        screen: .device(.iPhone15), appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/fields/field[1]/placeholder",
            reason: "UIKit's own placeholderText (30% label) in an empty text field",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x43, g8: 0x43, b8: 0x43)),
        DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00)),
    ])
    return spec
}()
