import Popsnap
import Testing

@Test func presetKinds() throws {
    let renderer = try PopupRenderer()
    let popups: [any PopupKind] = [
        AlertPopup(title: "Oops", message: "That photo is gone."),
        ConfirmationPopup(icon: .builtIn(.warning), title: "Delete?", message: "This cannot be undone.", cancel: "Cancel"),
        HUDPopup(mode: .ring(progress: 0.25), label: "Uploading"),
        SystemAlertPopup(title: "Sign out?", actions: [AlertAction("Cancel", style: .cancel), AlertAction("Sign Out", style: .destructive)]),
    ]
    for popup in popups {
        let layout = try renderer.layout(PopupSpec(popup: popup).scene())
        #expect(layout.nodes.first?.path == "container")     // every popup's root
        #expect(layout.root.frame.width > 0 && layout.root.frame.width < 393)
    }
}
