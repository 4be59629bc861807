import Testing
@testable import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// A UILabel is measured and drawn by Popsnap's paragraph layout: the same text in a spec's element
/// tree and in a label placed at the frame Popsnap's layout gave it draw the same pixels.
@MainActor
struct LabelDrawingTests {
    let style = TextStyle(size: 17, weight: .semibold, alignment: .center, maxLines: 0)
    let message = "Your changes will be lost if you leave this screen without saving them."

    /// The spec's side: a white card 270 pt wide, 16 pt of padding, the message wrapped inside.
    func specScene() -> PopupScene {
        var text = Element(.text(Element.Label(message, style: style)), name: "message", role: "message")
        text.foregroundColor = DynamicColor(Color(r8: 40, g8: 40, b8: 48))
        var card = Element(.vstack(Element.Stack()), name: "card", role: "container")
        card.padding = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        card.sizing.width = 270
        card.background = .color(.white)
        card.cornerRadius = 14
        card.children = [text]
        return PopupScene(canvas: Size(width: 320, height: 240), scale: 3, background: .color(DynamicColor(.clear)), popup: card)
    }

    @Test func aLabelDrawsAsTheSameTextInASpec() throws {
        let renderer = try PopupRenderer()
        let scene = specScene()
        let layout = try renderer.layout(scene)
        let cardFrame = layout.nodes.first { $0.path == "card" }!.node.frame
        let textFrame = layout.nodes.first { $0.path == "card/message" }!.node.frame

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let card = UIView(frame: CGRect(x: cardFrame.x, y: cardFrame.y, width: cardFrame.width, height: cardFrame.height))
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        let label = UILabel(frame: CGRect(x: textFrame.x - cardFrame.x, y: textFrame.y - cardFrame.y, width: textFrame.width, height: textFrame.height))
        label.text = message
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.textColor = UIColor(red: 40 / 255, green: 40 / 255, blue: 48 / 255, alpha: 1)
        root.addSubview(card)
        card.addSubview(label)

        let fromSpec = try renderer.render(scene)
        let fromViews = UIGraphicsImageRenderer(bounds: root.bounds).image { _ in
            #expect(root.drawHierarchy(in: root.bounds, afterScreenUpdates: true))
        }
        #expect(fromViews.size == CGSize(width: 320, height: 240))
        #expect(fromViews.pixels.width == fromSpec.width)
        #expect(fromViews.pixels.pixels == fromSpec.pixels, "the label's pixels differ from the spec's text")
        // The message wraps: the drawing is not an empty card.
        #expect(layout.nodes.first { $0.path == "card/message" }!.node.paragraph!.lines.count > 1)
    }

    @Test func aLabelsIntrinsicSizeIsItsTextsRoundedUpToThePixelGrid() throws {
        let label = UILabel()
        label.text = message
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        let text = try PopupRenderer().typesetter.layout(message, style: TextStyle(size: 17, weight: .semibold, alignment: .natural, maxLines: 1))
        let size = label.intrinsicContentSize
        #expect(Double(size.width) == (text.size.width * 3).rounded(.up) / 3)
        #expect(Double(size.height) == (text.size.height * 3).rounded(.up) / 3)
        #expect(size.width > 400, "one line, unwrapped")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 238
        let oneLine = label.sizeThatFits(CGSize(width: 1000, height: 0)).height
        #expect(abs(label.intrinsicContentSize.height - 3 * oneLine) < 1, "wrapped at 238 pt the message takes three lines")
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }
}
