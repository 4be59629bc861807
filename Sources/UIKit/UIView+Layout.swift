extension UIView {
    /// No intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Asks for `layoutSubviews` at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the pending layout of this view and the views under it now, parents first, as UIKit does.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Insets for content from the edges, left and right fixed.
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
    }
}
