// custom-blurred-backdrop.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let customBlurredBackdropSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: Popup {
            VStack(spacing: 12) {
                Icon(.info)
                    .foregroundStyle(.systemBlue)
                    .frame(width: 56, height: 56)
                    .alignSelf(.center)
                    .named("icon")
                Text("Focus is on")
                    .font(.system(size: 22, weight: .bold))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.label)
                    .named("title")
                Text("Notifications are silenced until 18:00. The screen behind is blurred by 10 pt.")
                    .font(.system(size: 15, weight: .regular))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(DynamicColor(Color(r8: 0x3C, g8: 0x3C, b8: 0x43)))
                    .named("message")
                Button("Done")
                    .font(.system(size: 16, weight: .semibold))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.white)
                    .frame(height: 48)
                    .background(.systemBlue)
                    .cornerRadius(12)
                    .named("done")
                    .role("button")
            }
            .frame(width: 300)
            .padding(EdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20))
            .background(.white)
            .clipShape(.rect(cornerRadius: 20))
            .shadow(color: DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x40)), radius: 16, y: 8)
        },
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/done",
            reason: "white on systemBlue, iOS's filled button (4.02:1)",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.backdrop = .blurred(DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x33)), radius: 10)
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    return spec
}()
