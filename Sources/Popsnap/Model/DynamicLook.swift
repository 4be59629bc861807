import PopsnapRaster

/// The parts of an element's look that depend on traits, as a spec wrote them: resolved into the
/// element's `foregroundColor`, `background`, `border`, `shadow` and its label's style when the scene is
/// made (`Element.resolved(for:)`), so one decoded tree draws every appearance and text size.
/// Elements built for known traits (the preset kinds) leave it empty and set those fields directly.
public struct DynamicLook: Sendable, Equatable {
    /// The colour of its text or symbol (a spec's `color`).
    public var color: DynamicColor?
    /// The element's background (a spec's `background`): a colour, gradient, blur or glass in each appearance.
    public var background: DynamicFill?
    /// The colour of `Element.border`, whose width is the element's.
    public var borderColor: DynamicColor?
    /// The colour of `Element.shadow`, whose offset and radius are the element's.
    public var shadowColor: DynamicColor?
    /// The font, whose text style (if any) takes its size for the content size.
    public var font: DynamicFont?

    /// A look with the parts given; nil parts leave the element's own field as it is.
    /// ```swift
    /// var card = Element(.vstack(Element.Stack()), name: "card", role: "container")
    /// card.dynamicLook = DynamicLook(background: .color(DynamicColor(light: .white, dark: Color(white: 0.11))),
    ///                                font: .body)
    /// ```
    public init(color: DynamicColor? = nil, background: DynamicFill? = nil, borderColor: DynamicColor? = nil,
                shadowColor: DynamicColor? = nil, font: DynamicFont? = nil) {
        self.color = color
        self.background = background
        self.borderColor = borderColor
        self.shadowColor = shadowColor
        self.font = font
    }
}

extension Element {
    /// The tree with every element's `dynamicLook` resolved for `traits` into the fields painting reads,
    /// and emptied: a resolved tree is the one an element tree built for those traits (the builder's, a
    /// preset's) is, field for field.
    public func resolved(for traits: Traits) -> Element {
        mapped { e in
            let look = e.dynamicLook
            e.dynamicLook = DynamicLook()
            if let c = look.color { e.foregroundColor = c.resolved(for: traits.appearance) }
            if let fill = look.background { e.background = fill.resolved(for: traits.appearance) }
            if let c = look.borderColor { e.border?.color = c.resolved(for: traits.appearance) }
            if let c = look.shadowColor { e.shadow?.color = c.resolved(for: traits.appearance) }
            if let font = look.font { e.content.changeLabel { $0.style = font.resolved(for: traits.contentSize) } }
        }
    }
}
