import PopsnapRaster

// iOS's palette lives here, beside the themes that draw on it, rather than in the pixel engine:
// PopsnapRaster knows colours as numbers, and what UIKit calls systemBlue in dark mode is a fact
// about iOS, which is Popsnap's subject. The spec decoder and the CLI read names through
// `DynamicColor(parsing:)`, which keeps both values (SystemColorParsing.swift).

/// The colours a spec may name, each with its name, one constant a colour: the builder's `.systemBlue`,
/// the themes and `Color.named` read these, so no name is looked up and unwrapped.
///
/// The iOS system colours take their light and dark values from Apple's Human Interface Guidelines
/// ("Color", iOS system colors, default contrast); `label`, `secondaryLabel`, `separator` and the
/// backgrounds are the values UIKit reports for those semantic colours. The UIColor class colours
/// (`yellow`, `darkGray`, …) are UIKit's fixed components (UIColor.yellow is 1, 1, 0; darkGray is white 1/3),
/// the same in both appearances.
enum SystemColors {
    static let systemBlue = system("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255))
    static let systemRed = system("systemRed", rgb(255, 59, 48), rgb(255, 69, 58))
    static let systemGreen = system("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88))
    static let systemYellow = system("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10))
    static let systemOrange = system("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10))
    static let systemGray = system("systemGray", rgb(142, 142, 147), rgb(142, 142, 147))
    static let systemGray2 = system("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102))
    static let systemGray3 = system("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74))
    static let systemGray4 = system("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60))
    static let systemGray5 = system("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46))
    static let systemGray6 = system("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30))
    static let label = system("label", rgb(0, 0, 0), rgb(255, 255, 255))
    static let secondaryLabel = system("secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    static let systemBackground = system("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0))
    static let secondarySystemBackground = system("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30))
    static let separator = system("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    static let black = system("black", .black)
    static let white = system("white", .white)
    static let clear = system("clear", .clear)
    static let yellow = system("yellow", Color(red: 1, green: 1, blue: 0))
    static let red = system("red", Color(red: 1, green: 0, blue: 0))
    static let green = system("green", Color(red: 0, green: 1, blue: 0))
    static let blue = system("blue", Color(red: 0, green: 0, blue: 1))
    static let darkGray = system("darkGray", Color(white: 1.0 / 3.0))
    static let lightGray = system("lightGray", Color(white: 2.0 / 3.0))
    static let gray = system("gray", Color(white: 0.5))

    static let all = [systemBlue, systemRed, systemGreen, systemYellow, systemOrange, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, label, secondaryLabel, systemBackground, secondarySystemBackground, separator, black, white, clear, yellow, red, green, blue, darkGray, lightGray, gray]

    private static func system(_ name: String, _ color: Color) -> DynamicColor { system(name, color, color) }

    private static func system(_ name: String, _ light: Color, _ dark: Color) -> DynamicColor {
        var color = DynamicColor(light: light, dark: dark)
        color.name = name
        return color
    }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> Color {
        Color(r8: r, g8: g, b8: b).withAlpha(a)
    }
}

extension Color {
    /// The colours a spec may name, by name, resolved by appearance (`SystemColors`).
    public static let named: [String: DynamicColor] = Dictionary(uniqueKeysWithValues: SystemColors.all.compactMap { c in c.name.map { ($0, c) } })
}
