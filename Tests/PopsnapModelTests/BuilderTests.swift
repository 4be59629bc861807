import PopsnapGeometry
import XCTest
import PopsnapLayout
import PopsnapRaster
import PopsnapText
@testable import Popsnap

/// The builder's control flow, its names and its late resolution.
final class BuilderTests: XCTestCase {
    enum Mode { case saving, saved, failed }

    func popup(detail: String?, mode: Mode, buttons: [String]) -> Popup {
        Popup {
            Text("Title")
            if let detail { Text(detail) }
            switch mode {
            case .saving: ProgressView()
            case .saved: Icon(.success)
            case .failed: Icon(.error).named("problem")
            }
            if buttons.count > 1 {
                HStack(distribution: .fillEqually) {
                    for title in buttons { Button(title) }
                }
            } else {
                Button(buttons.first ?? "OK").named("ok")
            }
        }
    }

    func testControlFlowBuildsTheChildrenInOrderWithTheSpecsDefaultNames() {
        let root = popup(detail: "Synced", mode: .saved, buttons: ["Undo", "Done"]).element(traits: Traits())
        XCTAssertEqual(root.preorder().map(\.path), [
            "container", "container/text[0]", "container/text[1]", "container/icon[2]",
            "container/hstack[3]", "container/hstack[3]/button[0]", "container/hstack[3]/button[1]",
        ])
        guard case .icon(.icon(.success)) = root.children[2].content else { return XCTFail("\(root.children[2].content)") }
        XCTAssertEqual(root.children[3].children.map(\.text), ["Undo", "Done"])
        XCTAssertEqual(root.children[3].children.map(\.role), ["button[0]", "button[1]"], "the role is the name unless given")

        let other = popup(detail: nil, mode: .failed, buttons: []).element(traits: Traits())
        XCTAssertEqual(other.children.map(\.name), ["text[0]", "problem", "ok"])
        XCTAssertEqual(other.children.map(\.kind), [.text, .icon, .button])
        XCTAssertEqual(popup(detail: nil, mode: .saving, buttons: ["OK"]).element(traits: Traits()).children[1].kind, .indicator)
    }

    func testOneRootViewIsTheRootAndItsNameIsContainerUnlessNamed() {
        let one = Popup { VStack(spacing: 8) { Text("A") } }.element(traits: Traits())
        XCTAssertEqual([one.name, one.role, "\(one.kind)"], ["container", "container", "vstack"])
        guard case let .vstack(stack) = one.content else { return XCTFail("\(one.content)") }
        XCTAssertEqual(stack.spacing, 8)
        let named = Popup { HStack { Text("A") }.named("card").role("container") }.element(traits: Traits())
        XCTAssertEqual([named.name, named.role], ["card", "container"])
    }

    /// The tree keeps the colour, the text style and the material by name; a scene lays them out in its
    /// appearance and text size.
    func testColoursFontsAndMaterialsStayDynamicUntilLaidOut() throws {
        let popup = Popup {
            Text("Saved").font(.headline).foregroundStyle(.label).background(.regularMaterial)
        }
        let tree = popup.element(traits: Traits())
        XCTAssertEqual(tree.foregroundColor.name, "label")
        XCTAssertEqual(tree.font?.textStyle, .headline)
        XCTAssertEqual(tree.background, .surface(.blur(.systemMaterial)))
        func laidOut(_ appearance: Appearance, _ size: ContentSizeCategory) throws -> LaidOutNode {
            var scene = PopupScene(canvas: Size(width: 300, height: 200), scale: 1, appearance: appearance, popup: tree)
            scene.contentSize = size
            return try PopupRenderer().layout(scene).root
        }
        let light = try laidOut(.light, .large), dark = try laidOut(.dark, .accessibilityLarge)
        XCTAssertEqual(light.foregroundColor, .black)
        XCTAssertEqual(dark.foregroundColor, .white)
        XCTAssertEqual([light.textStyle?.size, dark.textStyle?.size], [17, 33], "headline at L and at AX2")
        XCTAssertEqual(dark.textStyle?.weight, .semibold)
        XCTAssertEqual(light.background, .material(MaterialStyle.systemMaterial.resolved(for: .light)))
        XCTAssertEqual(dark.background, .material(MaterialStyle.systemMaterial.resolved(for: .dark)))
    }

    func testModifiersSetTheFieldsASpecsKeysSet() {
        let e = Text("Hi")
            .font(.system(size: 22, weight: .bold)).multilineTextAlignment(.center).lineLimit(2).minimumScaleFactor(0.5)
            .padding(16).padding(.horizontal, 8).margin(.vertical, 4)
            .frame(width: 100).frame(minHeight: 20, maxHeight: 80)
            .clipShape(.rect(cornerRadius: 14, style: .continuous)).border(.systemBlue, width: 2).opacity(0.5)
            .shadow(radius: 16, y: 8).hidden()
            .elements(for: Traits())[0]
        XCTAssertEqual(e.font?.style, TextStyle(size: 22, weight: .bold, alignment: .center, maxLines: 2, minimumScaleFactor: 0.5))
        XCTAssertEqual(e.padding, EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
        XCTAssertEqual(e.margin, EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        XCTAssertEqual(e.sizing, Sizing(width: 100, minHeight: 20, maxHeight: 80))
        XCTAssertEqual([e.cornerRadius, e.opacity], [14, 0.5])
        XCTAssertEqual(e.cornerCurve, .continuous)
        XCTAssertTrue(e.clipsContent)
        XCTAssertEqual(e.border, Border(width: 2, color: DynamicColor.systemBlue))
        XCTAssertEqual(e.shadow, ShadowStyle(color: Color.black.withAlpha(0.33), offsetY: 8, radius: 16))
        XCTAssertFalse(e.isPresent)
    }
}
