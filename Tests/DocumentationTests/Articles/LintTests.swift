import Popsnap
import PopsnapText
import Testing

@Test func lintFindsASmallButton() throws {
    var card = Element(.vstack(Element.Stack()), name: "container", role: "container")
    card.background = .color(.white)
    var ok = Element.text(.button, name: "ok", role: "button", "OK", style: TextStyle(size: 13), color: .black)
    ok.sizing.width = 120
    ok.sizing.height = 30                                          // under the 44 pt a finger needs
    card.children = [ok]

    let outcome = try Linter(renderer: PopupRenderer()).lint(PopupSpec(popup: CustomPopup(root: card)))
    #expect(outcome.findings.map(\.rule) == [.touchTarget])
    #expect(outcome.findings.first?.node == "container/ok")
}
