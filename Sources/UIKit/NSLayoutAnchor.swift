/// One attribute of a view or layout guide, from which constraints are made: `a.leadingAnchor.constraint(equalTo:
/// b.leadingAnchor, constant: 16)`. The anchor's type keeps x with x, y with y and sizes with sizes, as on iOS.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide.
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// This attribute equal to `anchor`'s.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.equal, anchor, constant: 0) }
    /// This attribute at least `anchor`'s.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, anchor, constant: 0) }
    /// This attribute at most `anchor`'s.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.lessThanOrEqual, anchor, constant: 0) }
    /// This attribute equal to `anchor`'s plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, anchor, constant: c) }
    /// This attribute at least `anchor`'s plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    /// This attribute at most `anchor`'s plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// UIKit's standard space between two sibling edges (`NSSpace(8)` in its logs).
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centre X.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This edge at the system spacing (8 pt) times `multiplier` after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// This edge at least the system spacing times `multiplier` after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// This edge at most the system spacing times `multiplier` after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centre Y, baselines.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This edge at the system spacing (8 pt) times `multiplier` below `anchor`. Between baselines UIKit
    /// takes the spacing from the fonts, which is not supported: a program error rather than another value.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.equal, anchor, multiplier)
    }
    /// This edge at least the system spacing times `multiplier` below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.greaterThanOrEqual, anchor, multiplier)
    }
    /// This edge at most the system spacing times `multiplier` below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.lessThanOrEqual, anchor, multiplier)
    }

    private func systemSpaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor, _ multiplier: CGFloat) -> NSLayoutConstraint {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        precondition(!baselines.contains(attribute) && !baselines.contains(anchor.attribute),
                     "system spacing between baselines comes from the fonts on iOS, which Popsnap's UIKit does not support yet: use a constant")
        return constraint(relation, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or a height.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This size equal to `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, nil, constant: c) }
    /// This size at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, nil, constant: c) }
    /// This size at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, nil, constant: c) }
    /// This size `m` times `anchor`'s.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }
    /// This size at least `m` times `anchor`'s.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// This size at most `m` times `anchor`'s.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// This size `m` times `anchor`'s plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }
    /// This size at least `m` times `anchor`'s plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// This size at most `m` times `anchor`'s plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
