/// Light or dark, as UITraitCollection.userInterfaceStyle.
public enum Appearance: String, Sendable, CaseIterable {
    /// `light`: UIUserInterfaceStyle.light, the default; `dark`: .dark, where dynamic colours take their dark values.
    case light, dark
}
