// glass-light.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let glassLightSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: Popup {
            VStack(spacing: 16) {
                VStack {
                    Text("regular")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Blur 8 pt, veil, refraction, rim")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(20)
                .glassEffect(Glass(.regular))
                .clipShape(.rect(cornerRadius: 28))
                .named("regular")
                VStack {
                    Text("clear")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Blur 2 pt, faint veil, refraction, rim")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(20)
                .glassEffect(Glass(.clear))
                .clipShape(.rect(cornerRadius: 28))
                .named("clear")
                VStack {
                    Text("tinted")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Regular, tinted #0A84FF40")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(20)
                .glassEffect(Glass(.regular, tint: DynamicColor(Color(r8: 0x0A, g8: 0x84, b8: 0xFF, a8: 0x40))))
                .clipShape(.rect(cornerRadius: 28))
                .named("tinted")
                Rectangle()
                    .frame(width: 200, height: 56)
                    .alignSelf(.center)
                    .glassEffect(Glass(.clear, tint: DynamicColor(Color(r8: 0xFF, g8: 0x37, b8: 0x5F, a8: 0x33))))
                    .cornerRadius(28)
                    .named("capsule")
            }
            .frame(width: 353)
        },
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: nil,
            reason: "secondaryLabel on glass over a busy screen, as iOS draws it",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.backdrop = .noDimming
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    return spec
}()
