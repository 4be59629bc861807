import PopsnapRaster

/// An action sheet on an iPad: a popover beside its anchor, with an arrow pointing at it. The popover
/// fills flat: the arrow and the body are one shape of one colour, as UIKit's popover chrome draws them.
public struct PopoverMetrics: Sendable, Equatable {
    /// 304 pt wide: UIKit's width for an action sheet in a popover, as apps report it (the content
    /// size UIAlertController asks for); not measured here.
    public var width = 304.0
    /// Kept 10 pt inside the safe area's sides: UIPopoverPresentationController's default
    /// `popoverLayoutMargins` (10 pt each side).
    public var margin = 10.0
    /// The arrow 13 pt from its base to its tip and 36 pt across its base, the size UIKit's standard
    /// popover chrome draws (as apps replacing it with a UIPopoverBackgroundView copy it); not measured here.
    public var arrowHeight = 13.0
    /// The arrow's base, in points.
    public var arrowWidth = 36.0
    /// The popover's fill: light, systemMaterial's measured average (`SystemAlertTheme.background`), dark
    /// the elevated `secondarySystemBackground` #2C2C2E.
    public var background = DynamicColor(light: Color(white: 0.97), dark: Color(r8: 0x2C, g8: 0x2C, b8: 0x2E))

    /// UIKit's popover, each field at the value its comment gives.
    public init() {}
}

extension PopoverMetrics: DefaultInitializable {}
