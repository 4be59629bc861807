// notification-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let notificationLightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: NotificationPopup(
            app: "Messages",
            appIcon: .placeholder(.systemGreen),
            time: "now",
            title: "Anna Haro",
            body: "Are we still on for lunch tomorrow? I booked a table by the river.",
            glassTheme: {
                var t = NotificationTheme()
                t.material = .glass(Glass(.regular, tint: DynamicColor(light: Color(r8: 0xFE, g8: 0xFE, b8: 0xFF, a8: 0x99), dark: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E, a8: 0x99))))
                t.background = DynamicColor(light: Color(r8: 0xEC, g8: 0xEC, b8: 0xEF), dark: Color(red: 0.09803921568627451, green: 0.09803921568627451, blue: 0.09803921568627451, alpha: 0.78))
                return t
            }(),
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios18
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/content/texts/header/time",
            reason: "iOS draws the time in a vibrant secondary label, dimmer than the title by design (Apple's iOS 17 kit: (127, 127, 127) at 50%)",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    return spec
}()
