import Popsnap
import PopsnapLayout
import PopsnapRaster
import PopsnapText
import Testing

/// A white card with a title and an OK button: 260 pt wide, its content 16 pt in from its edges.
let savedCard: Element = {
    var card = Element(.vstack(Element.Stack(spacing: 8)), name: "container", role: "container")
    card.padding = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    card.sizing.width = 260
    card.background = .color(.white)
    card.cornerRadius = 14
    card.shadow = ShadowStyle(color: Color.black.withAlpha(0.25), offsetY: 8, radius: 16)

    var title = Element.text(name: "title", role: "title", "Saved", style: TextStyle(size: 17, weight: .semibold), color: .black)
    title.alignSelf = .center
    var ok = Element.text(.button, name: "ok", role: "button", "OK", style: TextStyle(size: 17), color: .white)
    ok.sizing.height = 44
    ok.background = .color(Color(r8: 0, g8: 122, b8: 255))           // systemBlue in light mode
    ok.cornerRadius = 10
    card.children = [title, ok]
    return card
}()

@Test func customTree() throws {
    var spec = PopupSpec(popup: CustomPopup(root: savedCard))
    spec.backdrop = .dimming(DynamicColor(Color.black.withAlpha(0.4)))
    let layout = try PopupRenderer().layout(spec.scene())
    #expect(layout.nodes.map(\.path) == ["container", "container/title", "container/ok"])
    let button = try #require(layout.nodes.last?.node)
    #expect(button.frame.width == 260 - 32 && button.frame.height == 44)   // the card's width less its padding
}
