import PopsnapLayout

/// Views one above the other, as SwiftUI's `VStack`, laid out as a vertical UIStackView: unlike SwiftUI,
/// children fill the stack's width unless `alignment` says otherwise, and the spacing is 0 unless given.
///
/// ```swift
/// VStack(spacing: 12) { Text("Payment received"); Text("Thanks!") }
/// ```
public struct VStack: PopupView {
    let alignment: HorizontalAlignment, spacing: Double, distribution: Distribution, content: PopupGroup

    /// `VStack(alignment: .center, spacing: 8) { … }`; `distribution` as UIStackView's.
    public init(alignment: HorizontalAlignment = .fill, spacing: Double = 0, distribution: Distribution = .fill,
                @PopupContentBuilder content: () -> PopupGroup) {
        (self.alignment, self.spacing, self.distribution, self.content) = (alignment, spacing, distribution, content())
    }

    /// A vstack element with the content as its children.
    public func elements(for traits: Traits) -> [Element] {
        var e = Element(unnamed: .vstack(Element.Stack(spacing: spacing, alignment: alignment, distribution: distribution)))
        e.children = content.children(for: traits)
        return [e]
    }
}

/// Views side by side, as SwiftUI's `HStack`, laid out as a horizontal UIStackView: unlike SwiftUI,
/// children fill the stack's height unless `alignment` says otherwise, the spacing is 0 unless given, and
/// `.fillEqually` gives every child the same width.
///
/// ```swift
/// HStack(spacing: 12, distribution: .fillEqually) { Button("Cancel"); Button("OK") }
/// ```
public struct HStack: PopupView {
    let alignment: VerticalAlignment, spacing: Double, distribution: Distribution, content: PopupGroup

    /// `HStack(alignment: .center, spacing: 14) { … }`; `distribution` as UIStackView's.
    public init(alignment: VerticalAlignment = .fill, spacing: Double = 0, distribution: Distribution = .fill,
                @PopupContentBuilder content: () -> PopupGroup) {
        (self.alignment, self.spacing, self.distribution, self.content) = (alignment, spacing, distribution, content())
    }

    /// An hstack element with the content as its children.
    public func elements(for traits: Traits) -> [Element] {
        var e = Element(unnamed: .hstack(Element.Stack(spacing: spacing, alignment: alignment, distribution: distribution)))
        e.children = content.children(for: traits)
        return [e]
    }
}

/// Views over one another, as SwiftUI's `ZStack` (a spec's `overlay`): unlike SwiftUI, children fill it
/// unless `alignment` says otherwise.
///
/// ```swift
/// ZStack(alignment: .center) { Rectangle().background(.systemBlue); Icon(.success) }
/// ```
public struct ZStack: PopupView {
    let alignment: Alignment, content: PopupGroup

    /// `ZStack(alignment: .topLeading) { … }`.
    public init(alignment: Alignment = .fill, @PopupContentBuilder content: () -> PopupGroup) {
        (self.alignment, self.content) = (alignment, content())
    }

    /// An overlay element with the content as its children.
    public func elements(for traits: Traits) -> [Element] {
        var e = Element(unnamed: .overlay(Element.Overlay(horizontal: alignment.horizontal, vertical: alignment.vertical)))
        e.children = content.children(for: traits)
        return [e]
    }
}

/// Where a `ZStack` puts its children, across and down, as SwiftUI's `Alignment`; `.fill` stretches them.
///
/// ```swift
/// ZStack(alignment: .topLeading) { Text("1") }
/// ```
public struct Alignment: Sendable, Equatable {
    /// Across: leading, center, trailing or fill.
    public var horizontal: HorizontalAlignment
    /// Down: top, center, bottom or fill.
    public var vertical: VerticalAlignment

    /// `Alignment(horizontal: .leading, vertical: .fill)`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// Stretched both ways, the default; the others are SwiftUI's.
    public static let fill = Alignment(horizontal: .fill, vertical: .fill)
    /// Centred both ways, as SwiftUI's `Alignment.center`.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the top, centred across.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred across.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the leading edge, centred down.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred down.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
