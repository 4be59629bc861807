import PopsnapText
import PopsnapLayout
import Popsnap
import PopsnapRaster

/// Snapshots/custom.json in Swift.
let paymentReceived = Popup {
    VStack(spacing: 12) {
        Icon(.success).foregroundStyle(.systemGreen).frame(width: 64, height: 64).alignSelf(.center).named("icon")
        Text("Payment received")
            .font(.system(size: 22, weight: .bold)).multilineTextAlignment(.center).foregroundStyle(.label)
            .named("title")
        Text("We've emailed your receipt. Thanks for shopping with us!")
            .font(.system(size: 15)).multilineTextAlignment(.center).foregroundStyle(.secondaryLabel)
            .named("message")
        Spacer(length: 4)
        HStack(spacing: 12, distribution: .fillEqually) {
            Button("View Receipt")
                .frame(height: 48).cornerRadius(12).border(.systemGreen, width: 1.5)
                .font(.system(size: 16, weight: .semibold)).multilineTextAlignment(.center).foregroundStyle(.systemGreen)
                .named("receipt").role("button")
            Button("Done")
                .frame(height: 48).cornerRadius(12).background(.systemGreen)
                .font(.system(size: 16, weight: .semibold)).multilineTextAlignment(.center).foregroundStyle(.white)
                .named("done").role("button")
        }
        .named("buttons")
    }
    .frame(width: 300)
    .padding(.vertical, 24).padding(.horizontal, 20)
    .background(.white)
    .clipShape(.rect(cornerRadius: 20))
    .shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 0x40), radius: 16, y: 8)
}
