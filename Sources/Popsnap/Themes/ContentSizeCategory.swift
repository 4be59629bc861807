/// The user's preferred text size, as `UIContentSizeCategory`: seven standard sizes and five accessibility
/// sizes. `large` is iOS's default.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
    /// The seven standard sizes, smallest first (`xS` … `xxxL`); `large` is iOS's default.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The five larger accessibility sizes (`AX1` … `AX5`), which Settings › Accessibility › Larger Text offers.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The short name Settings and Xcode's environment overrides use: xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.
    /// Variant names use it (`alert.de.dark.AX3`).
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][Self.allCases.firstIndex(of: self)!]
    }

    /// A category by its UIKit name (`accessibilityLarge`) or its short name (`AX2`).
    public init?(named name: String) {
        guard let c = Self(rawValue: name) ?? Self.allCases.first(where: { $0.shortName == name }) else { return nil }
        self = c
    }

    /// Whether this is one of the five accessibility sizes (AX1 and up), as UIKit's `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
