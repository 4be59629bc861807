import PopsnapText
import PopsnapLayout
import Popsnap
import PopsnapRaster

/// Snapshots/glass-light.json and glass-dark.json in Swift: Liquid Glass's styles, one card each, and a
/// tinted capsule.
let glassSamples = Popup {
    VStack(spacing: 16) {
        for sample in glassCards {
            VStack {
                Text(sample.name).font(.system(size: 17, weight: .semibold)).foregroundStyle(.label).named("label")
                Text(sample.detail).font(.system(size: 15)).foregroundStyle(.secondaryLabel).named("detail")
            }
            .frame(height: 92).padding(20)
            .clipShape(.rect(cornerRadius: 28))
            .background(sample.glass)
            .named(sample.name)
        }
        Rectangle()
            .frame(width: 200, height: 56).cornerRadius(28).alignSelf(.center)
            .glassEffect(Glass.clear.tint(Color(r8: 0xFF, g8: 0x37, b8: 0x5F, a8: 0x33)))
            .named("capsule")
    }
    .frame(width: 353)
}

let glassCards: [(name: String, detail: String, glass: Glass)] = [
    ("regular", "Blur 8 pt, veil, refraction, rim", .regular),
    ("clear", "Blur 2 pt, faint veil, refraction, rim", .clear),
    ("tinted", "Regular, tinted #0A84FF40", Glass.regular.tint(Color(r8: 0x0A, g8: 0x84, b8: 0xFF, a8: 0x40))),
]
