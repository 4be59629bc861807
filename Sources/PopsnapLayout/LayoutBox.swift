import PopsnapGeometry
/// How a node takes part in layout: what it holds, its sizing rules, the padding inside its frame and
/// the margin outside it, whether it is present, and where it sits across its stack. The node itself is
/// the caller's (Popsnap's `LaidOutNode`), laid out in place through `LayoutTree`.
///
/// Insets that a design writes as constraints between views are margins: seed 000's message is 15 pt
/// from the container's edges, so its frame starts 15 pt in, as UIKit's would.
/// ```swift
/// var box = LayoutBox(content: .vstack(spacing: 8), sizing: Sizing(width: 293), padding: EdgeInsets(all: 2))
/// ```
public struct LayoutBox: Sendable, Equatable {
    /// What the node holds (a stack, an overlay, text, an image, a spacer, or a plain box), which decides
    /// how its size is measured and how its children are placed.
    public var content: LayoutContent
    /// The node's fixed, minimum and maximum sizes and aspect ratio, in points, applied before its content
    /// is measured; the default `Sizing()` constrains nothing.
    public var sizing: Sizing
    /// Space between the node's frame and its children's (or its text's) area.
    public var padding: EdgeInsets
    /// Space between the node's frame and the slot its parent gives it.
    public var margin: EdgeInsets
    /// An absent node takes no space and no spacing in its stack, as a view removed from a UIStackView.
    public var isPresent: Bool
    /// Where this node sits across its stack, overriding the stack's alignment (seed 001's icon is
    /// centred in a stack whose other children fill its width).
    public var alignSelf: CrossAlignment?
    /// In a horizontal stack whose children are longer than it, this child gives up the excess (down to
    /// nothing), as the label with the lowest content compression resistance does in UIKit: a notification's
    /// title truncates before its time. The first such child of a stack gives it all.
    public var compressible: Bool

    /// A node holding `content`; by default it is unconstrained, has no padding or margin, is present, and
    /// follows its stack's alignment.
    ///
    /// ```swift
    /// // Seed 001's icon: a 56 pt square, centred in a stack whose other children fill its width.
    /// let icon = LayoutBox(content: .image(Size(width: 56, height: 56)), sizing: .square(56), alignSelf: .center)
    /// ```
    public init(content: LayoutContent, sizing: Sizing = Sizing(), padding: EdgeInsets = .zero, margin: EdgeInsets = .zero,
                isPresent: Bool = true, alignSelf: CrossAlignment? = nil, compressible: Bool = false) {
        self.content = content
        self.sizing = sizing
        self.padding = padding
        self.margin = margin
        self.isPresent = isPresent
        self.alignSelf = alignSelf
        self.compressible = compressible
    }
}

/// A tree that `Layout` measures and annotates in place: each node says how it takes part in layout
/// and receives its frame.
public protocol LayoutTree {
    /// How this node takes part in layout: read, never written, by `Layout`.
    var box: LayoutBox { get }
    /// The node's children, in stack order; `Layout.arrange` writes their frames in place.
    var children: [Self] { get set }
    /// Written by `Layout.arrange`, in points, snapped to the pixel grid.
    var frame: Rect { get set }
}

/// What a node holds, for measuring.
public enum LayoutContent: Sendable, Equatable {
    /// Children top to bottom.
    case vstack(spacing: Double, alignment: HorizontalAlignment = .fill, distribution: Distribution = .fill)
    /// Children leading to trailing.
    case hstack(spacing: Double, alignment: VerticalAlignment = .fill, distribution: Distribution = .fill)
    /// Children on top of each other, each placed by the alignment. `wholePointCentre` centres a child at
    /// floor((room - size) / 2), as hand-written `layoutSubviews` code does (seed 002's floorf).
    case overlay(alignment: HorizontalAlignment = .center, vertical: VerticalAlignment = .center, wholePointCentre: Bool = false)
    /// Text, measured by the closure given to `Layout`.
    case text
    /// An image of a natural size.
    case image(Size)
    /// Empty space: a fixed length along its stack, or, when nil, whatever the stack has left over.
    case spacer(Double?)
    /// A box with no content of its own: its sizing decides its size, else it fills what it is offered.
    case box
}

/// Where children sit across a vertical stack, or in an overlay.
public enum HorizontalAlignment: String, Sendable, CaseIterable {
    /// `leading`: against the left edge (layout runs left to right); `center`: centred horizontally;
    /// `trailing`: against the right edge.
    case leading, center, trailing
    /// Stretched to the full width.
    case fill
}

/// Where children sit across a horizontal stack, or in an overlay.
public enum VerticalAlignment: String, Sendable, CaseIterable {
    /// `top`: against the top edge; `center`: centred vertically; `bottom`: against the bottom edge.
    case top, center, bottom
    /// Stretched to the full height.
    case fill
}

/// Where a node sits across its stack: at the start (leading or top), centred, at the end, or stretched.
public enum CrossAlignment: String, Sendable, CaseIterable {
    /// `start`: at the leading edge of a vertical stack or the top of a horizontal one; `center`: centred
    /// across the stack; `end`: at the trailing edge or the bottom; `fill`: stretched across the stack.
    case start, center, end, fill
}

/// How a stack shares its length among its children, as UIStackView.Distribution.
public enum Distribution: String, Sendable, CaseIterable {
    /// Children keep their sizes; flexible spacers take what is left.
    case fill
    /// Every child gets the same length.
    case fillEqually
    /// Children keep their sizes; the space left goes equally between them.
    case equalSpacing
}

/// Fixed, minimum and maximum sizes and an aspect ratio, in points; nil means unconstrained.
public struct Sizing: Equatable, Sendable {
    /// A fixed width, in points, which wins over the parent's offer and the content's size; nil: none.
    public var width: Double?
    /// A fixed height, in points, which wins over the parent's offer and the content's size; nil: none.
    public var height: Double?
    /// The least width, in points, that an offered or measured width is raised to; nil: 0.
    public var minWidth: Double?
    /// The most width, in points, that an offered or measured width is lowered to; nil: unbounded.
    public var maxWidth: Double?
    /// The least height, in points, that an offered or measured height is raised to; nil: 0.
    public var minHeight: Double?
    /// The most height, in points, that an offered or measured height is lowered to; nil: unbounded.
    public var maxHeight: Double?
    /// Width over height, used when only one of them is known.
    public var aspectRatio: Double?
    /// The shorter side grows to the longer: a square no smaller than its content, as a height = width
    /// constraint over a view its content pushes out (MBProgressHUD's `square`).
    public var growsToSquare = false

    /// Sizing rules in points, each nil (the default) when unconstrained; `growsToSquare` is set afterwards.
    ///
    /// ```swift
    /// // At least 44 pt high (Apple's minimum touch target, which the linter checks); width unconstrained.
    /// let button = Sizing(minHeight: 44)
    /// // A 16:9 image 270 pt wide: its height follows from the ratio.
    /// let banner = Sizing(width: 270, aspectRatio: 16.0 / 9.0)
    /// ```
    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, aspectRatio: Double? = nil) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.aspectRatio = aspectRatio
    }

    /// A fixed square, as seed 001's 56 pt icon.
    public static func square(_ side: Double) -> Sizing { Sizing(width: side, height: side) }

    func clampWidth(_ w: Double) -> Double {
        min(maxWidth ?? .infinity, max(minWidth ?? 0, w))
    }

    func clampHeight(_ h: Double) -> Double {
        min(maxHeight ?? .infinity, max(minHeight ?? 0, h))
    }
}
