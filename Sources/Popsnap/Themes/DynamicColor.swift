import PopsnapRaster

/// A colour with a value for each appearance, as UIKit's dynamic system colours.
public struct DynamicColor: Equatable, Sendable {
    public var light: Color
    public var dark: Color

    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    public func resolved(for appearance: Appearance) -> Color {
        appearance == .light ? light : dark
    }
}
