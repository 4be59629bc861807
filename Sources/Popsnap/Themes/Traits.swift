import PopsnapLayout

/// What a popup is drawn for, as a `UITraitCollection`: the appearance, the user's text size, the
/// screen's scale, the layout direction and the iOS look. Every kind builds its element tree for a set of traits.
public struct Traits: Sendable, Hashable {
    /// Light or dark (`.light` by default), choosing each dynamic colour's value.
    public var appearance: Appearance
    /// The user's text size (`.large`, iOS's default), which sizes each Dynamic Type font.
    public var contentSize: ContentSizeCategory
    /// Device pixels a point (3 by default).
    public var scale: Scale
    /// Which way text and stacks run (`.leftToRight` by default); right to left mirrors horizontal positions.
    public var layoutDirection: LayoutDirection
    /// iOS 26's Liquid Glass unless the app opts out (`UIDesignRequiresCompatibility`) for iOS 18's look.
    public var ios: IOSLook
    /// The screen the popup is presented on, as a presentation controller knows its container: a kind that
    /// sizes or places itself by it reads it (an action sheet stops at the top safe area, and is a popover on
    /// an iPad). nil for a tree built without one: an iPhone's form, as tall as its content.
    public var screen: Screen?

    /// The traits to build a popup's tree for; every argument defaults to an iPhone's usual settings.
    /// ```swift
    /// let traits = Traits(appearance: .dark, contentSize: .accessibilityLarge, scale: 2, ios: .ios18)
    /// ```
    public init(appearance: Appearance = .light, contentSize: ContentSizeCategory = .large, scale: Scale = 3,
                layoutDirection: LayoutDirection = .leftToRight, ios: IOSLook = .ios26, screen: Screen? = nil) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.ios = ios
        self.screen = screen
    }
}

/// UIUserInterfaceLayoutDirection: right to left in Arabic, Hebrew, Persian and Urdu, where UIKit mirrors
/// every horizontal position (stacks run from the right, leading margins are on the right).
public enum LayoutDirection: String, Sendable, Hashable {
    /// `leftToRight`: English and most languages, the default; `rightToLeft`: Arabic, Hebrew, Persian, Urdu.
    case leftToRight, rightToLeft
}
