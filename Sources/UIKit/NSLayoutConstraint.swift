/// A relation between two layout attributes, `first.attribute = multiplier × second.attribute + constant`,
/// which Auto Layout holds exactly when required and as closely as its priority allows otherwise.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///     card.widthAnchor.constraint(equalToConstant: 270),
///     title.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
/// ])
/// ```
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The view or layout guide on the left of the relation.
    public private(set) weak var firstItem: AnyObject?
    /// Its attribute.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The view or layout guide on the right, nil for a constant.
    public private(set) weak var secondItem: AnyObject?
    /// Its attribute, `notAnAttribute` for a constant.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// Added to the right side.
    open var constant: CGFloat {
        didSet { invalidateLayout() }
    }
    /// How much the constraint matters; required unless set. As on iOS, a constraint that is active
    /// cannot change between required and optional.
    open var priority = UILayoutPriority.required {
        didSet {
            precondition(!isActive || (oldValue == .required) == (priority == .required),
                         "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
            invalidateLayout()
        }
    }
    /// A name shown in logs.
    open var identifier: String?
    /// Whether system-made constraints should be kept when this one is archived; kept for code that sets it.
    open var shouldBeArchived = false

    /// The order constraints were made in: the engine adds them in it, so layout never depends on hashing.
    let serial: Int
    private static var made = 0

    /// `item.attribute relatedBy multiplier × toItem.attribute + constant`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
    }

    init(first: AnyObject?, _ a1: Attribute, _ relation: Relation, second: AnyObject?, _ a2: Attribute, multiplier: CGFloat, constant: CGFloat) {
        precondition(first is UIView || first is UILayoutGuide, "NSLayoutConstraint: the first item must be a view or a layout guide")
        precondition(second == nil || second is UIView || second is UILayoutGuide, "NSLayoutConstraint: the second item must be a view or a layout guide")
        precondition((second == nil) == (a2 == .notAnAttribute),
                     "NSLayoutConstraint: a constraint with a second item needs its attribute, and one without needs notAnAttribute")
        firstItem = first
        firstAttribute = a1
        self.relation = relation
        secondItem = second
        secondAttribute = a2
        self.multiplier = multiplier
        self.constant = constant
        Self.made += 1
        serial = Self.made
    }

    /// Left out of layout after it could not hold with the required constraints (logged once, as UIKit
    /// logs it), until it is deactivated.
    var isBroken = false

    /// The view this constraint is installed on while active: the items' nearest common ancestor.
    weak var installedOn: UIView? {
        didSet { if installedOn == nil { isBroken = false } }
    }

    /// Whether the constraint takes part in layout. Activating installs it on its items' nearest common
    /// ancestor; items in different hierarchies are a program error, as on iOS.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue { commonAncestor().addConstraint(self) } else { installedOn?.removeConstraint(self) }
        }
    }

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The views the items are or belong to (a guide's owning view).
    var views: [UIView] {
        [firstItem, secondItem].compactMap { item in (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    }

    private func commonAncestor() -> UIView {
        let views = self.views
        guard let first = views.first, views.count == [firstItem, secondItem].compactMap({ $0 }).count else {
            preconditionFailure("Unable to activate constraint \(self): a layout guide that belongs to no view has no hierarchy")
        }
        var candidate: UIView? = first
        while let c = candidate {
            if views.allSatisfy({ $0.isDescendant(of: c) }) { return c }
            candidate = c.superview
        }
        preconditionFailure("Unable to activate constraint with anchors \(self) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
    }

    private func invalidateLayout() {
        installedOn?.constraintsChanged()
    }

    /// As UIKit prints a constraint: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    open var description: String {
        var s = "<NSLayoutConstraint:\(Self.address(self))"
        if let identifier { s += " '\(identifier)'" }
        s += " " + Self.name(firstItem) + "." + firstAttribute.name + " " + relation.symbol + " "
        if let secondItem {
            s += (multiplier == 1 ? "" : Self.number(multiplier) + "*") + Self.name(secondItem) + "." + secondAttribute.name
            if constant != 0 { s += (constant < 0 ? " - " : " + ") + Self.number(abs(constant)) }
        } else {
            s += Self.number(constant)
        }
        if priority != .required { s += " priority:" + Self.number(CGFloat(priority.rawValue)) }
        return s + (isActive ? "   (active)>" : ">")
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
        let label = (item as? UILabel)?.text.map { " '\($0.count > 20 ? String($0.prefix(20)) + "..." : $0)'" } ?? ""
        return String(describing: type(of: item)) + ":" + address(item) + label
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v))
    }

    /// The layout attributes a constraint can relate.
    public enum Attribute: Int, Sendable {
        /// Edges and centres of the alignment rectangle.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline = 12
        /// The same, inset by the view's layout margins.
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        /// No attribute: the right side is the constant alone.
        case notAnAttribute = 0

        var name: String {
            ["notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "lastBaseline",
             "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
             "centerXWithinMargins", "centerYWithinMargins"][rawValue]
        }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        /// First at most second.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// First at least second.
        case greaterThanOrEqual = 1

        var symbol: String { ["<=", "==", ">="][rawValue + 1] }
    }

    /// Across or down.
    public enum Axis: Int, Sendable {
        /// Across.
        case horizontal = 0
        /// Down.
        case vertical = 1
    }
}
