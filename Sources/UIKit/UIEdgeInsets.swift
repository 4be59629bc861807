/// Insets from each edge of a rectangle, left and right fixed whatever the layout direction.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Points in from each edge.
    public var top, left, bottom, right: CGFloat

    /// Insets of the four values given.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// Insets from each edge, leading and trailing following the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Points in from each edge.
    public var top, leading, bottom, trailing: CGFloat

    /// Insets of the four values given.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle with `insets` taken from its edges.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
