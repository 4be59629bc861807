import PopsnapRaster

/// A colour with a value for each appearance, as UIKit's dynamic system colours.
///
/// Two colours are equal when their values are: the `name` a system colour keeps does not count.
public struct DynamicColor: Equatable, Sendable {
    /// The colour in the light appearance.
    public var light: Color
    /// The colour in the dark appearance.
    public var dark: Color
    /// The system colour's name (`Color.named`) it was taken from, nil for one given by its values: Swift
    /// written from a spec names it again (`.systemGray6` and `.secondarySystemBackground` share their values).
    public internal(set) var name: String?

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    /// ```swift
    /// let label = DynamicColor(light: .black, dark: .white)
    /// label.resolved(for: .dark)   // white
    /// ```
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    /// Equal values in both appearances, whatever their names.
    public static func == (a: DynamicColor, b: DynamicColor) -> Bool { a.light == b.light && a.dark == b.dark }

    /// The colour drawn in `appearance`: `light` or `dark`.
    public func resolved(for appearance: Appearance) -> Color {
        appearance == .light ? light : dark
    }
}
