// system-alert-fields-login-ios26-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertFieldsLoginIos26LightSpec: PopupSpec = {
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
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/content/message",
            reason: "iOS 26's own measured secondaryLabel message on the glass card",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/fields/field[1]/placeholder",
            reason: "UIKit's own placeholderText (30% label) in an empty text field",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    return spec
}()
