import PopsnapConstraints

/// Auto Layout for one view hierarchy, solved as UIKit solves it: every view's and guide's frame is four
/// unknowns (minX, minY, width, height in the root's coordinates); a view that translates its frame
/// into constraints is pinned to it (UIKit's autoresizing constraints), a view that does not gets its
/// intrinsic size as two inequalities a dimension (hugging and compression resistance at their
/// priorities), guides follow their view's margins or safe area, and the app's active constraints are
/// added in the order they were made. Priorities are strictly ordered (`PopsnapConstraints`). Results
/// are rounded to the pixel grid as UIKit rounds them: each of minX, minY, width and height to the
/// nearest pixel, halves up, in the root's coordinates.
@MainActor
struct LayoutEngine {
    private var solver = ConstraintSolver()
    /// The four unknowns of each view and guide, by identity.
    private var variables: [ObjectIdentifier: [Variable]] = [:]
    /// Each view's intrinsic-size constraints, to replace when a label is measured again at its width.
    private var intrinsic: [ObjectIdentifier: (width: CGFloat?, ids: [ConstraintID])] = [:]
    /// Solved frames in whole device pixels (minX, minY, width, height), in the root's coordinates: a
    /// frame is whole pixels divided by the scale, so frames relative to one another carry no rounding noise.
    private var pixels: [ObjectIdentifier: [Int]] = [:]
    private let scale: CGFloat
    let root: UIView

    /// The root's size as solved.
    var rootSize: CGSize {
        guard let p = pixels[ObjectIdentifier(root)] else { return .zero }
        return CGSize(width: CGFloat(p[2]) / scale, height: CGFloat(p[3]) / scale)
    }

    /// The hierarchy under `root` solved. With `fitting`, the root's size is asked to be the target's at
    /// the priorities given (`systemLayoutSizeFitting`), else it is its bounds' size when it translates
    /// its frame, or as small as its constraints allow when it does not.
    init(root: UIView, fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil) {
        self.root = root
        let traits = root.traitCollection.filled(from: UITraitCollection.current)
        scale = traits.displayScale > 0 ? traits.displayScale : 3
        var views: [UIView] = []
        collect(root, into: &views)
        for view in views { addVariables(view) }
        let r = variables[ObjectIdentifier(root)]!
        add(r[0] == 0)
        add(r[1] == 0)
        if let fitting {
            add((r[2] == Double(fitting.size.width)).withPriority(Priority(fitting.horizontal.rawValue)))
            add((r[3] == Double(fitting.size.height)).withPriority(Priority(fitting.vertical.rawValue)))
        } else if root.translatesAutoresizingMaskIntoConstraints {
            add(r[2] == Double(root.bounds.width))
            add(r[3] == Double(root.bounds.height))
        } else {
            add((r[2] == 0).withPriority(.fittingSizeLevel))
            add((r[3] == 0).withPriority(.fittingSizeLevel))
        }
        for view in views where view !== root { pin(view) }
        for view in views {
            for guide in view.systemGuidesInUse + view.layoutGuides { follow(guide, of: view) }
        }
        var active = views.flatMap(\.constraints)
        active.sort { $0.serial < $1.serial }
        for c in active where !c.isBroken { install(c) }
        solveLabelsAtTheirWidths(views)
        pixels = variables.mapValues { v in v.map(pixelCount) }
    }

    private func collect(_ view: UIView, into views: inout [UIView]) {
        views.append(view)
        for s in view.subviews { collect(s, into: &views) }
    }

    private mutating func addVariables(_ view: UIView) {
        variables[ObjectIdentifier(view)] = (0..<4).map { _ in solver.makeVariable() }
        for guide in view.systemGuidesInUse + view.layoutGuides {
            variables[ObjectIdentifier(guide)] = (0..<4).map { _ in solver.makeVariable() }
        }
    }

    /// Adds a constraint the engine itself makes; these cannot conflict with one another.
    private mutating func add(_ c: Constraint) {
        _ = try? solver.add(c)
    }

    /// A view's frame as required constraints (it translates its frame), or its intrinsic size as UIKit's
    /// four inequalities (it does not).
    private mutating func pin(_ view: UIView) {
        let v = variables[ObjectIdentifier(view)]!
        if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            let p = variables[ObjectIdentifier(parent)]!, f = view.frame
            add(v[0] == p[0] + Double(f.minX - parent.bounds.minX))
            add(v[1] == p[1] + Double(f.minY - parent.bounds.minY))
            add(v[2] == Double(f.width))
            add(v[3] == Double(f.height))
        } else {
            setIntrinsic(view, width: nil)
        }
    }

    /// Hugging and compression resistance around the view's intrinsic size, a label measured at `width`.
    private mutating func setIntrinsic(_ view: UIView, width: CGFloat?) {
        let key = ObjectIdentifier(view)
        for id in intrinsic[key]?.ids ?? [] { try? solver.remove(id) }
        let v = variables[key]!
        let size = (view as? UILabel).map { $0.intrinsicSize(wrappingAt: width) } ?? view.intrinsicContentSize
        var ids: [ConstraintID] = []
        for (axis, length) in [(0, size.width), (1, size.height)] where length != UIView.noIntrinsicMetric {
            let d = v[2 + axis], l = Double(length)
            if let id = try? solver.add((d <= l).withPriority(Priority(view.hugging[axis].rawValue))) { ids.append(id) }
            if let id = try? solver.add((d >= l).withPriority(Priority(view.compressionResistance[axis].rawValue))) { ids.append(id) }
        }
        intrinsic[key] = (width, ids)
    }

    /// A guide inset from its view by the view's margins or safe area, or left to the app's constraints.
    private mutating func follow(_ guide: UILayoutGuide, of view: UIView) {
        guard let kind = guide.kind else { return }
        let g = variables[ObjectIdentifier(guide)]!, v = variables[ObjectIdentifier(view)]!
        let insets = kind == .margins ? view.layoutMargins : view.safeAreaInsets
        add(g[0] == v[0] + Double(insets.left))
        add(g[1] == v[1] + Double(insets.top))
        add(g[2] == v[2] - Double(insets.left + insets.right))
        add(g[3] == v[3] - Double(insets.top + insets.bottom))
    }

    /// The app's constraint; one that cannot hold with the required ones already added is left out and
    /// logged as UIKit logs it.
    private mutating func install(_ c: NSLayoutConstraint) {
        // Leading and trailing follow the direction of the view holding the constraint, as one direction
        // for both items: right to left, leading is the right edge and positive constants run leftwards.
        let flipped = c.installedOn?.isRightToLeft ?? false
        guard let first = c.firstItem, let lhs = expression(first, c.firstAttribute, flipped: flipped) else { return }
        var rhs = LinearExpression(Double(c.constant))
        if let second = c.secondItem {
            guard let e = expression(second, c.secondAttribute, flipped: flipped) else { return }
            rhs = rhs + e * Double(c.multiplier)
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        do { installed[try solver.add(Constraint(lhs - rhs, relation, priority: Priority(c.priority.rawValue)))] = c } catch {
            if case let .unsatisfiable(ids) = error {
                let conflicting = ids.compactMap { id in installed[id] } + [c]
                UnsatisfiableConstraints.report(conflicting, breaking: c)
            }
            c.isBroken = true
        }
    }

    /// The app's constraints in the solver, by the solver's id, to name them when one conflicts.
    private var installed: [ConstraintID: NSLayoutConstraint] = [:]

    /// `attribute` of `item` as an expression of its unknowns; `flipped`, leading and trailing measured
    /// leftwards from the right (a right-to-left layout).
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, flipped: Bool = false) -> LinearExpression? {
        guard let v = variables[ObjectIdentifier(item)] else { return nil }
        let (x, y, w, h) = (LinearExpression(v[0]), LinearExpression(v[1]), LinearExpression(v[2]), LinearExpression(v[3]))
        let m = (item as? UIView ?? (item as? UILayoutGuide)?.owningView)?.layoutMargins ?? .zero
        switch attribute {
        case .leading: return flipped ? (x + w) * -1 : x
        case .trailing: return flipped ? x * -1 : x + w
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        case .leadingMargin: return flipped ? (x + w - Double(m.right)) * -1 : x + Double(m.left)
        case .trailingMargin: return flipped ? (x + Double(m.left)) * -1 : x + w - Double(m.right)
        case .leftMargin: return x + Double(m.left)
        case .rightMargin: return x + w - Double(m.right)
        case .topMargin: return y + Double(m.top)
        case .bottomMargin: return y + h - Double(m.bottom)
        case .centerXWithinMargins: return x + w * 0.5 + Double(m.left - m.right) / 2
        case .centerYWithinMargins: return y + h * 0.5 + Double(m.top - m.bottom) / 2
        case .firstBaseline, .lastBaseline:
            if let stack = item as? UIStackView {
                // A stack's baseline is one of its arranged views' (UIKit's `viewForFirstBaselineLayout`).
                guard let view = stack.viewForBaselineLayout(first: attribute == .firstBaseline) else { return y + h }
                return expression(view, attribute, flipped: flipped)
            }
            guard let label = item as? UILabel, let offsets = label.baselineOffsets(wrappingAt: intrinsic[ObjectIdentifier(label)]?.width) else { return y + h }
            return y + h * 0.5 + (attribute == .firstBaseline ? offsets.first : offsets.last)
        case .notAnAttribute: return nil
        }
    }

    /// A multi-line label with no preferred width is measured again at the width it was given, and the
    /// layout solved again, until the widths settle (UIKit's second pass for such labels).
    private mutating func solveLabelsAtTheirWidths(_ views: [UIView]) {
        let labels = views.compactMap { $0 as? UILabel }.filter { $0.wrapsAtItsWidth && !$0.translatesAutoresizingMaskIntoConstraints && $0 !== root }
        for _ in 0..<4 {
            var changed = false
            for label in labels {
                let key = ObjectIdentifier(label)
                let width = CGFloat(pixelCount(variables[key]![2])) / scale
                if intrinsic[key]?.width != width {
                    setIntrinsic(label, width: width)
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    /// A solved unknown in whole pixels, rounded as UIKit rounds layout.
    private func pixelCount(_ v: Variable) -> Int {
        solver.value(of: v).pixelCount(scale: Double(scale))
    }

    /// The solved frame of `item` in its owner's coordinates: a view's in its superview's, a guide's in its view's.
    func frame(of item: AnyObject, in container: UIView) -> CGRect? {
        guard let f = pixels[ObjectIdentifier(item)], let c = pixels[ObjectIdentifier(container)] else { return nil }
        return CGRect(x: CGFloat(f[0] - c[0]) / scale + container.bounds.minX, y: CGFloat(f[1] - c[1]) / scale + container.bounds.minY,
                      width: CGFloat(f[2]) / scale, height: CGFloat(f[3]) / scale)
    }
}
