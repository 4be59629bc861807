/// A view with a modifier: each of its elements changed, for the traits it is drawn with.
///
/// ```swift
/// let title: ModifiedView<Text> = Text("Saved").font(.headline)
/// ```
public struct ModifiedView<Content: PopupView>: PopupView {
    let content: Content
    let change: @Sendable (inout Element, Traits) -> Void

    /// The content's elements, each changed by the modifier.
    public func elements(for traits: Traits) -> [Element] {
        content.elements(for: traits).map { element in
            var e = element
            change(&e, traits)
            return e
        }
    }
}

extension PopupView {
    /// This view with `change` made to each of its elements when resolved.
    func modified(_ change: @escaping @Sendable (inout Element, Traits) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, change: change)
    }
}
