extension UIView {
    /// No intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Asks for `layoutSubviews` at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the pending layout of this view and the views under it now, parents first, as UIKit does:
    /// constraints updated, Auto Layout solved for the whole hierarchy, then `layoutSubviews` where needed.
    public func layoutIfNeeded() {
        let root = hierarchyRoot
        root.updateConstraintsIfNeeded()
        if !root.translatesAutoresizingMaskIntoConstraints {
            // Nothing above places the root: it takes the size its constraints give it, as small as they allow.
            let size = UIView.solvedEngine(for: root).rootSize
            if root.bounds.size != size { root.bounds.size = size }
        }
        markMovedBySolvedLayout(UIView.solvedEngine(for: root))
        runLayoutPass()
    }

    private func runLayoutPass() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.runLayoutPass() }
    }

    /// Asks the superview of every view Auto Layout moves to lay out, as UIKit does when the engine's
    /// values change.
    private func markMovedBySolvedLayout(_ engine: LayoutEngine) {
        for subview in subviews {
            if !subview.translatesAutoresizingMaskIntoConstraints, let f = engine.frame(of: subview, in: self), f != subview.frame { setNeedsLayout() }
            subview.markMovedBySolvedLayout(engine)
        }
    }

    /// What UIView's own `layoutSubviews` does: the frames Auto Layout solved, given to the subviews that
    /// do not translate their frames, and to the view's guides.
    func applyAutoLayout() {
        let placed = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        let guides = systemGuidesInUse + layoutGuides
        guard !placed.isEmpty || !guides.isEmpty else { return }
        let engine = UIView.solvedEngine(for: hierarchyRoot)
        for subview in placed {
            if let f = engine.frame(of: subview, in: self) { subview.frame = f }
        }
        for guide in guides {
            if let f = engine.frame(of: guide, in: self) { guide.layoutFrame = f }
        }
    }

    /// Bumped by every change Auto Layout reads (a constraint, a translated frame, the hierarchy, an
    /// intrinsic size), so a solved layout is reused exactly while nothing it read changed.
    static var layoutGeneration = 0
    private static var solved: (generation: Int, root: ObjectIdentifier, engine: LayoutEngine)?

    /// The hierarchy under `root` solved, reused while nothing changed.
    static func solvedEngine(for root: UIView) -> LayoutEngine {
        if let solved, solved.generation == layoutGeneration, solved.root == ObjectIdentifier(root) { return solved.engine }
        let engine = LayoutEngine(root: root)
        solved = (layoutGeneration, ObjectIdentifier(root), engine)
        return engine
    }

    /// The guide inset by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    /// The guide inset by the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    private func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let g = systemGuidesInUse.first(where: { $0.kind == kind }) { return g }
        let g = UILayoutGuide(kind: kind, owner: self)
        systemGuidesInUse.append(g)
        constraintsChanged()
        return g
    }

    /// Insets for content from the edges, left and right fixed: the directional margins with leading on
    /// the right in a right-to-left layout.
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return isRightToLeft ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
                : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins = isRightToLeft
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }
}
