/// Light or dark, as the user or `overrideUserInterfaceStyle` chose.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: inherited (light at the top of a hierarchy).
    case unspecified
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// The user's preferred text size, with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the category (`UICTContentSizeCategoryL`).
    public let rawValue: String

    /// A category by UIKit's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not set: inherited (large at the top of a hierarchy).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The seven standard sizes, smallest first; `large` is iOS's default.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// S.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// M.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// L, iOS's default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// XL.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// XXL.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// XXXL.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1, the first of the accessibility sizes.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5, the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Smallest first, as Settings orders them.
    static let ordered: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                                                   .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                                   .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 7 }

    public static func < (a: Self, b: Self) -> Bool {
        (ordered.firstIndex(of: a) ?? 3) < (ordered.firstIndex(of: b) ?? 3)
    }
}

/// The traits a view draws with: appearance, text size and the screen's scale. Unspecified traits are
/// inherited from the superview, the window and finally the screen.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// let big = UITraitCollection(traitsFrom: [dark, UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
/// ```
public final class UITraitCollection: Equatable, @unchecked Sendable {
    /// Light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The text size, or unspecified.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Pixels a point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Left to right, right to left (an app running in Arabic or Hebrew), or unspecified.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(style: UIUserInterfaceStyle, category: UIContentSizeCategory, scale: CGFloat, direction: UITraitEnvironmentLayoutDirection = .unspecified) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        displayScale = scale
        layoutDirection = direction
    }

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified, category: .unspecified, scale: 0)
    }

    /// A collection specifying only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, category: .unspecified, scale: 0)
    }

    /// A collection specifying only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, category: preferredContentSizeCategory, scale: 0)
    }

    /// A collection specifying only the scale.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, category: .unspecified, scale: displayScale)
    }

    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, category: .unspecified, scale: 0, direction: layoutDirection)
    }

    /// The traits of `collections` merged, a later collection's specified trait winning.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, category = UIContentSizeCategory.unspecified, scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
        }
        self.init(style: style, category: category, scale: scale, direction: direction)
    }

    /// The traits UIKit resolves against when no view is asked: light, large text, 3x, unless a snapshot
    /// sets others while it draws.
    public static var current: UITraitCollection {
        get { currentLock.withLock { currentValue } }
        set { currentLock.withLock { currentValue = newValue } }
    }

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var currentValue = UITraitCollection(style: .light, category: .large, scale: 3)

    /// These traits with the unspecified ones taken from `parent`.
    func filled(from parent: UITraitCollection) -> UITraitCollection {
        UITraitCollection(traitsFrom: [parent, self])
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.preferredContentSizeCategory == b.preferredContentSizeCategory && a.displayScale == b.displayScale
            && a.layoutDirection == b.layoutDirection
    }
}
