/// A node of a popup's layout tree: a stack, an overlay, a text, an image, a spacer or a plain box,
/// with its sizing rules and padding. Frames come out of `Layout`, in points.
///
/// ```swift
/// let alert = LayoutNode(name: "container", role: "container", content: .vstack(spacing: 0),
///                        sizing: Sizing(width: 293), padding: EdgeInsets(all: 2), children: [title, message, button])
/// ```
public struct LayoutNode: Sendable {
    /// This node's segment of its path, e.g. "title" in "container/title".
    public var name: String
    /// What the node is in the popup ("container", "title", "message", "button", "icon", …), for the painter and for `popsnap layout`.
    public var role: String
    public var content: Content
    public var sizing: Sizing
    /// Space between the node's frame and its children's (or its text's) area.
    public var padding: EdgeInsets
    /// An absent node takes no space and no spacing in its stack, as a view removed from a UIStackView.
    public var isPresent: Bool
    /// Where this node sits across its stack, overriding the stack's alignment (seed 001's icon is
    /// centred in a stack whose other children fill its width).
    public var alignSelf: CrossAlignment?
    public var children: [LayoutNode]

    public init(name: String, role: String, content: Content, sizing: Sizing = Sizing(), padding: EdgeInsets = .zero,
                isPresent: Bool = true, children: [LayoutNode] = []) {
        self.name = name
        self.role = role
        self.content = content
        self.sizing = sizing
        self.padding = padding
        self.isPresent = isPresent
        self.children = children
    }

    /// The same node with `alignSelf` set.
    public func aligned(_ a: CrossAlignment?) -> LayoutNode {
        var n = self
        n.alignSelf = a
        return n
    }

    public enum Content: Sendable, Equatable {
        /// Children top to bottom.
        case vstack(spacing: Double, alignment: HorizontalAlignment = .fill, distribution: Distribution = .fill)
        /// Children leading to trailing.
        case hstack(spacing: Double, alignment: VerticalAlignment = .fill, distribution: Distribution = .fill)
        /// Children on top of each other, each placed by the alignment.
        case overlay(alignment: HorizontalAlignment = .center, vertical: VerticalAlignment = .center)
        /// Text measured by the `TextMeasuring` given to `Layout`, identified by `id`.
        case text(id: Int)
        /// An image of a natural size.
        case image(Size)
        /// Empty space: a fixed length along its stack, or, when nil, whatever the stack has left over.
        case spacer(Double?)
        /// A box with no content of its own: its sizing decides its size, else it fills what it is offered.
        case box
    }
}

/// Where children sit across a vertical stack, or in an overlay.
public enum HorizontalAlignment: String, Sendable, CaseIterable {
    case leading, center, trailing
    /// Stretched to the full width.
    case fill
}

/// Where children sit across a horizontal stack, or in an overlay.
public enum VerticalAlignment: String, Sendable, CaseIterable {
    case top, center, bottom
    /// Stretched to the full height.
    case fill
}

/// Where a node sits across its stack: at the start (leading or top), centred, at the end, or stretched.
public enum CrossAlignment: String, Sendable, CaseIterable {
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
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    /// Width over height, used when only one of them is known.
    public var aspectRatio: Double?

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

/// Measures text for the layout: the size of text `id` when wrapped to `width` points (nil: unwrapped).
public protocol TextMeasuring {
    func size(ofText id: Int, width: Double?) -> Size
}
