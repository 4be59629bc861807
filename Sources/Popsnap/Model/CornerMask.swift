import PopsnapRaster

/// Which corners `Element.cornerRadius` rounds, as CALayer.maskedCorners: all four unless set. A sheet
/// attached to the screen's bottom edge rounds only its top two (UISheetPresentationController's view).
///
/// ```swift
/// var sheet = Element(.vstack(Element.Stack()), name: "sheet", role: "container")
/// sheet.cornerRadius = 10
/// sheet.maskedCorners = .top
/// ```
public struct CornerMask: OptionSet, Sendable, Hashable {
    /// The corners, one bit each.
    public let rawValue: Int
    /// A mask from its bits; `[.topLeft, .topRight]` reads better.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top-left corner (CALayer's `layerMinXMinYCorner`), whatever the layout direction, as CALayer's are.
    public static let topLeft = CornerMask(rawValue: 1)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 2)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 4)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 8)
    /// The two top corners: a sheet's.
    public static let top: CornerMask = [.topLeft, .topRight]
    /// Every corner: the default.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomRight, .bottomLeft]

    /// The corners' names, clockwise from the top left, as `popsnap layout` prints them.
    static let named: [(name: String, corner: CornerMask)] = [("topLeft", .topLeft), ("topRight", .topRight), ("bottomRight", .bottomRight), ("bottomLeft", .bottomLeft)]

    /// The names of the corners in the mask, clockwise from the top left.
    var names: [String] { Self.named.filter { contains($0.corner) }.map(\.name) }

    /// `radius` at the masked corners, square corners elsewhere.
    func radii(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: contains(.topLeft) ? radius : 0, topRight: contains(.topRight) ? radius : 0,
                    bottomRight: contains(.bottomRight) ? radius : 0, bottomLeft: contains(.bottomLeft) ? radius : 0)
    }
}
