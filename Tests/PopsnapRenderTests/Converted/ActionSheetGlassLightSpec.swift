// action-sheet-glass-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let actionSheetGlassLightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ActionSheetPopup(
            title: "Delete this photo?",
            message: "It will be deleted from iCloud Photos on all your devices.",
            actions: [
                AlertAction("Delete Photo", style: .destructive),
                AlertAction("Save to Files"),
                AlertAction("Cancel", style: .cancel),
            ],
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/content/title",
            reason: "UIKit's own secondaryLabel header on the action sheet's glass",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/content/message",
            reason: "UIKit's own secondaryLabel header on the action sheet's glass",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/actions/button[0]",
            reason: "UIKit's own systemRed destructive title on the action sheet's glass",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    return spec
}()
