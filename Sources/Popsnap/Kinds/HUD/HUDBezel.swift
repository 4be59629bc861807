import PopsnapLayout

extension Element {
    /// A HUD's bezel, as every HUD library lays one out: `children` stacked `spacing` apart, each centred
    /// across, the stack centred in the `container` (which the caller sizes and colours).
    static func hudBezel(_ children: [Element], spacing: Double) -> Element {
        var content = Element(.vstack(Element.Stack(spacing: spacing, alignment: .center)), name: "content", role: "content")
        content.children = children
        var bezel = Element(.overlay(Element.Overlay(horizontal: .center, vertical: .center)), name: "container", role: "container")
        bezel.children = [content]
        return bezel
    }
}
