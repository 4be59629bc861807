/// The direction a trait collection lays content out in: an app localized for Arabic or Hebrew runs right
/// to left, and its leading edges are on the right.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not set: inherited (left to right at the top of a hierarchy).
    case unspecified = -1
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}

/// The direction a view lays its content out in, as resolved for it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}

/// Whether a view flips in a right-to-left layout: most do; media controls (`playback`) and directional
/// controls (`spatial`) stay left to right, and a view can force either.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Controls whose directions are spatial (a D-pad): always left to right.
    case spatial = 2
    /// Left to right whatever the layout direction.
    case forceLeftToRight = 3
    /// Right to left whatever the layout direction.
    case forceRightToLeft = 4
}

extension UIView {
    /// The direction `attribute` gives a view under `layoutDirection`, as UIKit resolves it.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction the view lays out in: its `semanticContentAttribute` applied to its traits' layout
    /// direction. Leading and trailing anchors, margins, stack views and natural text alignment follow it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traits: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
    }

    /// Whether leading is the right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
