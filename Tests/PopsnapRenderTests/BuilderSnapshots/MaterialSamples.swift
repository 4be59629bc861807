import PopsnapText
import Popsnap

/// Snapshots/materials-light.json and materials-dark.json in Swift: UIKit's five blur materials, one card
/// each; only the caption names the appearance's tint.
func materialSamples(tint: String) -> Popup {
    Popup {
        VStack(spacing: 12) {
            for material in MaterialStyle.allCases {
                VStack {
                    Text(material.rawValue).font(.system(size: 17, weight: .semibold)).foregroundStyle(.label).named("label")
                    Text("Blur 30 pt, iOS colour matrix, \(tint) tint").font(.system(size: 15)).foregroundStyle(.secondaryLabel).named("detail")
                }
                .frame(height: 92).padding(16)
                .clipShape(.rect(cornerRadius: 16))
                .background(material)
                .named(material.rawValue)
            }
        }
        .frame(width: 353)
    }
}
