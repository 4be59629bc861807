// custom.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let customSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: Popup {
            VStack(spacing: 12) {
                Icon(.success)
                    .foregroundStyle(Color(r8: 0x34, g8: 0xC7, b8: 0x59))
                    .frame(width: 64, height: 64)
                    .alignSelf(.center)
                    .named("icon")
                Text("Payment received")
                    .font(.system(size: 22, weight: .bold))
                    .multilineTextAlignment(.center)
                    .named("title")
                Text("We've emailed your receipt. Thanks for shopping with us!")
                    .font(.system(size: 15, weight: .regular))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(Color(r8: 0x3C, g8: 0x3C, b8: 0x43, a8: 0x99))
                    .named("message")
                Spacer(length: 4)
                HStack(spacing: 12, distribution: .fillEqually) {
                    Button("View Receipt")
                        .font(.system(size: 16, weight: .semibold))
                        .multilineTextAlignment(.center)
                        .foregroundStyle(Color(r8: 0x34, g8: 0xC7, b8: 0x59))
                        .frame(height: 48)
                        .cornerRadius(12)
                        .border(Color(r8: 0x34, g8: 0xC7, b8: 0x59), width: 1.5)
                        .named("receipt")
                        .role("button")
                    Button("Done")
                        .font(.system(size: 16, weight: .semibold))
                        .multilineTextAlignment(.center)
                        .foregroundStyle(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF))
                        .frame(height: 48)
                        .background(Color(r8: 0x34, g8: 0xC7, b8: 0x59))
                        .cornerRadius(12)
                        .named("done")
                        .role("button")
                }
                .named("buttons")
            }
            .frame(width: 300)
            .padding(EdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20))
            .background(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF))
            .clipShape(.rect(cornerRadius: 20))
            .shadow(color: Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x40), radius: 16, y: 8)
        },
        screen: .device(.iPhone15), scale: 3, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.background = .verticalGradient([DynamicColor(Color(r8: 0xF6, g8: 0xD3, b8: 0x65)), DynamicColor(Color(r8: 0xFD, g8: 0xA0, b8: 0x85))])
    spec.backdrop = .dimming(DynamicColor(Color(r8: 0x00, g8: 0x00, b8: 0x00, a8: 0x40)))
    return spec
}()
