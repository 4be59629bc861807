// action-sheet-glass-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let actionSheetGlassDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: ActionSheetPopup(
            title: "Share Link",
            actions: [
                AlertAction("Copy Link"),
                AlertAction("Send via Messages"),
                AlertAction("Add to Reading List"),
                AlertAction("Cancel", style: .cancel),
            ],
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0x43, g8: 0x43, b8: 0x43)),
        DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00)),
    ])
    return spec
}()
