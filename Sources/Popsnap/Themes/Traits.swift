import PopsnapLayout

/// What a popup is drawn for, as a `UITraitCollection`: the appearance, the user's text size and the
/// screen's scale. Every kind builds its element tree for a set of traits.
public struct Traits: Sendable, Hashable {
    public var appearance: Appearance
    public var contentSize: ContentSizeCategory
    public var scale: Scale

    public init(appearance: Appearance = .light, contentSize: ContentSizeCategory = .large, scale: Scale = 3) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.scale = scale
    }
}
