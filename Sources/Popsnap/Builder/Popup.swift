import PopsnapRaster

/// A popup written as SwiftUI views, the Swift twin of a spec's custom tree: the same elements, the same
/// pixels. Its views are resolved when it is drawn (`element(traits:)`), so one `Popup` serves every
/// appearance and text size; the renderer checks the tree as it checks a spec's, naming the element's path.
///
/// ```swift
/// let spec = PopupSpec(popup: Popup {
///     VStack(spacing: 8) {
///         Icon(.success).foregroundStyle(.systemGreen).frame(width: 48, height: 48).alignSelf(.center)
///         Text("Saved").font(.headline).multilineTextAlignment(.center)
///         Button("OK").frame(height: 44).background(.systemBlue).foregroundStyle(.white)
///     }
///     .padding(16).frame(width: 270).background(.systemBackground)
///     .clipShape(.rect(cornerRadius: 14, style: .continuous)).shadow(radius: 16, y: 8)
/// })
/// ```
public struct Popup: PopupKind {
    let content: PopupGroup
    /// The dimming over the screen when the spec gives none; nil for none, as a spec's custom popup.
    public var dimming: Color?

    /// One view is the popup's root, named "container" unless named; several are stacked in a `VStack`
    /// named "container".
    public init(dimming: Color? = nil, @PopupContentBuilder content: () -> PopupGroup) {
        self.content = content()
        self.dimming = dimming
    }

    /// The views resolved for `traits`: `popup.element(traits: Traits(appearance: .dark))`.
    public func element(traits: Traits) -> Element {
        let roots = content.elements(for: traits)
        guard roots.count != 1 else { return roots[0].named(byDefault: "container") }
        var stack = Element(unnamed: .vstack(Element.Stack()))
        stack.children = content.children(for: traits)
        return stack.named(byDefault: "container")
    }

    /// `dimming`, whatever the traits.
    public func backdrop(traits: Traits) -> Color? { dimming }
}
