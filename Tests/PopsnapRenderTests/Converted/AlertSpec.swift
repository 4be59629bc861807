// alert.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let alertSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: AlertPopup(title: "Error", message: "Sorry, that email address is already used!", button: "OK"),
        screen: .device(.iPhone15), scale: 3, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
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
    return spec
}()
