import XCTest
import PopsnapSpecTestSupport
import PopsnapLayout
import PopsnapText
@testable import Popsnap
import PopsnapGeometry

/// Every view of the seeds has the frame UIKit gives it: the exact frame the seed's constraints solve to,
/// each edge then rounded to the screen's pixels (see `PixelGrid`), at 1x, 2x and 3x. Each expected frame
/// names the constraint it comes from.
final class SeedFrameTests: XCTestCase {
    let renderer = try! PopupRenderer()

    func laidOut(_ popup: Element, canvas: Size, scale: Scale) throws -> [String: Rect] {
        let layout = try renderer.layout(PopupScene(canvas: canvas, scale: scale, popup: popup))
        return Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.path, $0.node.frame) })
    }

    func check(_ expected: [(path: String, frame: Rect, constraint: String)], _ actual: [String: Rect], scale: Scale,
               file: StaticString = #filePath, line: UInt = #line) {
        let grid = PixelGrid(scale: scale)
        XCTAssertEqual(Set(actual.keys), Set(expected.map(\.path)), "every view of the seed, and nothing else", file: file, line: line)
        for e in expected {
            guard let f = actual[e.path] else { continue }
            let want = grid.snapped(e.frame)
            for (a, b) in [(f.x, want.x), (f.y, want.y), (f.width, want.width), (f.height, want.height)] {
                XCTAssertEqual(a, b, accuracy: 1e-9, "\(e.path) at \(scale)x: \(f), expected \(want) from \(e.constraint)", file: file, line: line)
            }
        }
    }

    /// Seed 000 on an iPhone SE (375 x 667): the popup's 186 pt height centres it at y 240.5, between pixels at 1x and 3x.
    func testSeed000() throws {
        let t = AlertTheme()
        let popup = tree(AlertPopup(title: "Error", message: "Sorry, that email address is already used!", button: "OK"))
        let height = 2 + 55 + 8 + 67 + 8 + 44 + 2.0
        let view = Rect(x: (375 - 293) / 2, y: (667 - height) / 2, width: 293, height: height)
        let title = Rect(x: view.x + 2, y: view.y + 2, width: 293 - 4, height: 55)
        let text = Rect(x: view.x + 15, y: title.maxY + 8, width: 293 - 30, height: 67)
        let expected: [(String, Rect, String)] = [
            ("container", view, "popupView.widthAnchor = 293, centerX/centerY = the window's; height from the stacked constraints"),
            ("container/title", title, "popupTitle.leading/trailing/top = popupView ± BorderWidth (2), height = 55"),
            ("container/message", text, "popupText.top = popupTitle.bottom + 8, leading/trailing = popupView ± 15, height >= 67"),
            ("container/button", Rect(x: view.x + 2, y: view.maxY - 2 - 44, width: 289, height: 44),
             "popupButton.height = 44, leading/trailing = popupView ± BorderWidth, bottom = popupView.bottom - BorderWidth; popupText.bottom = popupButton.top - 8"),
        ]
        XCTAssertEqual(t.borderWidth, 2)
        for scale: Scale in [1, 2, 3] {
            check(expected, try laidOut(popup, canvas: Size(width: 375, height: 667), scale: scale), scale: scale)
        }
        // The case: at 3x the title bar starts on row 728, the first row below the border.
        XCTAssertEqual(try laidOut(popup, canvas: Size(width: 375, height: 667), scale: 3)["container/title"]!.y * 3, 728, accuracy: 1e-9)
    }

    /// Seed 001 with every part (icon, title, content, cancel and OK) on an iPhone 15 (393 x 852): the 300 pt
    /// container centres at x 46.5.
    func testSeed001() throws {
        let t = ConfirmationTheme()
        let content = ConfirmationPopup(icon: .builtIn(.warning), title: "Delete this photo?",
                                        message: "It will be removed from all your devices. You can't undo this action.", ok: "Delete", cancel: "Cancel")
        let popup = tree(content)
        let typesetter = renderer.typesetter
        let rowWidth = t.width - 2 * 16
        let titleText = try typesetter.layout(content.title!, style: t.titleFont.style, width: rowWidth).size.height
        let contentText = try typesetter.layout(content.message, style: t.messageFont.style, width: rowWidth).size.height
        for scale: Scale in [1, 2, 3] {
            // A label's height is its text's rounded up to whole pixels (UILabel's intrinsicContentSize).
            let k = scale.pixelsPerPoint
            let titleHeight = (titleText * k).rounded(.up) / k, contentHeight = (contentText * k).rounded(.up) / k
            let stackHeight = 56 + t.spacing + titleHeight + t.spacing + contentHeight + t.spacing + 12 + t.spacing + t.buttonHeight
            let container = Rect(x: (393 - t.width) / 2, y: (852 - stackHeight - 32) / 2, width: t.width, height: stackHeight + 32)
            let stack = Rect(x: container.x, y: container.y + 16, width: t.width, height: stackHeight)
            let icon = Rect(x: stack.midX - 28, y: stack.y, width: 56, height: 56)
            let title = Rect(x: stack.x + 16, y: icon.maxY + t.spacing, width: rowWidth, height: titleHeight)
            let label = Rect(x: stack.x + 16, y: title.maxY + t.spacing, width: rowWidth, height: contentHeight)
            let space = Rect(x: stack.x, y: label.maxY + t.spacing, width: t.width, height: 12)
            let buttons = Rect(x: stack.x + 16, y: space.maxY + t.spacing, width: rowWidth, height: t.buttonHeight)
            let half = (rowWidth - 16) / 2
            let expected: [(String, Rect, String)] = [
                ("container", container, "knPopup's container, 300 wide (a choice: knPopup is outside the seed), centred"),
                ("container/stack", stack, "stack.fill(toView: container, space: UIEdgeInsets(top: 16, bottom: 16))"),
                ("container/stack/icon", icon, "iconImgView.square(edge: 56), centerX(toView: stack)"),
                ("container/stack/title", title, "titleLabel.horizontal(toView: stack, space: 16); stack spacing"),
                ("container/stack/content", label, "contentLabel.horizontal(toView: stack, space: 16); stack spacing"),
                ("container/stack/spacer", space, "spaceView.height(12)"),
                ("container/stack/buttons", buttons, "buttonStack.horizontal(toView: stack, space: 16); okButton.vertical(toView: buttonStack), 54 high"),
                ("container/stack/buttons/cancel", Rect(x: buttons.x, y: buttons.y, width: half, height: t.buttonHeight),
                 "cancelButton.size(toView: okButton), buttonStack spacing 16"),
                ("container/stack/buttons/ok", Rect(x: buttons.x + half + 16, y: buttons.y, width: half, height: t.buttonHeight),
                 "okButton after cancelButton, 16 apart"),
            ]
            check(expected, try laidOut(popup, canvas: Size(width: 393, height: 852), scale: scale), scale: scale)
        }
    }

    /// Seed 002 sets the HUD's `center` to the window's and its activity view at floor((W - w) / 2) inside
    /// it: on an iPhone SE the 100 pt HUD's exact origin is (137.5, 283.5).
    func testSeed002() throws {
        let popup = tree(HUDPopup())
        let view = Rect(x: 137.5, y: 283.5, width: 100, height: 100)
        let expected: [(String, Rect, String)] = [
            ("container", view, "self.center = the window's midpoint; 100 pt square (a choice: the seed's caller sizes it)"),
            ("container/content", Rect(x: view.x + 31, y: view.y + 31, width: 37, height: 37),
             "layoutSubviews: origin = floorf((100 - 37) / 2) = 31 on each axis"),
            ("container/content/indicator", Rect(x: view.x + 31, y: view.y + 31, width: 37, height: 37),
             "activityView 37 x 37 (UIActivityIndicatorViewStyleWhiteLarge) at that origin"),
        ]
        for scale: Scale in [1, 2, 3] {
            check(expected, try laidOut(popup, canvas: Size(width: 375, height: 667), scale: scale), scale: scale)
        }
    }
}
