// materials-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let materialsDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: Popup {
            VStack(spacing: 12) {
                VStack {
                    Text("systemUltraThinMaterial")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Blur 30 pt, iOS colour matrix, dark tint")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(16)
                .background(MaterialStyle.systemUltraThinMaterial)
                .clipShape(.rect(cornerRadius: 16))
                .named("systemUltraThinMaterial")
                VStack {
                    Text("systemThinMaterial")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Blur 30 pt, iOS colour matrix, dark tint")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(16)
                .background(MaterialStyle.systemThinMaterial)
                .clipShape(.rect(cornerRadius: 16))
                .named("systemThinMaterial")
                VStack {
                    Text("systemMaterial")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Blur 30 pt, iOS colour matrix, dark tint")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(16)
                .background(MaterialStyle.systemMaterial)
                .clipShape(.rect(cornerRadius: 16))
                .named("systemMaterial")
                VStack {
                    Text("systemThickMaterial")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Blur 30 pt, iOS colour matrix, dark tint")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(16)
                .background(MaterialStyle.systemThickMaterial)
                .clipShape(.rect(cornerRadius: 16))
                .named("systemThickMaterial")
                VStack {
                    Text("systemChromeMaterial")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.label)
                        .named("label")
                    Text("Blur 30 pt, iOS colour matrix, dark tint")
                        .font(.system(size: 15, weight: .regular))
                        .foregroundStyle(.secondaryLabel)
                        .named("detail")
                }
                .frame(height: 92)
                .padding(16)
                .background(MaterialStyle.systemChromeMaterial)
                .clipShape(.rect(cornerRadius: 16))
                .named("systemChromeMaterial")
            }
            .frame(width: 353)
        },
        screen: .device(.iPhone15), scale: 2, appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: nil,
            reason: "iOS's secondaryLabel on each material, as UIKit draws secondary text on them",
        ),
    ]
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen-dark.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.backdrop = .noDimming
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    return spec
}()
