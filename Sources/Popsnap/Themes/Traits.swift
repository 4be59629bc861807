import PopsnapLayout

/// What a popup is drawn for, as a `UITraitCollection`: the appearance, the user's text size, the
/// screen's scale and the layout direction. Every kind builds its element tree for a set of traits.
public struct Traits: Sendable, Hashable {
    public var appearance: Appearance
    public var contentSize: ContentSizeCategory
    public var scale: Scale
    public var layoutDirection: LayoutDirection

    public init(appearance: Appearance = .light, contentSize: ContentSizeCategory = .large, scale: Scale = 3,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.scale = scale
        self.layoutDirection = layoutDirection
    }
}

/// UIUserInterfaceLayoutDirection: right to left in Arabic, Hebrew, Persian and Urdu, where UIKit mirrors
/// every horizontal position (stacks run from the right, leading margins are on the right).
public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight, rightToLeft
}
