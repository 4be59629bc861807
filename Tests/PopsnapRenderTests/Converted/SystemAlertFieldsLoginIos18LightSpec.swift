// system-alert-fields-login-ios18-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let systemAlertFieldsLoginIos18LightSpec: PopupSpec = {
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
                    focused: false,
                    keyboardType: .default,
                ),
            ],
            keyboard: false,
        ),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/fields/field[1]/placeholder",
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
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    return spec
}()
