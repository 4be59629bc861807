/// The constraints a real UIStackView makes, named as it names them (`UISV-*`, seen in its logs), with
/// its priorities: the main axis from the distribution (canvas connections, spacing, equal or proportional
/// lengths, gap guides, hiding), the cross axis from the alignment (canvas connections, alignment, and a
/// spanner guide that encloses the views when they do not all touch both edges). Where UIKit uses its
/// private `_UILayoutSpacer` and `_UIOLAGapGuide`, plain layout guides stand in.
extension UIStackView {
    /// The attributes of one axis: its two edges, its length and its centre.
    private struct Edges {
        let start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (start, end, length, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (start, end, length, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// Takes down the last arrangement's constraints and guides and makes this one's.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(generatedConstraints)
        generatedConstraints = []
        for guide in generatedGuides { removeLayoutGuide(guide) }
        generatedGuides = []
        guard !arrangedSubviews.isEmpty else { return }
        var made: [NSLayoutConstraint] = []
        makeDistribution(into: &made)
        makeAlignment(into: &made)
        generatedConstraints = made
        NSLayoutConstraint.activate(made)
    }

    // MARK: Helpers

    private func guide(_ identifier: String) -> UILayoutGuide {
        let g = UILayoutGuide()
        g.identifier = identifier
        addLayoutGuide(g)
        generatedGuides.append(g)
        return g
    }

    private func make(_ identifier: String, _ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                      _ b: AnyObject? = nil, _ attrB: NSLayoutConstraint.Attribute? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: Float = 1000) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(first: a, attrA, relation, second: b, b == nil ? .notAnAttribute : attrB ?? attrA,
                                   multiplier: multiplier, constant: constant)
        c.priority = UILayoutPriority(priority)
        c.identifier = identifier
        return c
    }

    /// The stack's edge (its margins guide's, as UIKit logs it, when the arrangement is inside the
    /// margins) tied to an item's: equal, or (weak) only keeping the item inside.
    private func canvasConnection(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, weak: Bool = false) -> NSLayoutConstraint {
        let isStart = attribute == .top || attribute == .leading
        let relation: NSLayoutConstraint.Relation = weak ? (isStart ? .lessThanOrEqual : .greaterThanOrEqual) : .equal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        return make("UISV-canvas-connection", canvas, attribute, relation, item, attribute)
    }

    /// The space set for the gap after `view`, the system's 8 pt for `spacingUseSystem`.
    private func spacing(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? spacing
        return s == Self.spacingUseSystem ? systemSpacing : s
    }

    // MARK: Distribution (along the axis)

    private func makeDistribution(into made: inout [NSLayoutConstraint]) {
        let e = Edges(axis), items = arrangedSubviews, visible = items.filter { !$0.isHidden }
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        let (after, before): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = baselines ? (.lastBaseline, .firstBaseline) : (e.end, e.start)

        // Both ends of the row on its first and last visible views (a spanner when all are hidden).
        if let first = visible.first, let last = visible.last {
            made += [canvasConnection(first, e.start), canvasConnection(last, e.end)]
        } else {
            let spanner = guide("UISV-alignment-spanner")
            made += [canvasConnection(spanner, e.start), canvasConnection(spanner, e.end)]
        }

        // Every neighbouring pair, hidden views included: a hidden view takes half the spacing on each of
        // its sides, and none at the ends of the visible run, so hiding a view drops one spacing.
        let spaced = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, current) in zip(items, items.dropFirst()) {
            var gap: CGFloat = 0
            if current !== visible.first && previous !== visible.last {
                let base = spacing(after: previous)
                gap = base - base / 2 * CGFloat([previous, current].filter(\.isHidden).count)
            }
            made.append(make("UISV-spacing", current, before, spaced ? .greaterThanOrEqual : .equal, previous, after, constant: gap))
        }

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            made += equalLengths(visible, e.length)
        case .fillProportionally:
            made += proportionalLengths(visible, e.length)
        case .equalSpacing, .equalCentering:
            // Gap guides between visible neighbours, all as long as the first: edge to edge, or centre to centre.
            var gaps: [UILayoutGuide] = []
            for (previous, current) in zip(visible, visible.dropFirst()) {
                let gap = guide("UISV-distributing")
                gaps.append(gap)
                let centers = distribution == .equalCentering
                made.append(make("UISV-distributing-edge", gap, e.start, .equal, previous, centers ? e.center : after))
                made.append(make("UISV-distributing-edge", gap, e.end, .equal, current, centers ? e.center : before))
            }
            let priority: Float = distribution == .equalCentering ? 149 : 1000
            for gap in gaps.dropFirst() { made.append(make("UISV-fill-equally", gap, e.length, .equal, gaps[0], e.length, priority: priority)) }
        }

        for hidden in items where hidden.isHidden { made.append(make("UISV-hiding", hidden, e.length, constant: 0)) }
        // The gaps only have minimums: the stack is as short as they allow unless something stretches it.
        if spaced { made.append(make("UISV-canvas-fit", self, e.length, constant: 0, priority: 49)) }
    }

    private func equalLengths(_ views: [UIView], _ length: NSLayoutConstraint.Attribute) -> [NSLayoutConstraint] {
        views.dropFirst().map { make("UISV-fill-equally", $0, length, .equal, views[0], length) }
    }

    /// Each view's length a share of the stack's in proportion to its intrinsic length. As in UIKit, the
    /// shares count the spacing in the total but not out of the stack's length (rdar 34595752), and the
    /// priorities step down from 999 so the first views win when the shares cannot all hold.
    private func proportionalLengths(_ views: [UIView], _ length: NSLayoutConstraint.Attribute) -> [NSLayoutConstraint] {
        func intrinsic(_ v: UIView) -> CGFloat {
            let s = v.intrinsicContentSize
            return axis == .horizontal ? s.width : s.height
        }
        let sized = views.filter { intrinsic($0) != UIView.noIntrinsicMetric && intrinsic($0) > 0 }
        guard !sized.isEmpty else { return equalLengths(views, length) }
        let total = sized.reduce(spacing * CGFloat(views.count - 1)) { $0 + intrinsic($1) }
        var priority: Float = sized.count == 1 && (views.count == 1 || spacing == 0) ? 1000 : 999
        return views.map { v in
            let size = intrinsic(v)
            let c = size != UIView.noIntrinsicMetric && size > 0
                ? make("UISV-fill-proportionally", v, length, .equal, self, length, multiplier: size / total, priority: priority)
                : make("UISV-fill-proportionally", v, length, constant: 0)
            if priority < 1000 { priority -= 1 }
            return c
        }
    }

    // MARK: Alignment (across the axis)

    private func makeAlignment(into made: inout [NSLayoutConstraint]) {
        let cross = Edges(axis == .horizontal ? .vertical : .horizontal)
        let items = arrangedSubviews, visible = items.filter { !$0.isHidden }
        let isIn = { (types: [Alignment]) in types.contains(self.alignment) }
        // Which side of the views is not pinned to the first view's, so the stack cannot just follow it.
        let startLoose = isIn([.trailing, .center, .firstBaseline, .lastBaseline])
        let endLoose = isIn([.leading, .center, .firstBaseline, .lastBaseline])
        let anyLoose = startLoose || endLoose
        let needsSpanner = visible.isEmpty || (items.count > 1 && anyLoose)
        let horizontalBaseline = visible.count > 0 && axis == .horizontal
        let startCanvasLoose = needsSpanner ? alignment == .firstBaseline && horizontalBaseline : startLoose
        let endCanvasLoose = needsSpanner ? alignment == .lastBaseline && horizontalBaseline : endLoose

        // The spanner encloses every visible view, as small as it can be: the stack follows it on the
        // sides where the views are not lined up.
        var spanner: UILayoutGuide?
        if needsSpanner {
            let s = guide("UISV-alignment-spanner")
            spanner = s
            if anyLoose { made.append(make("UISV-spanning-fit", s, cross.length, constant: 0, priority: 51)) }
            for v in visible {
                made.append(startLoose ? make("UISV-spanning-boundary", s, cross.start, .lessThanOrEqual, v, cross.start)
                                       : make("UISV-spanning-boundary", s, cross.start, .equal, v, cross.start, priority: 999.5))
                made.append(endLoose ? make("UISV-spanning-boundary", s, cross.end, .greaterThanOrEqual, v, cross.end)
                                     : make("UISV-spanning-boundary", s, cross.end, .equal, v, cross.end, priority: 999.5))
            }
        }

        let firstItem: AnyObject = visible.isEmpty ? spanner! : items[0]
        // The edge the views line up on follows the first view; the other follows the spanner. Centred
        // views follow the spanner at both edges (the stack's centre is the first view's).
        var startItem = firstItem, endItem: AnyObject = spanner ?? firstItem
        if isIn([.trailing, .lastBaseline]) { swap(&startItem, &endItem) }
        if alignment == .center, let spanner { startItem = spanner }
        made.append(canvasConnection(startItem, cross.start, weak: startCanvasLoose))
        made.append(canvasConnection(endItem, cross.end, weak: endCanvasLoose))
        if alignment == .center { made.append(canvasConnection(firstItem, cross.center)) }

        // Every view lined up with the first; baselines only line up in a row.
        let aligned: [NSLayoutConstraint.Attribute] = switch alignment {
        case .fill: [cross.end, cross.start]
        case .leading: [cross.start]
        case .trailing: [cross.end]
        case .center: [cross.center]
        case .firstBaseline: axis == .horizontal ? [.firstBaseline] : []
        case .lastBaseline: axis == .horizontal ? [.lastBaseline] : []
        }
        for attribute in aligned {
            for v in items.dropFirst() { made.append(make("UISV-alignment", items[0], attribute, .equal, v, attribute)) }
        }

        // Views free on a side get a faint wish to be thin, so their size is never ambiguous, and the
        // stack a fainter one to fit them where its edges only enclose them.
        if anyLoose {
            for v in items { made.append(make("UISV-ambiguity-suppression", v, cross.length, constant: 0, priority: 25)) }
        }
        if startCanvasLoose || endCanvasLoose { made.append(make("UISV-canvas-fit", self, cross.length, constant: 0, priority: 49)) }
    }
}
