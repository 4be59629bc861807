// confirmation-no-icon.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let confirmationNoIconSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ConfirmationPopup(
            title: "Withdraw $250.00?",
            message: "The money arrives in your bank account within two working days.",
            ok: "Withdraw",
            cancel: "Not Now",
        ),
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
