import PopsnapText
import PopsnapGeometry
import Popsnap
import PopsnapLayout
import PopsnapRaster

/// Snapshots/app-screen.json and app-screen-dark.json in Swift: one popup, resolved for each appearance.
let appScreen = Popup {
    VStack {
        VStack(spacing: 6) {
            Text("TUESDAY, 1 DECEMBER").font(.system(size: 13, weight: .semibold)).foregroundStyle(.white).named("date")
            Text("Today").font(.system(size: 34, weight: .bold)).foregroundStyle(.white).named("title")
            HStack(spacing: 8) {
                for (i, chip) in ["All", "Travel", "Home", "Health"].enumerated() {
                    Button(chip)
                        .frame(height: 30).padding(.horizontal, 12).cornerRadius(15)
                        .background(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF, a8: 0x55))
                        .foregroundStyle(.white)
                        .font(.system(size: 14, weight: .medium)).multilineTextAlignment(.center)
                        .named("chip[\(i)]")
                }
            }
            .named("chips")
        }
        .padding(EdgeInsets(top: 72, leading: 20, bottom: 24, trailing: 20))
        .background(LinearGradient(colors: [Color(r8: 0xFF, g8: 0x5F, b8: 0x6D), Color(r8: 0xFF, g8: 0xC3, b8: 0x71)]))
        .named("header")

        for (i, row) in appScreenRows.enumerated() {
            HStack(alignment: .center, spacing: 14) {
                RoundedRectangle(cornerRadius: 10).frame(width: 44, height: 44).background(row.color).named("icon")
                VStack(spacing: 2) {
                    Text(row.title).font(.system(size: 17, weight: .semibold)).foregroundStyle(.label).named("title")
                    Text(row.detail).font(.system(size: 15)).foregroundStyle(.secondaryLabel).named("detail")
                }
                .named("texts")
            }
            .padding(.horizontal, 20).padding(.vertical, 10)
            .named("row[\(i)]")
        }

        Spacer()

        HStack(distribution: .fillEqually) {
            for (i, icon) in [Icon.info, .success, .question, .warning].enumerated() {
                Icon(icon)
                    .foregroundStyle(i == 0 ? .systemBlue : .systemGray)
                    .frame(width: 28, height: 28).alignSelf(.center)
                    .named("tab[\(i)]")
            }
        }
        .padding(.top, 8).padding(.bottom, 34)
        .background(.secondarySystemBackground)
        .named("tabs")
    }
    .frame(width: 393, height: 852)
    .background(.systemBackground)
}

/// The app screen's list: a coloured square, a title and a line of detail each.
let appScreenRows: [(color: DynamicColor, title: String, detail: String)] = [
    (.systemRed, "Flights", "Lisbon → Oslo, 07:45"),
    (.systemOrange, "Groceries", "12 items, delivered by 18:00"),
    (.systemYellow, "Notes", "Ideas for the weekend trip"),
    (.systemGreen, "Fitness", "8,412 steps · 5.9 km"),
    (.systemBlue, "Mail", "3 unread from the design team"),
    (.systemGray, "Settings", "Storage almost full"),
    (.systemRed, "Music", "Now playing: Clair de Lune"),
    (.systemGreen, "Photos", "214 new memories"),
]
