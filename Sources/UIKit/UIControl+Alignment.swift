extension UIControl {
    /// Where a control's content sits across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across.
        case fill = 3
        /// Against the leading edge: the left one, the right one in a right-to-left layout.
        case leading = 4
        /// Against the trailing edge.
        case trailing = 5
    }

    /// Where a control's content sits down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the top.
        case top = 1
        /// Against the bottom.
        case bottom = 2
        /// Stretched down.
        case fill = 3
    }
}

extension UIControl {
    /// The horizontal alignment with leading and trailing resolved to left and right for the control's
    /// layout direction.
    var absoluteHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: isRightToLeft ? .right : .left
        case .trailing: isRightToLeft ? .left : .right
        default: contentHorizontalAlignment
        }
    }
}
