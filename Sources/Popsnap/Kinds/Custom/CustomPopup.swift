import PopsnapLayout
import PopsnapRaster

/// A popup drawn from an element tree of your own; it takes its look from its elements (their colours,
/// fills and fonts resolved for the scene when it is laid out), and no dimming unless the spec gives one.
///
/// ```swift
/// var card = Element(.vstack(Element.Stack()), name: "card", role: "container")
/// PopupSpec(popup: CustomPopup(root: card))
/// ```
public struct CustomPopup: PopupKind {
    /// The tree drawn: its root is the popup, centred on the screen; its looks resolve for the scene.
    public var root: Element

    /// A popup drawing `root` and its children as they are.
    /// ```swift
    /// let title = Element(.text(Element.Label("Hello")), name: "title", role: "title")
    /// var card = Element(.vstack(Element.Stack()), name: "card", role: "container")
    /// card.children = [title]
    /// card.padding = EdgeInsets(all: 20)
    /// let popup = CustomPopup(root: card)
    /// ```
    public init(root: Element) {
        self.root = root
    }

    public func element(traits: Traits) -> Element { root }

    public func backdrop(traits: Traits) -> Color? { nil }
}
