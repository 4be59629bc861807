import PopsnapRaster

/// A colour with a value for each appearance, as UIKit's dynamic system colours.
public struct DynamicColor: Equatable, Sendable {
    /// The colour in the light appearance.
    public var light: Color
    /// The colour in the dark appearance.
    public var dark: Color

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

    /// The colour drawn in `appearance`: `light` or `dark`.
    public func resolved(for appearance: Appearance) -> Color {
        appearance == .light ? light : dark
    }
}
