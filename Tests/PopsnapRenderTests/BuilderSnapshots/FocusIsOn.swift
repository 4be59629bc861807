import PopsnapText
import PopsnapLayout
import Popsnap
import PopsnapRaster

/// Snapshots/custom-blurred-backdrop.json in Swift (the blur behind it is the spec's backdrop, not the popup's).
let focusIsOn = Popup {
    VStack(spacing: 12) {
        Icon(.info).foregroundStyle(.systemBlue).frame(width: 56, height: 56).alignSelf(.center).named("icon")
        Text("Focus is on")
            .font(.system(size: 22, weight: .bold)).multilineTextAlignment(.center).foregroundStyle(.label)
            .named("title")
        Text("Notifications are silenced until 18:00. The screen behind is blurred by 10 pt.")
            .font(.system(size: 15)).multilineTextAlignment(.center).foregroundStyle(Color(r8: 0x3C, g8: 0x3C, b8: 0x43))
            .named("message")
        Button("Done")
            .frame(height: 48).cornerRadius(12).background(.systemBlue)
            .font(.system(size: 16, weight: .semibold)).multilineTextAlignment(.center).foregroundStyle(.white)
            .named("done").role("button")
    }
    .frame(width: 300)
    .padding(.vertical, 24).padding(.horizontal, 20)
    .background(.white)
    .clipShape(.rect(cornerRadius: 20))
    .shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 0x40), radius: 16, y: 8)
}
