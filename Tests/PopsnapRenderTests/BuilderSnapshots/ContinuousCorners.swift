import PopsnapText
import Popsnap
import PopsnapRaster

/// Snapshots/custom-continuous.json in Swift.
let continuousCorners = Popup {
    let blue = Color(r8: 0x00, g8: 0x40, b8: 0xDD)
    VStack(spacing: 12) {
        Rectangle()
            .frame(height: 90)
            .background(LinearGradient(colors: [Color(r8: 0x58, g8: 0x56, b8: 0xD6), Color(r8: 0xAF, g8: 0x52, b8: 0xDE)]))
            .named("header")
        Text("Continuous corners")
            .font(.system(size: 22, weight: .bold)).multilineTextAlignment(.center).foregroundStyle(.label)
            .margin(.horizontal, 20)
            .named("title")
        Text("Fill, border, clip and shadow follow the same continuous curve.")
            .font(.system(size: 15)).multilineTextAlignment(.center).foregroundStyle(.label)
            .margin(.horizontal, 20)
            .named("message")
        Button("Continue")
            .frame(height: 44).cornerRadius(20, style: .continuous).background(blue)
            .font(.system(size: 17, weight: .semibold)).multilineTextAlignment(.center).foregroundStyle(.white)
            .margin(.horizontal, 20)
            .named("ok").role("button")
        Button("Later")
            .frame(height: 44).cornerRadius(12, style: .continuous).border(blue, width: 1.5)
            .font(.system(size: 17)).multilineTextAlignment(.center).foregroundStyle(blue)
            .margin(.horizontal, 20)
            .named("later").role("button")
    }
    .frame(width: 300)
    .padding(.bottom, 20)
    .background(.white)
    .clipShape(.rect(cornerRadius: 34, style: .continuous))
    .border(Color(r8: 0x1C, g8: 0x1C, b8: 0x1E), width: 2)
    .shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 0x59), radius: 20, y: 10)
}
