// action-sheet-many.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let actionSheetManySpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ActionSheetPopup(
            title: "Move to Folder",
            actions: [
                AlertAction("Folder 1"),
                AlertAction("Folder 2"),
                AlertAction("Folder 3"),
                AlertAction("Folder 4"),
                AlertAction("Folder 5"),
                AlertAction("Folder 6"),
                AlertAction("Folder 7"),
                AlertAction("Folder 8"),
                AlertAction("Folder 9"),
                AlertAction("Folder 10"),
                AlertAction("Folder 11"),
                AlertAction("Folder 12"),
                AlertAction("Folder 13"),
                AlertAction("Folder 14"),
                AlertAction("Cancel", style: .cancel),
            ],
        ),
        screen: .device(.iPhoneSE), scale: 2, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .overflow,
            node: "container/group",
            reason: "the point of this reference: fifteen actions do not fit, so the list scrolls under the top of the safe area, as UIKit's does",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/group/content/title",
            reason: "UIKit's own secondaryLabel header on the action sheet's material",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x89, g8: 0xF7, b8: 0xFE)),
        DynamicColor(Color(r8: 0x66, g8: 0xA6, b8: 0xFF)),
    ])
    return spec
}()
