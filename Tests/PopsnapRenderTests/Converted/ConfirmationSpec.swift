// confirmation.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let confirmationSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ConfirmationPopup(
            icon: .builtIn(.warning),
            title: "Delete this photo?",
            message: "It will be removed from all your devices. You can't undo this action.",
            ok: "Delete",
            cancel: "Cancel",
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
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xFF, g8: 0x9A, b8: 0x8B)),
        DynamicColor(Color(r8: 0xFF, g8: 0x6A, b8: 0x88)),
    ])
    return spec
}()
