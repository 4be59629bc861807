/// Light or dark, as UITraitCollection.userInterfaceStyle.
public enum Appearance: String, Sendable, CaseIterable {
    case light, dark
}
