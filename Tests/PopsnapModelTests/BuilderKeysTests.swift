import PopsnapGeometry
import XCTest
import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapTestSupport
@testable import Popsnap

/// Every key of a spec's custom elements has its builder twin, making the same element.
final class BuilderKeysTests: XCTestCase {
    static let json = #"""
    {"type": "vstack", "name": "card", "role": "container", "spacing": 4, "alignment": "center", "distribution": "fillEqually",
     "width": 300, "minHeight": 10, "maxHeight": 900, "padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
     "background": {"material": "systemThinMaterial"}, "cornerRadius": 12, "cornerCurve": "continuous", "clips": true,
     "border": {"width": 2, "color": "separator"}, "shadow": {"color": "#00000040", "x": 1, "y": 8, "radius": 16}, "opacity": 0.9,
     "children": [
      {"type": "hstack", "verticalAlignment": "bottom", "children": [
        {"type": "text", "text": "Hi", "font": {"textStyle": "headline", "alignment": "justified", "direction": "rightToLeft",
         "maxLines": 2, "minimumScaleFactor": 0.5, "lineHeightMultiple": 1.2, "language": "ar"}, "color": "systemRed",
         "accessibility": {"label": "Greeting", "value": "warm", "traits": ["header"], "element": true, "hidden": false}},
        {"type": "button", "name": "ok", "text": "OK", "font": {"family": "Inter", "size": 15, "weight": "bold"},
         "margin": {"horizontal": 5}, "minWidth": 40, "maxWidth": 200, "present": false}
      ]},
      {"type": "overlay", "alignment": "trailing", "verticalAlignment": "top", "children": [
        {"type": "icon", "icon": "warning", "color": "white", "aspectRatio": 2, "height": 20, "alignSelf": "end"},
        {"type": "box", "background": {"gradient": ["#FF0000", "blue"]}},
        {"type": "box", "background": {"glass": "clear", "tint": "#0A84FF40"}}
      ]},
      {"type": "spacer", "length": 4},
      {"type": "progress", "progress": 0.25, "style": "pie"},
      {"type": "indicator", "phase": 3},
      {"type": "image", "image": "app-screen.png", "width": 40}
    ]}
    """#

    static func popup(image: ImageFile) -> Popup {
        Popup {
        VStack(alignment: .center, spacing: 4, distribution: .fillEqually) {
            HStack(alignment: .bottom) {
                Text("Hi")
                    .font(.headline).multilineTextAlignment(.justified).textDirection(.rightToLeft).lineLimit(2)
                    .minimumScaleFactor(0.5).lineHeightMultiple(1.2).language("ar").foregroundStyle(.systemRed)
                    .accessibilityLabel("Greeting").accessibilityValue("warm").accessibilityAddTraits(.header)
                    .accessibilityElement(true).accessibilityHidden(false)
                Button("OK")
                    .font(.custom("Inter", size: 15).weight(.bold)).margin(.horizontal, 5)
                    .frame(minWidth: 40, maxWidth: 200).hidden().named("ok")
            }
            ZStack(alignment: .topTrailing) {
                Icon(.warning).foregroundStyle(.white).aspectRatio(2).frame(height: 20).alignSelf(.end)
                Rectangle().background(LinearGradient(colors: [Color(r8: 0xFF, g8: 0, b8: 0), DynamicColor.blue]))
                Rectangle().glassEffect(Glass.clear.tint(Color(r8: 0x0A, g8: 0x84, b8: 0xFF, a8: 0x40)))
            }
            Spacer(length: 4)
            ProgressView(value: 0.25).progressViewStyle(.pie)
            ProgressView().indicatorPhase(3)
            ImageView(image).frame(width: 40)
        }
        .frame(width: 300).frame(minHeight: 10, maxHeight: 900)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .background(.thinMaterial).clipShape(.rect(cornerRadius: 12, style: .continuous))
        .border(.separator, width: 2).shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 0x40), radius: 16, x: 1, y: 8).opacity(0.9)
        .named("card").role("container")
        }
    }

    /// Every element of the tree, absent ones too, with its path.
    func all(_ root: Element) -> [(path: String, element: String)] {
        var list: [(String, String)] = []
        _ = root.mapped { path, e in list.append((path, "\(e)")) }
        return list
    }

    func testEveryElementKeyIsInTheTreeBelow() {
        for key in ElementKeys.all + SpecReader.fontKeys {
            XCTAssertTrue(Self.json.contains("\"\(key)\""), "\(key) has no builder twin in this test")
        }
    }

    func testTheBuilderMakesTheElementsTheJSONDecodesTo() throws {
        for appearance in [Appearance.light, .dark] {
            let folder = ReferenceImage.snapshots.path
            let text = #"{"appearance": "\#(appearance)", "popup": {"kind": "custom", "root": \#(Self.json)}}"#
            let spec = try PopupSpec.decode(try SpecParsing.parse(Array(text.utf8), file: "keys.json"), baseDirectory: folder)
            let image = try ImageFile(contentsOf: folder + "/app-screen.png")
            // The JSON's nodes name the spec fields they come from; a tree built in Swift has none to name.
            let decoded = spec.popup.element(traits: spec.traits).mapped { e in e.specPath = nil }
            let json = all(decoded), swift = all(Self.popup(image: image).element(traits: spec.traits))
            XCTAssertEqual(json.map(\.path), swift.map(\.path))
            XCTAssertEqual(json.count, 12)
            for (j, s) in zip(json, swift) { XCTAssertEqual(j.element, s.element, j.path) }
        }
    }
}
