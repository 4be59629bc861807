import PopsnapGeometry
import PopsnapLayout

/// Sides of a box, as SwiftUI's `Edge`, for `.padding(.horizontal, 12)` and `.margin(.horizontal, 20)`.
///
/// ```swift
/// Text("Title").padding([.top, .horizontal], 20)
/// ```
public enum Edge: Sendable {
    /// `top`, `leading`, `bottom`, `trailing`: one side each; leading and trailing follow the layout
    /// direction (left and right unless right to left).
    case top, leading, bottom, trailing

    /// A set of sides, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The sides, one bit each.
        public let rawValue: Int
        /// A set from its bits; `[.top, .leading]` reads better.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// One side each: `.padding(.top, 8)`.
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        /// Both sides across, both down, or all four: `.padding(.horizontal, 12)`.
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom], all: Set = [.horizontal, .vertical]
    }
}

extension EdgeInsets {
    /// These insets with `edges` set to `length`, the others kept.
    func setting(_ edges: Edge.Set, to length: Double) -> EdgeInsets {
        var i = self
        if edges.contains(.top) { i.top = length }
        if edges.contains(.leading) { i.leading = length }
        if edges.contains(.bottom) { i.bottom = length }
        if edges.contains(.trailing) { i.trailing = length }
        return i
    }
}

extension PopupView {
    /// A fixed width, height or both (a spec's `width` and `height`); the other keeps its own.
    ///
    /// ```swift
    /// Icon(.success).frame(width: 48, height: 48)
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil) -> ModifiedView<Self> {
        modified { e, _ in
            if let width { e.sizing.width = width }
            if let height { e.sizing.height = height }
        }
    }

    /// Bounds on the size (a spec's `minWidth` … `maxHeight`).
    ///
    /// ```swift
    /// Text("A long message").frame(minHeight: 67, maxWidth: 270)
    /// ```
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil) -> ModifiedView<Self> {
        modified { e, _ in
            if let minWidth { e.sizing.minWidth = minWidth }
            if let maxWidth { e.sizing.maxWidth = maxWidth }
            if let minHeight { e.sizing.minHeight = minHeight }
            if let maxHeight { e.sizing.maxHeight = maxHeight }
        }
    }

    /// Width over height, used when only one of them is known.
    ///
    /// ```swift
    /// Rectangle().frame(width: 160).aspectRatio(16 / 9)
    /// ```
    public func aspectRatio(_ ratio: Double) -> ModifiedView<Self> {
        modified { e, _ in e.sizing.aspectRatio = ratio }
    }

    /// Space inside the element's bounds, around its content, on every side. Unlike SwiftUI, where each
    /// `.padding` wraps the view in more space, an element has one padding: a later call on an edge
    /// replaces what an earlier one set there.
    ///
    /// ```swift
    /// VStack { Text("Focus is on") }.padding(16)
    /// ```
    public func padding(_ length: Double) -> ModifiedView<Self> {
        padding(.all, length)
    }

    /// Space inside the element's bounds on `edges`, the other edges kept.
    ///
    /// ```swift
    /// Button("All").padding(.horizontal, 12)
    /// ```
    public func padding(_ edges: Edge.Set, _ length: Double) -> ModifiedView<Self> {
        modified { e, _ in e.padding = e.padding.setting(edges, to: length) }
    }

    /// Space inside the element's bounds, side by side.
    ///
    /// ```swift
    /// VStack { Text("Today") }.padding(EdgeInsets(top: 72, leading: 20, bottom: 24, trailing: 20))
    /// ```
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> {
        modified { e, _ in e.padding = insets }
    }

    /// Space outside the element's frame, between it and its place in its stack: what a design writes
    /// as constraints between views (SwiftUI has no such thing; its `.padding` grows the view instead).
    ///
    /// ```swift
    /// Text("Continuous corners").margin(.horizontal, 20)
    /// ```
    public func margin(_ edges: Edge.Set, _ length: Double) -> ModifiedView<Self> {
        modified { e, _ in e.margin = e.margin.setting(edges, to: length) }
    }

    /// Space outside the element's frame, side by side.
    ///
    /// ```swift
    /// Text("Message").margin(EdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15))
    /// ```
    public func margin(_ insets: EdgeInsets) -> ModifiedView<Self> {
        modified { e, _ in e.margin = insets }
    }

    /// Where the element sits across its stack, overriding the stack's alignment (a spec's `alignSelf`).
    ///
    /// ```swift
    /// Icon(.info).frame(width: 56, height: 56).alignSelf(.center)
    /// ```
    public func alignSelf(_ alignment: CrossAlignment) -> ModifiedView<Self> {
        modified { e, _ in e.alignSelf = alignment }
    }

    /// Leaves the element out: unlike SwiftUI's `hidden()`, which keeps its space, a hidden element
    /// collapses, as a view hidden in a UIStackView does (a spec's `"present": false`).
    ///
    /// ```swift
    /// Text(detail).hidden(detail.isEmpty)
    /// ```
    public func hidden(_ isHidden: Bool = true) -> ModifiedView<Self> {
        modified { e, _ in e.isPresent = !isHidden }
    }

    /// The element's segment of its path ("ok" in "container/buttons/ok"), for `popsnap layout`, lint and
    /// messages; without one it is named by its type and place among its siblings ("text[2]").
    ///
    /// ```swift
    /// Button("OK").named("ok")
    /// ```
    public func named(_ name: String) -> ModifiedView<Self> {
        modified { e, _ in e.name = name }
    }

    /// What the element is for ("title", "message", "button", …); its name unless given.
    ///
    /// ```swift
    /// Text("We've emailed your receipt.").named("message").role("message")
    /// ```
    public func role(_ role: String) -> ModifiedView<Self> {
        modified { e, _ in e.role = role }
    }
}
