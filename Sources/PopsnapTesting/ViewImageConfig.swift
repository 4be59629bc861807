import Popsnap
import UIKit

/// The screen a view or view controller is drawn on: its size, safe area and traits, with
/// swift-snapshot-testing's names and figures for its presets (`.iPhone13`, `.iPhoneSe(.landscape)`),
/// and Popsnap's devices for the phones since (`.iPhone15Pro`, `.device(.iPhone17, .landscape)`).
///
/// ```swift
/// assertSnapshot(of: PopUpWindow(title: "Saved"), as: .image(on: .iPhone13))
/// assertSnapshot(of: controller, as: .image(on: .iPhoneSe(.landscape)))
/// ```
public struct ViewImageConfig: Sendable {
    /// Which way up the phone is held.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// The screen's insets the content keeps clear of.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; nil: the view's own.
    public var size: CGSize?
    /// The traits the view draws with.
    public var traits: UITraitCollection

    /// A screen of `size` with `safeArea` and `traits`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// swift-snapshot-testing's phone presets set the medium text size (its traits' base), so a label
    /// that follows Dynamic Type draws a size smaller than iOS's default there, as it does on iOS.
    private static let phoneTraits = UITraitCollection(preferredContentSizeCategory: .medium)

    private static func phone(_ o: Orientation, _ w: CGFloat, _ h: CGFloat, portrait: UIEdgeInsets, landscape: UIEdgeInsets) -> ViewImageConfig {
        o == .portrait ? ViewImageConfig(safeArea: portrait, size: CGSize(width: w, height: h), traits: phoneTraits)
            : ViewImageConfig(safeArea: landscape, size: CGSize(width: h, height: w), traits: phoneTraits)
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func faceID(top: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0) }

    /// iPhone SE (1st generation): 320 x 568, a 20 pt status bar.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE held `o`'s way.
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig { phone(o, 320, 568, portrait: statusBar, landscape: .zero) }
    /// iPhone 8: 375 x 667.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 held `o`'s way.
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig { phone(o, 375, 667, portrait: statusBar, landscape: .zero) }
    /// iPhone 8 Plus: 414 x 736.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus held `o`'s way.
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig { phone(o, 414, 736, portrait: statusBar, landscape: .zero) }
    /// iPhone X: 375 x 812, insets 44 and 34.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X held `o`'s way.
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
        phone(o, 375, 812, portrait: faceID(top: 44), landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    }
    /// iPhone XS Max: 414 x 896.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max held `o`'s way.
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, 414, 896, portrait: faceID(top: 44), landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    }
    /// iPhone XR: 414 x 896.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR held `o`'s way.
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig { iPhoneXsMax(o) }
    /// iPhone 12: 390 x 844, insets 47 and 34.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 held `o`'s way.
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
        phone(o, 390, 844, portrait: faceID(top: 47), landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }
    /// iPhone 12 Pro, as the iPhone 12.
    public static let iPhone12Pro = iPhone12
    /// iPhone 12 Pro held `o`'s way.
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    /// iPhone 12 Pro Max: 428 x 926.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max held `o`'s way.
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, 428, 926, portrait: faceID(top: 47), landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }
    /// iPhone 13: 390 x 844, insets 47 and 34.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 held `o`'s way.
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    /// iPhone 13 mini: 375 x 812, insets 50 and 34.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini held `o`'s way.
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        phone(o, 375, 812, portrait: faceID(top: 50), landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    }
    /// iPhone 13 Pro, as the iPhone 13.
    public static let iPhone13Pro = iPhone13
    /// iPhone 13 Pro held `o`'s way.
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
    /// iPhone 13 Pro Max: 428 x 926.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max held `o`'s way.
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig { iPhone12ProMax(o) }

    /// One of Popsnap's devices (`Device`: every iPhone and iPad since the SE), its size and safe area
    /// held `o`'s way, with the phone presets' traits.
    public static func device(_ device: Device, _ o: Orientation = .portrait) -> ViewImageConfig {
        let orientation: Popsnap.Orientation = o == .portrait ? .portrait : .landscape
        let size = device.size(in: orientation), inset = device.safeArea(in: orientation)
        return ViewImageConfig(safeArea: UIEdgeInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing),
                               size: CGSize(width: size.width, height: size.height), traits: phoneTraits)
    }

    /// iPhone 15: 393 x 852, Dynamic Island.
    public static let iPhone15 = device(.iPhone15)
    /// iPhone 15 Pro: 393 x 852.
    public static let iPhone15Pro = device(.iPhone15Pro)
    /// iPhone 16 Pro: 402 x 874.
    public static let iPhone16Pro = device(.iPhone16Pro)
    /// iPhone 16 Pro Max: 440 x 956.
    public static let iPhone16ProMax = device(.iPhone16ProMax)
    /// iPhone 17: 402 x 874.
    public static let iPhone17 = device(.iPhone17)
}
