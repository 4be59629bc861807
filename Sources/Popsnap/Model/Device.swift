import PopsnapLayout
import PopsnapGeometry

/// The screens of the iPhones and iPads people hold today, by their lowercase hyphenated names.
///
/// Points and scale are Apple's Human Interface Guidelines, Layout > Specifications ("Device screen
/// dimensions", developer.apple.com/design/human-interface-guidelines/layout#Specifications). Safe areas
/// are `UIWindow.safeAreaInsets` as UIKit reports them, checked against these published tables (each
/// device's comment names the ones that give its figures):
/// - **[sim18]** aloisdeniel/flutter_device_preview, `device_specs/apple-*.json` at commit bfdd4e7 ("Extract
///   Apple device specs from the iOS Simulator"): a probe app run in each device's simulator (Xcode 16,
///   iOS 18), portrait and then turned to landscapeRight.
/// - **[sim26]** the same files at commit ffbac9d ("Derive every Apple spec from its real simulator, Xcode
///   26.6, iOS 26.5"): the devices that never ran iOS 18 (iPhone 17, 17 Pro, 17 Pro Max, Air) from their own
///   simulators.
/// - **[frame]** the same repository's `device_frame/lib/src/devices/ios/*/device.dart` (hand-written, iOS 15
///   to 17): `safeAreas` and `rotatedSafeAreas`.
/// - **[rn]** react-native-safearea-height's documented status-bar heights: 44 (X, XS, 11 Pro), 47 (12, 12 Pro,
///   13, 13 Pro, 13 Pro Max, 14, 14 Plus), 50 (12 mini, 13 mini), 59 (14 Pro, 14 Pro Max).
///
/// In landscape an iPhone hides its status bar (no top inset), keeps the sensor housing's inset on both
/// sides (UIKit mirrors it) and 21 pt for the home indicator (20 on iOS 26's devices), while an iPad keeps
/// its portrait insets. iOS 26 changes some of them on every device ([sim26]: an iPad's top inset is 32, a
/// landscape iPhone's bottom 20); the figures here are iOS 18's wherever the device ran it.
public enum Device: String, Sendable, CaseIterable {
    /// iPhone SE (2nd and 3rd generation; also 8, 7, 6s): 375 × 667 pt @2x, a home button, 20 pt status bar.
    case iPhoneSE = "iphone-se"
    /// iPhone 11 (and XR): 414 × 896 pt @2x, notch, 48 pt top inset.
    case iPhone11 = "iphone-11"
    /// iPhone 11 Pro (and XS, X): 375 × 812 pt @3x, notch, 44 pt top inset.
    case iPhone11Pro = "iphone-11-pro"
    /// iPhone 11 Pro Max (and XS Max): 414 × 896 pt @3x, notch, 44 pt top inset.
    case iPhone11ProMax = "iphone-11-pro-max"
    /// iPhone 12 mini: 375 × 812 pt @3x, notch, 50 pt top inset.
    case iPhone12Mini = "iphone-12-mini"
    /// iPhone 12: 390 × 844 pt @3x, notch, 47 pt top inset.
    case iPhone12 = "iphone-12"
    /// iPhone 12 Pro: 390 × 844 pt @3x, notch, 47 pt top inset.
    case iPhone12Pro = "iphone-12-pro"
    /// iPhone 12 Pro Max: 428 × 926 pt @3x, notch, 47 pt top inset.
    case iPhone12ProMax = "iphone-12-pro-max"
    /// iPhone 13 mini: 375 × 812 pt @3x, notch, 50 pt top inset.
    case iPhone13Mini = "iphone-13-mini"
    /// iPhone 13: 390 × 844 pt @3x, notch, 47 pt top inset.
    case iPhone13 = "iphone-13"
    /// iPhone 13 Pro: 390 × 844 pt @3x, notch, 47 pt top inset.
    case iPhone13Pro = "iphone-13-pro"
    /// iPhone 13 Pro Max: 428 × 926 pt @3x, notch, 47 pt top inset.
    case iPhone13ProMax = "iphone-13-pro-max"
    /// iPhone 14: 390 × 844 pt @3x, notch, 47 pt top inset.
    case iPhone14 = "iphone-14"
    /// iPhone 14 Plus: 428 × 926 pt @3x, notch, 47 pt top inset.
    case iPhone14Plus = "iphone-14-plus"
    /// iPhone 14 Pro: 393 × 852 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone14Pro = "iphone-14-pro"
    /// iPhone 14 Pro Max: 430 × 932 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone14ProMax = "iphone-14-pro-max"
    /// iPhone 15: 393 × 852 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone15 = "iphone-15"
    /// iPhone 15 Plus: 430 × 932 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone15Plus = "iphone-15-plus"
    /// iPhone 15 Pro: 393 × 852 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone15Pro = "iphone-15-pro"
    /// iPhone 15 Pro Max: 430 × 932 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone15ProMax = "iphone-15-pro-max"
    /// iPhone 16: 393 × 852 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone16 = "iphone-16"
    /// iPhone 16 Plus: 430 × 932 pt @3x, Dynamic Island, 59 pt top inset.
    case iPhone16Plus = "iphone-16-plus"
    /// iPhone 16 Pro: 402 × 874 pt @3x, Dynamic Island, 62 pt top inset.
    case iPhone16Pro = "iphone-16-pro"
    /// iPhone 16 Pro Max: 440 × 956 pt @3x, Dynamic Island, 62 pt top inset.
    case iPhone16ProMax = "iphone-16-pro-max"
    /// iPhone 16e: 390 × 844 pt @3x, notch, 47 pt top inset.
    case iPhone16e = "iphone-16e"
    /// iPhone 17: 402 × 874 pt @3x, Dynamic Island, 62 pt top inset, 20 pt home indicator in landscape ([sim26]).
    case iPhone17 = "iphone-17"
    /// iPhone 17 Pro: 402 × 874 pt @3x, Dynamic Island, 62 pt top inset, 20 pt home indicator in landscape ([sim26]).
    case iPhone17Pro = "iphone-17-pro"
    /// iPhone 17 Pro Max: 440 × 956 pt @3x, Dynamic Island, 62 pt top inset, 20 pt in landscape ([sim26]).
    case iPhone17ProMax = "iphone-17-pro-max"
    /// iPhone Air: 420 × 912 pt @3x, Dynamic Island, 68 pt top inset, 20 pt in landscape ([sim26]).
    case iPhoneAir = "iphone-air"
    /// iPad (10th generation and A16): 820 × 1180 pt @2x, 24 pt status bar and 25 pt home indicator.
    case iPad = "ipad"
    /// iPad Air 11-inch: 820 × 1180 pt @2x, 24 / 25 pt insets either way up.
    case iPadAir11 = "ipad-air-11"
    /// iPad Air 13-inch: 1024 × 1366 pt @2x, 24 / 25 pt insets either way up.
    case iPadAir13 = "ipad-air-13"
    /// iPad Pro 11-inch (M4 and later): 834 × 1210 pt @2x, 24 / 25 pt insets either way up.
    case iPadPro11 = "ipad-pro-11"
    /// iPad Pro 13-inch (M4 and later): 1032 × 1376 pt @2x, 24 / 25 pt insets either way up.
    case iPadPro13 = "ipad-pro-13"
    /// iPad mini (6th generation and A17 Pro): 744 × 1133 pt @2x, 24 / 25 pt insets either way up.
    case iPadMini = "ipad-mini"

    /// What the screen gives up at its top edge in portrait.
    public enum Cutout: String, Sendable {
        /// A status bar over a plain screen (iPhone SE, iPads).
        case none
        /// The TrueDepth camera's notch (iPhone X to 14, 16e).
        case notch
        /// The Dynamic Island (iPhone 14 Pro and later).
        case dynamicIsland
    }

    /// The screen size in points, in portrait.
    public var size: Size { Size(width: figures.width, height: figures.height) }

    /// The screen size in points held `orientation`'s way: landscape swaps width and height.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? size : Size(width: size.height, height: size.width)
    }

    /// The device's pixels a point: a spec's `scale` when it gives none.
    public var scale: Scale { figures.scale }

    /// The notch, the Dynamic Island or none.
    public var cutout: Cutout { figures.cutout }

    /// Whether the device is an iPad, whose status bar iOS lays out on its own (and keeps in landscape).
    public var isPad: Bool { figures.isPad }

    /// The safe area insets in portrait.
    public var safeArea: EdgeInsets { figures.portrait }

    /// The safe area insets held `orientation`'s way.
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? figures.portrait : figures.landscape
    }

    private struct Figures {
        var width: Double, height: Double, scale: Scale, cutout: Cutout, isPad: Bool
        var portrait: EdgeInsets, landscape: EdgeInsets
    }

    /// A Face ID iPhone: `top` in portrait is the sensor housing's inset, which landscape puts on both
    /// sides; the home indicator takes 34 pt in portrait and `landscapeBottom` in landscape.
    private static func faceID(_ width: Double, _ height: Double, _ scale: Scale, _ cutout: Cutout, top: Double,
                               landscapeBottom: Double = 21) -> Figures {
        Figures(width: width, height: height, scale: scale, cutout: cutout, isPad: false,
                portrait: EdgeInsets(top: top, bottom: 34),
                landscape: EdgeInsets(top: 0, leading: top, bottom: landscapeBottom, trailing: top))
    }

    /// An iPad without a home button: the 24 pt status bar and the 25 pt home indicator either way up.
    private static func iPad(_ width: Double, _ height: Double) -> Figures {
        let insets = EdgeInsets(top: 24, bottom: 25)
        return Figures(width: width, height: height, scale: 2, cutout: .none, isPad: true, portrait: insets, landscape: insets)
    }

    private var figures: Figures {
        switch self {
        // HIG: 375 x 667 pt @2x (iPhone SE 2nd and 3rd generation, 8, 7, 6s). [sim26] (apple-iphone-se-3):
        // 20 pt on top in portrait, nothing in landscape (the status bar hidden), a home button instead of an indicator.
        case .iPhoneSE: Figures(width: 375, height: 667, scale: 2, cutout: .none, isPad: false,
                                portrait: EdgeInsets(top: 20), landscape: .zero)
        // HIG: 414 x 896 pt @2x (iPhone 11, XR); 48 on top (the 2x notch sits lower): an iPhone XR's insets
        // as reported in appandflow/react-native-safe-area-context issue 215 (2021), 48 / 34 in portrait and
        // 48 on both sides, 21 below, in landscape.
        case .iPhone11: Self.faceID(414, 896, 2, .notch, top: 48)
        // HIG: 375 x 812 pt @3x (iPhone 11 Pro, XS, X); [rn] 44, [frame] (11 Pro Max) 44 / 34, 44 / 21.
        case .iPhone11Pro: Self.faceID(375, 812, 3, .notch, top: 44)
        // HIG: 414 x 896 pt @3x (iPhone 11 Pro Max, XS Max); [rn] 44; [frame] iphone_11_pro_max 44 / 34, 44 / 21.
        case .iPhone11ProMax: Self.faceID(414, 896, 3, .notch, top: 44)
        // HIG: 375 x 812 pt @3x (iPhone 12 mini, 13 mini); [rn] 50 (iOS 15 and later; iOS 14 said 44, which
        // [frame]'s iphone_12_mini still has).
        case .iPhone12Mini, .iPhone13Mini: Self.faceID(375, 812, 3, .notch, top: 50)
        // HIG: 390 x 844 pt @3x (iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e); [rn] 47; [frame] iphone_13 47 / 34,
        // 47 / 21; [sim18] apple-iphone-16e 47 / 34, 47 / 21.
        case .iPhone12, .iPhone12Pro, .iPhone13, .iPhone13Pro, .iPhone14, .iPhone16e: Self.faceID(390, 844, 3, .notch, top: 47)
        // HIG: 428 x 926 pt @3x (iPhone 12 Pro Max, 13 Pro Max, 14 Plus); [rn] 47; [frame] iphone_13_pro_max
        // 47 / 34, 47 / 21.
        case .iPhone12ProMax, .iPhone13ProMax, .iPhone14Plus: Self.faceID(428, 926, 3, .notch, top: 47)
        // HIG: 393 x 852 pt @3x (iPhone 14 Pro, 15, 15 Pro, 16); [rn] 59; [frame] iphone_15_pro 59 / 34,
        // 59 / 21; [sim18] apple-iphone-16 59 / 34, 59 / 21; a 14 Pro's safe area {0, 59}, {393, 759} in
        // flutter/flutter issue 120682.
        case .iPhone14Pro, .iPhone15, .iPhone15Pro, .iPhone16: Self.faceID(393, 852, 3, .dynamicIsland, top: 59)
        // HIG: 430 x 932 pt @3x (iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus); [rn] 59; [frame]
        // iphone_15_pro_max 59 / 34, 59 / 21; [sim18] apple-iphone-16-plus the same.
        case .iPhone14ProMax, .iPhone15Plus, .iPhone15ProMax, .iPhone16Plus: Self.faceID(430, 932, 3, .dynamicIsland, top: 59)
        // HIG: 402 x 874 pt @3x (iPhone 16 Pro); [sim18] apple-iphone-16-pro 62 / 34, 62 / 21.
        case .iPhone16Pro: Self.faceID(402, 874, 3, .dynamicIsland, top: 62)
        // HIG: 440 x 956 pt @3x (iPhone 16 Pro Max); [sim18] apple-iphone-16-pro-max 62 / 34, 62 / 21.
        case .iPhone16ProMax: Self.faceID(440, 956, 3, .dynamicIsland, top: 62)
        // HIG: 402 x 874 pt @3x (iPhone 17, 17 Pro); [sim26] apple-iphone-17, apple-iphone-17-pro 62 / 34, 62 / 20.
        case .iPhone17, .iPhone17Pro: Self.faceID(402, 874, 3, .dynamicIsland, top: 62, landscapeBottom: 20)
        // HIG: 440 x 956 pt @3x (iPhone 17 Pro Max); [sim26] apple-iphone-17-pro-max 62 / 34, 62 / 20.
        case .iPhone17ProMax: Self.faceID(440, 956, 3, .dynamicIsland, top: 62, landscapeBottom: 20)
        // HIG: 420 x 912 pt @3x (iPhone Air); [sim26] apple-iphone-air 68 / 34, 68 / 20 (its deeper band
        // under the island; [sim18] had it from a donor at 62, before Xcode knew the Air).
        case .iPhoneAir: Self.faceID(420, 912, 3, .dynamicIsland, top: 68, landscapeBottom: 20)
        // HIG: 820 x 1180 pt @2x (iPad 10th generation and A16, iPad Air 11-inch); [sim18] apple-ipad-air-11
        // 24 / 25 both ways up ([sim26] lists the iPad 10 and A16 on the same screen, 32 / 25 on iOS 26).
        case .iPad, .iPadAir11: Self.iPad(820, 1180)
        // HIG: 1024 x 1366 pt @2x (iPad Air 13-inch); [sim18] apple-ipad-air-13 24 / 25.
        case .iPadAir13: Self.iPad(1024, 1366)
        // HIG: 834 x 1210 pt @2x (iPad Pro 11-inch, M4 and later); [sim18] apple-ipad-pro-11 24 / 25.
        case .iPadPro11: Self.iPad(834, 1210)
        // HIG: 1032 x 1376 pt @2x (iPad Pro 13-inch, M4 and later); [sim18] apple-ipad-pro-13 24 / 25.
        case .iPadPro13: Self.iPad(1032, 1376)
        // HIG: 744 x 1133 pt @2x (iPad mini 6th generation and A17 Pro); [sim18] apple-ipad-mini 24 / 25.
        case .iPadMini: Self.iPad(744, 1133)
        }
    }
}

/// Which way up the device is held.
public enum Orientation: String, Sendable, CaseIterable {
    /// `portrait`: held upright, the screen's `size` as the HIG gives it; `landscape`: turned on its side,
    /// width and height swapped, the safe area as `Device.safeArea(in:)` gives it.
    case portrait, landscape
}
