// confirmation-minimal.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let confirmationMinimalSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ConfirmationPopup(message: "Your withdrawal request was sent.", ok: "OK"),
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/stack/content",
            reason: "seed 001 sets the message lightGray on white (2.32:1)",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/stack/buttons/ok",
            reason: "white on systemBlue, iOS's filled-button colours (4.02:1)",
        ),
    ]
    return spec
}()
