import PopsnapRaster

/// What can fill an element's bounds, as SwiftUI's `ShapeStyle`: a colour (`DynamicColor` or `Color`),
/// a `LinearGradient`, a blur material (`MaterialStyle`) or `Glass`, resolved for the appearance drawn.
///
/// ```swift
/// VStack { Text("Hi") }.background(.ultraThinMaterial)
/// ```
public protocol ShapeStyle: Sendable {
    /// The fill in `appearance`.
    func fill(for appearance: Appearance) -> Fill
}

/// A colour for a text, an icon, a border or a shadow: a `DynamicColor` (light and dark) or a `Color`.
///
/// ```swift
/// Text("Hi").foregroundStyle(.secondaryLabel)
/// Text("Hi").foregroundStyle(Color(r8: 0x3C, g8: 0x3C, b8: 0x43))
/// ```
public protocol ColorStyle: ShapeStyle {
    /// The colour in `appearance`.
    func color(for appearance: Appearance) -> Color
}

extension ColorStyle {
    public func fill(for appearance: Appearance) -> Fill { .color(color(for: appearance)) }
}

extension DynamicColor: ColorStyle {
    public func color(for appearance: Appearance) -> Color { resolved(for: appearance) }
}

extension Color: ColorStyle {
    public func color(for appearance: Appearance) -> Color { self }
}

extension MaterialStyle: ShapeStyle {
    public func fill(for appearance: Appearance) -> Fill { .material(resolved(for: appearance)) }
}

extension Glass: ShapeStyle {
    public func fill(for appearance: Appearance) -> Fill { .glass(resolved(for: appearance)) }
}

/// Colours evenly spaced from top to bottom, as SwiftUI's `LinearGradient(colors:startPoint: .top,
/// endPoint: .bottom)`; Popsnap draws only vertical ones.
///
/// ```swift
/// Rectangle().background(LinearGradient(colors: [Color(r8: 0x58, g8: 0x56, b8: 0xD6), .systemPurple]))
/// ```
public struct LinearGradient: ShapeStyle {
    public var colors: [any ColorStyle]

    public init(colors: [any ColorStyle]) {
        self.colors = colors
    }

    public func fill(for appearance: Appearance) -> Fill { .verticalGradient(colors.map { $0.color(for: appearance) }) }
}

/// iOS's system colours by their UIKit names, light and dark (`Color.named`), for `.background(.systemBlue)`.
extension ShapeStyle where Self == DynamicColor {
    private static func named(_ name: String) -> DynamicColor { Color.named[name]! }

    public static var systemBlue: DynamicColor { named("systemBlue") }
    public static var systemRed: DynamicColor { named("systemRed") }
    public static var systemGreen: DynamicColor { named("systemGreen") }
    public static var systemYellow: DynamicColor { named("systemYellow") }
    public static var systemOrange: DynamicColor { named("systemOrange") }
    public static var systemGray: DynamicColor { named("systemGray") }
    public static var systemGray2: DynamicColor { named("systemGray2") }
    public static var systemGray3: DynamicColor { named("systemGray3") }
    public static var systemGray4: DynamicColor { named("systemGray4") }
    public static var systemGray5: DynamicColor { named("systemGray5") }
    public static var systemGray6: DynamicColor { named("systemGray6") }
    public static var label: DynamicColor { named("label") }
    public static var secondaryLabel: DynamicColor { named("secondaryLabel") }
    public static var systemBackground: DynamicColor { named("systemBackground") }
    public static var secondarySystemBackground: DynamicColor { named("secondarySystemBackground") }
    public static var separator: DynamicColor { named("separator") }
    public static var black: DynamicColor { named("black") }
    public static var white: DynamicColor { named("white") }
    public static var clear: DynamicColor { named("clear") }
    public static var yellow: DynamicColor { named("yellow") }
    public static var red: DynamicColor { named("red") }
    public static var green: DynamicColor { named("green") }
    public static var blue: DynamicColor { named("blue") }
    public static var darkGray: DynamicColor { named("darkGray") }
    public static var lightGray: DynamicColor { named("lightGray") }
    public static var gray: DynamicColor { named("gray") }
}

/// UIKit's blur materials by SwiftUI's names, for `.background(.thinMaterial)`; `chromeMaterial` is
/// UIKit's `systemChromeMaterial`, which SwiftUI has no name for.
extension ShapeStyle where Self == MaterialStyle {
    public static var ultraThinMaterial: MaterialStyle { MaterialStyle.systemUltraThinMaterial }
    public static var thinMaterial: MaterialStyle { MaterialStyle.systemThinMaterial }
    public static var regularMaterial: MaterialStyle { MaterialStyle.systemMaterial }
    public static var thickMaterial: MaterialStyle { MaterialStyle.systemThickMaterial }
    public static var chromeMaterial: MaterialStyle { MaterialStyle.systemChromeMaterial }
}
