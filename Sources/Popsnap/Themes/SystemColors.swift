import PopsnapRaster

// iOS's palette lives here, beside the themes that draw on it, rather than in the pixel engine:
// PopsnapRaster knows colours as numbers, and what UIKit calls systemBlue in dark mode is a fact
// about iOS, which is Popsnap's subject. The spec decoder and the CLI read names through
// `DynamicColor(parsing:)`, which keeps both values (SystemColorParsing.swift).

extension Color {
    /// The colours a spec may name, resolved by appearance.
    ///
    /// The iOS system colours take their light and dark values from Apple's Human Interface Guidelines
    /// ("Color", iOS system colors, default contrast); `label`, `secondaryLabel`, `separator` and the
    /// backgrounds are the values UIKit reports for those semantic colours. The UIColor class colours
    /// (`yellow`, `darkGray`, …) are UIKit's fixed components (UIColor.yellow is 1, 1, 0; darkGray is white 1/3).
    public static let named: [String: DynamicColor] = {
        func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> Color {
            Color(r8: r, g8: g, b8: b).withAlpha(a)
        }
        func dyn(_ l: Color, _ d: Color) -> DynamicColor { DynamicColor(light: l, dark: d) }
        let colors: [String: DynamicColor] = [
            "systemBlue": dyn(rgb(0, 122, 255), rgb(10, 132, 255)),
            "systemRed": dyn(rgb(255, 59, 48), rgb(255, 69, 58)),
            "systemGreen": dyn(rgb(52, 199, 89), rgb(48, 209, 88)),
            "systemYellow": dyn(rgb(255, 204, 0), rgb(255, 214, 10)),
            "systemOrange": dyn(rgb(255, 149, 0), rgb(255, 159, 10)),
            "systemGray": dyn(rgb(142, 142, 147), rgb(142, 142, 147)),
            "systemGray2": dyn(rgb(174, 174, 178), rgb(99, 99, 102)),
            "systemGray3": dyn(rgb(199, 199, 204), rgb(72, 72, 74)),
            "systemGray4": dyn(rgb(209, 209, 214), rgb(58, 58, 60)),
            "systemGray5": dyn(rgb(229, 229, 234), rgb(44, 44, 46)),
            "systemGray6": dyn(rgb(242, 242, 247), rgb(28, 28, 30)),
            "label": dyn(rgb(0, 0, 0), rgb(255, 255, 255)),
            "secondaryLabel": dyn(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
            "systemBackground": dyn(rgb(255, 255, 255), rgb(0, 0, 0)),
            "secondarySystemBackground": dyn(rgb(242, 242, 247), rgb(28, 28, 30)),
            "separator": dyn(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
            // UIColor's class colours: the same in both appearances.
            "black": DynamicColor(.black),
            "white": DynamicColor(.white),
            "clear": DynamicColor(.clear),
            "yellow": DynamicColor(Color(red: 1, green: 1, blue: 0)),
            "red": DynamicColor(Color(red: 1, green: 0, blue: 0)),
            "green": DynamicColor(Color(red: 0, green: 1, blue: 0)),
            "blue": DynamicColor(Color(red: 0, green: 0, blue: 1)),
            "darkGray": DynamicColor(Color(white: 1.0 / 3.0)),
            "lightGray": DynamicColor(Color(white: 2.0 / 3.0)),
            "gray": DynamicColor(Color(white: 0.5)),
        ]
        return colors.reduce(into: [:]) { named, entry in
            var color = entry.value
            color.name = entry.key
            named[entry.key] = color
        }
    }()
}
