extension UIView {
    /// The leading edge (the left one: Popsnap's UIKit lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The first line's baseline for a label; the bottom edge for a view without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The last line's baseline for a label; the bottom edge for a view without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// Installs `constraint` on this view, activating it (its items must be this view or under it).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn !== self else { return }
        constraint.installedOn?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.installedOn = self
        constraintsChanged()
    }

    /// Installs each constraint on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Uninstalls `constraint`, deactivating it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        constraintsChanged()
    }

    /// Uninstalls each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// A constraint, a frame or a size Auto Layout reads changed: the next layout solves again.
    func constraintsChanged() {
        UIView.layoutGeneration += 1
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// How much the view resists growing past its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis.rawValue] }

    /// Sets how much the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.rawValue] = priority
        constraintsChanged()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compressionResistance[axis.rawValue] }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis.rawValue] = priority
        constraintsChanged()
    }

    /// Adds a guide for constraints to place.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        constraintsChanged()
    }

    /// Removes a guide and the constraints that use it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        removeConstraints(of: { $0 === guide })
        guide.owningView = nil
        constraintsChanged()
    }

    /// Asks for `updateConstraints` before the next layout.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Calls `updateConstraints` now on this view and the views under it that asked, deepest first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if needsUpdateConstraints { updateConstraints() }
    }

    /// The smallest size the view's constraints allow (`layoutFittingCompressedSize`) or the largest
    /// (`layoutFittingExpandedSize`), or the one nearest `targetSize`, at `fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are asked to be `targetSize`'s
    /// at the priorities given (`.required` fixes one, as for a cell of a known width).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine(root: self, fitting: (targetSize, horizontal, vertical)).rootSize
    }

    /// The smallest size constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// Removes, from this view and every view above it, the constraints whose items satisfy `uses`.
    func removeConstraints(of uses: (AnyObject) -> Bool) {
        var v: UIView? = self
        while let current = v {
            current.removeConstraints(current.constraints.filter { c in [c.firstItem, c.secondItem].contains { $0.map(uses) ?? false } })
            v = current.superview
        }
    }

    /// Follows the superview's new size as `autoresizingMask` says: the flexible parts of each axis share
    /// the change in proportion to their sizes, as UIKit shares it.
    func resize(superviewSizeWas old: CGSize, is new: CGSize) {
        guard translatesAutoresizingMaskIntoConstraints, !autoresizingMask.isEmpty else { return }
        func share(_ start: CGFloat, _ length: CGFloat, _ end: CGFloat, _ flexible: (Bool, Bool, Bool), _ delta: CGFloat) -> (CGFloat, CGFloat) {
            let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0)
            guard !parts.isEmpty, delta != 0 else { return (start, length) }
            let total = parts.reduce(0) { $0 + max($1.1, 0) }
            func part(_ isFlexible: Bool, _ size: CGFloat) -> CGFloat {
                guard isFlexible else { return 0 }
                return total > 0 ? delta * max(size, 0) / total : delta / CGFloat(parts.count)
            }
            return (start + part(flexible.0, start), length + part(flexible.1, length))
        }
        let f = frame
        let m = autoresizingMask
        let (x, w) = share(f.minX, f.width, old.width - f.maxX,
                           (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)), new.width - old.width)
        let (y, h) = share(f.minY, f.height, old.height - f.maxY,
                           (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)), new.height - old.height)
        frame = CGRect(x: x, y: y, width: w, height: h)
    }

    /// The top of the view's hierarchy.
    var hierarchyRoot: UIView {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }
}
