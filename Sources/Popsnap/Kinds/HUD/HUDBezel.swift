import PopsnapLayout

extension Element {
    /// A HUD's bezel, as every HUD library lays one out: `children` stacked `spacing` apart, each centred
    /// across, the stack centred in the `container` (which the caller sizes and colours).
    static func hudBezel(_ children: [Element], spacing: Double) -> Element {
        var content = Element(kind: .vstack, name: "content", role: "content")
        content.children = children
        content.spacing = spacing
        content.horizontalAlignment = .center

        var bezel = Element(kind: .overlay, name: "container", role: "container")
        bezel.children = [content]
        bezel.horizontalAlignment = .center
        bezel.verticalAlignment = .center
        return bezel
    }
}
