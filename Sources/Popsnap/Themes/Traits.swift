import PopsnapLayout

/// What a popup is drawn for, as a `UITraitCollection`: the appearance, the user's text size, the
/// screen's scale, the layout direction and the iOS look. Every kind builds its element tree for a set of traits.
public struct Traits: Sendable, Hashable {
    public var appearance: Appearance
    public var contentSize: ContentSizeCategory
    public var scale: Scale
    public var layoutDirection: LayoutDirection
    /// iOS 26's Liquid Glass unless the app opts out (`UIDesignRequiresCompatibility`) for iOS 18's look.
    public var ios: IOSLook

    public init(appearance: Appearance = .light, contentSize: ContentSizeCategory = .large, scale: Scale = 3,
                layoutDirection: LayoutDirection = .leftToRight, ios: IOSLook = .ios26) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.ios = ios
    }
}

/// UIUserInterfaceLayoutDirection: right to left in Arabic, Hebrew, Persian and Urdu, where UIKit mirrors
/// every horizontal position (stacks run from the right, leading margins are on the right).
public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight, rightToLeft
}
