import PopsnapRaster

/// What can fill an element's bounds, as SwiftUI's `ShapeStyle`: a colour (`DynamicColor` or `Color`),
/// a `LinearGradient`, a blur material (`MaterialStyle`) or `Glass`, kept dynamic (a system colour keeps
/// both appearances, a material its name) until the popup is laid out in an appearance.
///
/// ```swift
/// VStack { Text("Hi") }.background(.ultraThinMaterial)
/// ```
public protocol ShapeStyle: Sendable {
    /// The fill in every appearance: `MaterialStyle.systemThinMaterial.dynamicFill`.
    var dynamicFill: DynamicFill { get }
}

/// A colour for a text, an icon, a border or a shadow: a `DynamicColor` (light and dark) or a `Color`.
///
/// ```swift
/// Text("Hi").foregroundStyle(.secondaryLabel)
/// Text("Hi").foregroundStyle(Color(r8: 0x3C, g8: 0x3C, b8: 0x43))
/// ```
public protocol ColorStyle: ShapeStyle {
    /// The colour in every appearance: a `Color` is the same in both.
    var dynamicColor: DynamicColor { get }
}

extension ColorStyle {
    /// The colour as a fill.
    public var dynamicFill: DynamicFill { .color(dynamicColor) }
}

extension DynamicColor: ColorStyle {
    /// Itself.
    public var dynamicColor: DynamicColor { self }
}

extension Color: ColorStyle {
    /// The colour in both appearances.
    public var dynamicColor: DynamicColor { DynamicColor(self) }
}

extension MaterialStyle: ShapeStyle {
    /// The material by its name, drawn as UIKit draws it in the appearance laid out.
    public var dynamicFill: DynamicFill { .surface(.blur(self)) }
}

extension Glass: ShapeStyle {
    /// The glass, drawn as it looks in the appearance laid out.
    public var dynamicFill: DynamicFill { .surface(.glass(self)) }
}

/// Colours evenly spaced from top to bottom, as SwiftUI's `LinearGradient(colors:startPoint: .top,
/// endPoint: .bottom)`; Popsnap draws only vertical ones.
///
/// ```swift
/// Rectangle().background(LinearGradient(colors: [Color(r8: 0x58, g8: 0x56, b8: 0xD6), .systemPurple]))
/// ```
public struct LinearGradient: ShapeStyle {
    /// Top to bottom, evenly spaced.
    public var colors: [any ColorStyle]

    /// `LinearGradient(colors: [DynamicColor.systemBlue, DynamicColor.systemGreen])`.
    public init(colors: [any ColorStyle]) {
        self.colors = colors
    }

    /// Each colour, dynamic.
    public var dynamicFill: DynamicFill { .verticalGradient(colors.map(\.dynamicColor)) }
}

/// iOS's system colours by their UIKit names, light and dark (`Color.named`), for `.background(.systemBlue)`.
extension ShapeStyle where Self == DynamicColor {
    /// UIKit's `systemBlue`: `.foregroundStyle(.systemBlue)`.
    public static var systemBlue: DynamicColor { SystemColors.systemBlue }
    /// UIKit's `systemRed`: `.foregroundStyle(.systemRed)`.
    public static var systemRed: DynamicColor { SystemColors.systemRed }
    /// UIKit's `systemGreen`: `.foregroundStyle(.systemGreen)`.
    public static var systemGreen: DynamicColor { SystemColors.systemGreen }
    /// UIKit's `systemYellow`: `.foregroundStyle(.systemYellow)`.
    public static var systemYellow: DynamicColor { SystemColors.systemYellow }
    /// UIKit's `systemOrange`: `.foregroundStyle(.systemOrange)`.
    public static var systemOrange: DynamicColor { SystemColors.systemOrange }
    /// UIKit's `systemGray`: `.foregroundStyle(.systemGray)`.
    public static var systemGray: DynamicColor { SystemColors.systemGray }
    /// UIKit's `systemGray2`: `.foregroundStyle(.systemGray2)`.
    public static var systemGray2: DynamicColor { SystemColors.systemGray2 }
    /// UIKit's `systemGray3`: `.foregroundStyle(.systemGray3)`.
    public static var systemGray3: DynamicColor { SystemColors.systemGray3 }
    /// UIKit's `systemGray4`: `.foregroundStyle(.systemGray4)`.
    public static var systemGray4: DynamicColor { SystemColors.systemGray4 }
    /// UIKit's `systemGray5`: `.foregroundStyle(.systemGray5)`.
    public static var systemGray5: DynamicColor { SystemColors.systemGray5 }
    /// UIKit's `systemGray6`: `.foregroundStyle(.systemGray6)`.
    public static var systemGray6: DynamicColor { SystemColors.systemGray6 }
    /// UIKit's `label`: `.foregroundStyle(.label)`.
    public static var label: DynamicColor { SystemColors.label }
    /// UIKit's `secondaryLabel`: `.foregroundStyle(.secondaryLabel)`.
    public static var secondaryLabel: DynamicColor { SystemColors.secondaryLabel }
    /// UIKit's `systemBackground`: `.foregroundStyle(.systemBackground)`.
    public static var systemBackground: DynamicColor { SystemColors.systemBackground }
    /// UIKit's `secondarySystemBackground`: `.foregroundStyle(.secondarySystemBackground)`.
    public static var secondarySystemBackground: DynamicColor { SystemColors.secondarySystemBackground }
    /// UIKit's `separator`: `.foregroundStyle(.separator)`.
    public static var separator: DynamicColor { SystemColors.separator }
    /// UIKit's `black`: `.foregroundStyle(.black)`.
    public static var black: DynamicColor { SystemColors.black }
    /// UIKit's `white`: `.foregroundStyle(.white)`.
    public static var white: DynamicColor { SystemColors.white }
    /// UIKit's `clear`: `.foregroundStyle(.clear)`.
    public static var clear: DynamicColor { SystemColors.clear }
    /// UIKit's `yellow`: `.foregroundStyle(.yellow)`.
    public static var yellow: DynamicColor { SystemColors.yellow }
    /// UIKit's `red`: `.foregroundStyle(.red)`.
    public static var red: DynamicColor { SystemColors.red }
    /// UIKit's `green`: `.foregroundStyle(.green)`.
    public static var green: DynamicColor { SystemColors.green }
    /// UIKit's `blue`: `.foregroundStyle(.blue)`.
    public static var blue: DynamicColor { SystemColors.blue }
    /// UIKit's `darkGray`: `.foregroundStyle(.darkGray)`.
    public static var darkGray: DynamicColor { SystemColors.darkGray }
    /// UIKit's `lightGray`: `.foregroundStyle(.lightGray)`.
    public static var lightGray: DynamicColor { SystemColors.lightGray }
    /// UIKit's `gray`: `.foregroundStyle(.gray)`.
    public static var gray: DynamicColor { SystemColors.gray }
}

/// UIKit's blur materials by SwiftUI's names, for `.background(.thinMaterial)`; `chromeMaterial` is
/// UIKit's `systemChromeMaterial`, which SwiftUI has no name for.
extension ShapeStyle where Self == MaterialStyle {
    /// UIKit's `systemUltraThinMaterial`: `.background(.ultraThinMaterial)`.
    public static var ultraThinMaterial: MaterialStyle { MaterialStyle.systemUltraThinMaterial }
    /// UIKit's `systemThinMaterial`: `.background(.thinMaterial)`.
    public static var thinMaterial: MaterialStyle { MaterialStyle.systemThinMaterial }
    /// UIKit's `systemMaterial`: `.background(.regularMaterial)`.
    public static var regularMaterial: MaterialStyle { MaterialStyle.systemMaterial }
    /// UIKit's `systemThickMaterial`: `.background(.thickMaterial)`.
    public static var thickMaterial: MaterialStyle { MaterialStyle.systemThickMaterial }
    /// UIKit's `systemChromeMaterial`: `.background(.chromeMaterial)`.
    public static var chromeMaterial: MaterialStyle { MaterialStyle.systemChromeMaterial }
}
