// custom-continuous.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let customContinuousSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: Popup {
            VStack(spacing: 12) {
                Rectangle()
                    .frame(height: 90)
                    .background(LinearGradient(colors: [DynamicColor(Color(r8: 0x58, g8: 0x56, b8: 0xD6)), DynamicColor(Color(r8: 0xAF, g8: 0x52, b8: 0xDE))]))
                    .named("header")
                Text("Continuous corners")
                    .font(.system(size: 22, weight: .bold))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.label)
                    .margin(EdgeInsets(leading: 20, trailing: 20))
                    .named("title")
                Text("Fill, border, clip and shadow follow the same continuous curve.")
                    .font(.system(size: 15, weight: .regular))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.label)
                    .margin(EdgeInsets(leading: 20, trailing: 20))
                    .named("message")
                Button("Continue")
                    .font(.system(size: 17, weight: .semibold))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.white)
                    .frame(height: 44)
                    .margin(EdgeInsets(leading: 20, trailing: 20))
                    .background(DynamicColor(Color(r8: 0x00, g8: 0x40, b8: 0xDD)))
                    .cornerRadius(20, style: .continuous)
                    .named("ok")
                    .role("button")
                Button("Later")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(DynamicColor(Color(r8: 0x00, g8: 0x40, b8: 0xDD)))
                    .frame(height: 44)
                    .margin(EdgeInsets(leading: 20, trailing: 20))
                    .cornerRadius(12, style: .continuous)
                    .border(DynamicColor(Color(r8: 0x00, g8: 0x40, b8: 0xDD)), width: 1.5)
                    .named("later")
                    .role("button")
            }
            .frame(width: 300)
            .padding(EdgeInsets(bottom: 20))
            .background(.white)
            .clipShape(.rect(cornerRadius: 34, style: .continuous))
            .border(DynamicColor(Color(r8: 0x1C, g8: 0x1C, b8: 0x1E)), width: 2)
            .shadow(color: DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x59)), radius: 20, y: 10)
        },
        screen: .device(.iPhone15), appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([
        DynamicColor(Color(r8: 0xA1, g8: 0xC4, b8: 0xFD)),
        DynamicColor(Color(r8: 0xC2, g8: 0xE9, b8: 0xFB)),
    ])
    spec.backdrop = .dimming(DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x40)))
    return spec
}()
