// alert-long.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let alertLongSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: AlertPopup(
            title: "Your session has expired because you were away for a long while",
            message: "For your security, we signed you out after 30 minutes without activity. Sign in again to continue where you left off; your drafts are saved on this device.",
            button: "Sign In Again",
        ),
        screen: .device(.iPhoneSE), scale: 3, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .shrunk,
            node: "container/title",
            reason: "the example of a finding, kept on purpose: seed 000's adjustsFontSizeToFitWidth has no minimum scale, so a long title shrinks to 0.4 of 23 pt",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/title",
            reason: "seed 000 draws white text on UIColor.yellow (1.07:1); Popsnap reproduces the seed as written",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/message",
            reason: "seed 000's white text on the author's Color.blue, iOS's systemBlue here (4.02:1)",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/button",
            reason: "seed 000 draws white text on UIColor.yellow (1.07:1); Popsnap reproduces the seed as written",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x4A, g8: 0x90, b8: 0xE2)),
        DynamicColor(Color(r8: 0xF5, g8: 0xF7, b8: 0xFA)),
    ])
    return spec
}()
