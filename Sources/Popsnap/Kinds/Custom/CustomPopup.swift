import PopsnapLayout
import PopsnapRaster

/// A popup drawn from an element tree of your own; it takes its look from its elements (their
/// `dynamicLook` resolved for the traits drawn), and no dimming unless the spec gives one.
///
/// ```swift
/// var card = Element(kind: .vstack, name: "card", role: "container")
/// PopupSpec(popup: CustomPopup(root: card))
/// ```
public struct CustomPopup: PopupKind {
    public var root: Element

    public init(root: Element) {
        self.root = root
    }

    public func element(traits: Traits) -> Element { root.resolved(for: traits) }

    public func backdrop(traits: Traits) -> Color? { nil }
}
