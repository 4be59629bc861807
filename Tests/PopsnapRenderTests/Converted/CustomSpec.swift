// custom.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let customSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: Popup {
            VStack(spacing: 12) {
                Icon(.success)
                    .foregroundStyle(.systemGreen)
                    .frame(width: 64, height: 64)
                    .alignSelf(.center)
                    .named("icon")
                Text("Payment received")
                    .font(.system(size: 22, weight: .bold))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.label)
                    .named("title")
                Text("We've emailed your receipt. Thanks for shopping with us!")
                    .font(.system(size: 15, weight: .regular))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondaryLabel)
                    .named("message")
                Spacer(length: 4)
                HStack(spacing: 12, distribution: .fillEqually) {
                    Button("View Receipt")
                        .font(.system(size: 16, weight: .semibold))
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.systemGreen)
                        .frame(height: 48)
                        .cornerRadius(12)
                        .border(.systemGreen, width: 1.5)
                        .named("receipt")
                        .role("button")
                    Button("Done")
                        .font(.system(size: 16, weight: .semibold))
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.white)
                        .frame(height: 48)
                        .background(.systemGreen)
                        .cornerRadius(12)
                        .named("done")
                        .role("button")
                }
                .named("buttons")
            }
            .frame(width: 300)
            .padding(EdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20))
            .background(.white)
            .clipShape(.rect(cornerRadius: 20))
            .shadow(color: DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x40)), radius: 16, y: 8)
        },
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/message",
            reason: "iOS's secondaryLabel on white, as UIKit draws secondary text (3.44:1)",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/buttons/receipt",
            reason: "systemGreen on white, iOS's colour for a success action (2.22:1)",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: "container/buttons/done",
            reason: "white on systemGreen, iOS's colour for a success action (2.22:1)",
        ),
    ]
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xF6, g8: 0xD3, b8: 0x65)),
        DynamicColor(Color(r8: 0xFD, g8: 0xA0, b8: 0x85)),
    ])
    spec.backdrop = .dimming(DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x40)))
    return spec
}()
