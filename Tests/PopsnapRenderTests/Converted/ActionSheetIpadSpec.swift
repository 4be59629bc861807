// action-sheet-ipad.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let actionSheetIpadSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ActionSheetPopup(
            title: "Share this document?",
            message: "Anyone with the link can view it.",
            actions: [
                AlertAction("Copy Link"),
                AlertAction("Delete", style: .destructive),
                AlertAction("Cancel", style: .cancel),
            ],
            anchor: Rect(x: 700, y: 40, width: 44, height: 44),
        ),
        screen: .device(.iPad), scale: 1, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/content/title",
            reason: "UIKit's own secondaryLabel header on the popover's fill",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/content/message",
            reason: "UIKit's own secondaryLabel header on the popover's fill",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    return spec
}()
