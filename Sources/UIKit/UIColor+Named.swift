import Popsnap
import PopsnapRaster

extension UIColor {
    /// One of iOS's system colours, from the one table Popsnap's specs and themes read.
    private static func system(_ name: String) -> UIColor {
        UIColor(.system(Color.named[name]!))
    }

    /// Fixed colours, UIKit's values.
    public static var black: UIColor { system("black") }
    /// White.
    public static var white: UIColor { system("white") }
    /// Transparent.
    public static var clear: UIColor { system("clear") }
    /// Grey 1/3.
    public static var darkGray: UIColor { system("darkGray") }
    /// Grey 2/3.
    public static var lightGray: UIColor { system("lightGray") }
    /// Grey 1/2.
    public static var gray: UIColor { system("gray") }
    /// (1, 0, 0).
    public static var red: UIColor { system("red") }
    /// (0, 1, 0).
    public static var green: UIColor { system("green") }
    /// (0, 0, 1).
    public static var blue: UIColor { system("blue") }
    /// (1, 1, 0).
    public static var yellow: UIColor { system("yellow") }
    /// (0, 1, 1), UIKit's value.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// (1, 0, 1), UIKit's value.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// (1, 0.5, 0), UIKit's value.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// (0.5, 0, 0.5), UIKit's value.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// (0.6, 0.4, 0.2), UIKit's value.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// iOS's adaptive system colours, light and dark.
    public static var systemBlue: UIColor { system("systemBlue") }
    /// The system red.
    public static var systemRed: UIColor { system("systemRed") }
    /// The system green.
    public static var systemGreen: UIColor { system("systemGreen") }
    /// The system yellow.
    public static var systemYellow: UIColor { system("systemYellow") }
    /// The system orange.
    public static var systemOrange: UIColor { system("systemOrange") }
    /// The system grey.
    public static var systemGray: UIColor { system("systemGray") }
    /// The second system grey.
    public static var systemGray2: UIColor { system("systemGray2") }
    /// The third system grey.
    public static var systemGray3: UIColor { system("systemGray3") }
    /// The fourth system grey.
    public static var systemGray4: UIColor { system("systemGray4") }
    /// The fifth system grey.
    public static var systemGray5: UIColor { system("systemGray5") }
    /// The sixth system grey.
    public static var systemGray6: UIColor { system("systemGray6") }
    /// Primary text.
    public static var label: UIColor { system("label") }
    /// Secondary text.
    public static var secondaryLabel: UIColor { system("secondaryLabel") }
    /// A screen's background.
    public static var systemBackground: UIColor { system("systemBackground") }
    /// Content layered on the background.
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    /// Thin lines between content.
    public static var separator: UIColor { system("separator") }
    /// A fill for medium-size shapes (a gray configured button's background): (120, 120, 128) at 40/255
    /// in light mode and 81/255 in dark, Flutter's `CupertinoColors.secondarySystemFill` (cupertino/colors.dart).
    public static var secondarySystemFill: UIColor {
        UIColor(.system(DynamicColor(light: Color(r8: 120, g8: 120, b8: 128).withAlpha(40.0 / 255),
                                     dark: Color(r8: 120, g8: 120, b8: 128).withAlpha(81.0 / 255))))
    }
}
