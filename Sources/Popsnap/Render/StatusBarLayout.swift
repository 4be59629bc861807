import PopsnapGeometry
import PopsnapLayout
import PopsnapText

/// Where iOS puts the status bar's items, in points, by what the screen gives up at its top:
/// - **split**, around a notch or Dynamic Island: the time centred in the leading ear (the screen's edge
///   to the housing), the cellular, Wi-Fi and battery glyphs as one group in the trailing ear;
/// - **home button** (iPhone SE, and a canvas without a device): the time centred on the screen, cellular
///   and Wi-Fi at the leading edge, the battery at the trailing edge;
/// - **iPad**: the time at the leading edge, the glyphs at the trailing edge.
///
/// The figures are measured on real simulator screenshots (fastlane snapshot, status bar overridden to
/// 9:41 and full bars) in TeslaBuds/AuthAppForTesla's `Screenshots/en-US/`, ink edges to a device pixel:
/// - iPhone 13 Pro Max (428 pt, notch, 47 pt bar, 3x): time ink 46.33–78.33 x 18.00–30.67 (centre 62.33;
///   the ear to the notch's top edge, 125.1 pt, centres at 62.56); cellular 324.33–343.67 (four 3.33 pt bars
///   5.33 apart, 4.67, 7, 9.67 and 12.33 tall); Wi-Fi 350–367 x 18–30.33; battery 373.33–400.67 x
///   17.67–30.67 (a 25 x 13 outline at 40%, its charge 2 pt inside, a 1.33 pt nub 1 pt off at 50%). The
///   group (324.33–400.67) centres at 362.5, 2.9 pt before its ear's centre (365.4).
/// - iPhone 8 Plus (414 pt, 20 pt bar, 3x): time centred (206.8), digits 6.0–15.0 (12 pt); cellular from
///   6.67, 17 x 10.67; battery 384.33–408.67 x 4.33–15.67, 5.33 pt from the edge: the glyphs at 0.88.
/// - iPad Pro 12.9-inch 4th generation (1024 pt, 24 pt bar, 2x): time from 16.5, regular, digits
///   7.0–16.5 (9.5 pt: 12.75 pt type); cellular 944–960.5 x 10, Wi-Fi 964.5–978.5, battery 982.5–1009 x 12,
///   15 pt from the edge, 4 pt apart: the cellular and Wi-Fi glyphs at 0.82, the battery at 0.94.
///
/// No such screenshot of a Dynamic Island phone was found: its bar takes the split rule with the time and
/// glyphs level with the island's centre (11 + 37 / 2 = 29.5 pt), where the island is drawn.
struct StatusBarLayout: Equatable {
    enum Style: Equatable { case split, homeButton, pad }

    var style: Style
    /// The strip's height: the bar's band of the top safe area.
    var height: Double
    /// The items' centre line.
    var midY: Double
    /// Where the time's advance box is centred (split, home button) or starts (iPad), across.
    var timeX: Double
    var timeStyle: TextStyle
    /// Where the glyph group starts (home button: the cellular and Wi-Fi pair) and where the battery starts.
    var glyphsX: Double, batteryX: Double
    /// The glyphs' size against the split bar's, the battery's on its own, and the gap between glyphs.
    var glyphScale: Double, batteryScale: Double, gap: Double

    /// The split bar's glyphs, measured at 1: cellular 19.33 wide, Wi-Fi 17, battery 27.33 (nub included), 6.33 apart.
    static let cellularWidth = 19.33, wifiWidth = 17.0, batteryWidth = 27.33, splitGap = 6.33
    /// Digits run 0.745 em above the baseline (12.67 pt of 17 pt type, 9.0 of 12): the time's baseline is
    /// half that below the centre line, so its digits are centred on it.
    static let digitHeight = 0.745

    /// The cellular and Wi-Fi glyphs side by side at `scale`, `gap` apart.
    static func pairWidth(_ scale: Double, gap: Double) -> Double { (cellularWidth + wifiWidth) * scale + gap }

    /// The layout on a screen `width` points wide with `safeTop` above its safe area, around `housing`
    /// (portrait only: a turned iPhone has no status bar), as an iPad's when `isPad`.
    init(width: Double, safeTop: Double, housing: SensorHousing?, isPad: Bool) {
        if let housing {
            style = .split
            height = min(max(safeTop, 20), 54)
            let f = housing.frame
            midY = housing.cutout == .dynamicIsland ? f.midY : safeTop / 2 + 0.7
            timeX = f.x / 2
            timeStyle = TextStyle(size: 17, weight: .semibold)
            (glyphScale, batteryScale, gap) = (1, 1, Self.splitGap)
            let group = Self.pairWidth(1, gap: gap) + gap + Self.batteryWidth
            glyphsX = (f.maxX + width) / 2 - 2.9 - group / 2
            batteryX = glyphsX + group - Self.batteryWidth
        } else if isPad {
            style = .pad
            height = max(safeTop, 20)
            midY = height / 2
            timeX = 16.5
            timeStyle = TextStyle(size: 12.75, weight: .regular)
            (glyphScale, batteryScale, gap) = (0.82, 0.94, 4)
            batteryX = width - 15 - Self.batteryWidth * batteryScale
            glyphsX = batteryX - gap - Self.pairWidth(glyphScale, gap: gap)
        } else {
            style = .homeButton
            height = max(safeTop, 20)
            midY = height / 2
            timeX = width / 2
            timeStyle = TextStyle(size: 12, weight: .semibold)
            (glyphScale, batteryScale, gap) = (0.88, 0.88, Self.splitGap * 0.88)
            glyphsX = 6.67
            batteryX = width - 5.33 - Self.batteryWidth * batteryScale
        }
    }

    /// Where the time's advance box starts across, for a time `width` points wide.
    func timeOrigin(width: Double) -> Double { style == .pad ? timeX : timeX - width / 2 }

    /// The time's baseline, from the strip's top.
    var timeBaseline: Double { midY + Self.digitHeight * timeStyle.size / 2 }
}
