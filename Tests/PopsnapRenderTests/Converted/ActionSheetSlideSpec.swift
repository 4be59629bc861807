// action-sheet-slide.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let actionSheetSlideSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ActionSheetPopup(
            title: "Sign out?",
            actions: [AlertAction("Sign Out", style: .destructive), AlertAction("Cancel", style: .cancel)],
        ),
        screen: .device(.iPhoneSE), scale: 1, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/content/title",
            reason: "UIKit's own secondaryLabel header on the action sheet's material",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/actions/button[0]",
            reason: "UIKit's own systemRed destructive title on the action sheet's material",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    spec.animation = AnimationSpec()
    spec.animation?.transition = .slideIn
    spec.animation?.fps = 15
    return spec
}()
