import XCTest
import PopsnapSpecTestSupport
import PopsnapLayout
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

/// The system alert's text fields laid out against `AlertTextFieldTheme`'s cited metrics, in both looks and
/// at 1x, 2x and 3x: where the column sits, each field's box, its text or placeholder and the caret.
final class SystemAlertTextFieldTests: XCTestCase {
    let renderer = try! PopupRenderer()
    private let login = [AlertTextField(placeholder: "Email", text: "kim@example.com"), AlertTextField(placeholder: "Password", secure: true)]
    private let actions = [AlertAction("Cancel", style: .cancel), AlertAction("Log In")]

    /// Every present node, its frame relative to the card's top-left corner, by path.
    private func nodes(_ alert: SystemAlertPopup, ios: IOSLook, scale: Scale = 3, locale: String? = nil) throws -> [String: LaidOutNode] {
        var spec = PopupSpec(popup: alert, screen: .device(.iPhone15), scale: scale, ios: ios)
        spec.locale = locale
        return try nodesFromPopupCorner(spec, renderer: renderer)
    }

    private func frame(_ n: [String: LaidOutNode], _ path: String) throws -> Rect { try XCTUnwrap(n[path], "no \(path)").frame }

    private func assertEqual(_ a: Rect, _ b: Rect, _ message: String, line: UInt = #line) {
        for (x, y) in [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) against \(b) \(message)", line: line)
        }
    }

    func testIOS18FieldsAreBorderedRowsBetweenTheMessageAndTheActions() throws {
        let t = AlertTextFieldTheme()
        for scale: Scale in [1, 2, 3] {
            let plain = try nodes(SystemAlertPopup(title: "Log In", message: "Enter your account.", actions: actions), ios: .ios18, scale: scale)
            let n = try nodes(SystemAlertPopup(title: "Log In", message: "Enter your account.", actions: actions, textFields: login), ios: .ios18, scale: scale)
            let content = try frame(n, "container/content"), first = try frame(n, "container/fields/field[0]"), second = try frame(n, "container/fields/field[1]")
            // The text keeps its place; the first field starts where the content ends (24 below the last baseline).
            assertEqual(content, try frame(plain, "container/content"), "at \(scale)x")
            XCTAssertEqual(first.y, content.maxY, accuracy: 1e-9)
            assertEqual(first, Rect(x: 16, y: first.y, width: 238, height: 25), "at \(scale)x")
            XCTAssertEqual(second.y, first.maxY, accuracy: 1e-9, "rows adjoin, as SDCAlertView's table of fields")
            XCTAssertEqual(second.size, first.size)
            // 12 pt under the last field, then the hairline and the actions.
            XCTAssertEqual(try frame(n, "container/separator").y, second.maxY + t.bottom, accuracy: 1e-9, "at \(scale)x")
            XCTAssertEqual(try frame(n, "container").height - (try frame(plain, "container").height), 2 * 25 + 12, accuracy: 1e-9)
            let box = try XCTUnwrap(n["container/fields/field[0]"])
            XCTAssertEqual(box.border?.width, scale.hairline, "a one-pixel border")
            XCTAssertEqual(box.cornerRadius, 4)
        }
    }

    func testIOS26FieldsAreCapsulesAlignedWithTheActions() throws {
        let g = AlertTextFieldTheme.glass
        for scale: Scale in [1, 2, 3] {
            let plain = try nodes(SystemAlertPopup(title: "Log In", message: "Enter your account.", actions: actions), ios: .ios26, scale: scale)
            let n = try nodes(SystemAlertPopup(title: "Log In", message: "Enter your account.", actions: actions, textFields: login), ios: .ios26, scale: scale)
            let content = try frame(n, "container/content"), first = try frame(n, "container/fields/field[0]"), second = try frame(n, "container/fields/field[1]")
            XCTAssertEqual(first.y, content.maxY, accuracy: 1e-9)
            assertEqual(first, Rect(x: 16, y: first.y, width: 288, height: 36), "at \(scale)x")
            XCTAssertEqual(second.y, first.maxY + 8, accuracy: 1e-9)
            // The capsules 8 below the last field, as far from it as from each other; 16 from the sides as before.
            let button = try frame(n, "container/actions/button[0]")
            XCTAssertEqual(button.y, second.maxY + g.bottom, accuracy: 1e-9, "at \(scale)x")
            XCTAssertEqual(button.x, try frame(plain, "container/actions/button[0]").x)
            XCTAssertEqual(n["container/fields/field[0]"]?.cornerRadius, 18)
            XCTAssertNil(n["container/fields/field[0]"]?.border)
        }
    }

    func testTheFirstFieldHasTheCaretAtTheEndOfItsText() throws {
        for ios: IOSLook in [.ios18, .ios26] {
            for scale: Scale in [1, 2, 3] {
                let n = try nodes(SystemAlertPopup(title: "Log In", actions: actions, textFields: login), ios: ios, scale: scale)
                let t = ios == .ios18 ? AlertTextFieldTheme() : .glass
                let text = try frame(n, "container/fields/field[0]/text"), caret = try XCTUnwrap(n["container/fields/field[0]/caret"])
                XCTAssertEqual(caret.frame.x, text.maxX, accuracy: 1e-9, "the caret after the text")
                XCTAssertEqual(caret.frame.width, 2)
                let k = scale.pixelsPerPoint
                XCTAssertEqual(caret.frame.height, (1.193 * t.font.style.size * k).rounded() / k, accuracy: 1e-9, "the font's line height")
                XCTAssertEqual(caret.frame.midY, try frame(n, "container/fields/field[0]").midY, accuracy: 1 / k, "centred in the field")
                XCTAssertEqual(caret.background, .color(DynamicColor.systemBlue.light), "the tint colour")
                XCTAssertNil(n["container/fields/field[1]/caret"], "one caret, in the focused field")
            }
        }
    }

    func testAFocusedEmptyFieldHasTheCaretBeforeItsPlaceholder() throws {
        let fields = [AlertTextField(placeholder: "Email", text: "kim@example.com"), AlertTextField(placeholder: "Password", secure: true, focused: true)]
        let n = try nodes(SystemAlertPopup(actions: actions, textFields: fields), ios: .ios18)
        XCTAssertNil(n["container/fields/field[0]/caret"])
        let caret = try frame(n, "container/fields/field[1]/caret"), placeholder = try XCTUnwrap(n["container/fields/field[1]/placeholder"])
        XCTAssertEqual(caret.x, 16 + 4, accuracy: 1e-9, "where typing starts")
        XCTAssertEqual(placeholder.frame.x, caret.maxX, accuracy: 1e-9)
        XCTAssertEqual(placeholder.text, "Password")
        XCTAssertEqual(placeholder.foregroundColor, Color(r8: 60, g8: 60, b8: 67).withAlpha(0.3), "UIColor.placeholderText")
    }

    func testSecureTextIsDrawnAsOneDotACharacter() throws {
        let fields = [AlertTextField(placeholder: "Password", text: "hunter2é", secure: true)]
        let n = try nodes(SystemAlertPopup(actions: actions, textFields: fields), ios: .ios18)
        XCTAssertEqual(n["container/fields/field[0]/text"]?.text, String(repeating: "\u{2022}", count: 8))
    }

    func testALongTextIsCutShortInsideItsField() throws {
        let long = [AlertTextField(placeholder: "Email", text: String(repeating: "very long address ", count: 6))]
        for ios: IOSLook in [.ios18, .ios26] {
            let n = try nodes(SystemAlertPopup(actions: actions, textFields: long), ios: ios)
            let field = try frame(n, "container/fields/field[0]"), caret = try frame(n, "container/fields/field[0]/caret")
            XCTAssertLessThanOrEqual(caret.maxX, field.maxX - (ios == .ios18 ? 4 : 14) + 1e-9, "the caret stays inside the field")
            XCTAssertEqual(n["container/fields/field[0]/text"]?.paragraph?.isTruncated, true)
        }
    }

    func testVoiceOverReadsEachFieldAsOneElement() throws {
        let spec = PopupSpec(popup: SystemAlertPopup(title: "Sign In", actions: actions,
                                                     textFields: [AlertTextField(placeholder: "Email", text: "kim@example.com"),
                                                                  AlertTextField(placeholder: "Password", text: "secret", secure: true)]))
        XCTAssertEqual(try renderer.voiceOver(spec.scene()).lines,
                       ["1. Sign In. Heading.", "2. Email: kim@example.com", "3. Password", "4. Cancel. Button.", "5. Log In. Button."])
    }

    func testRightToLeftPutsTheFieldsTextAtTheRight() throws {
        let n = try nodes(SystemAlertPopup(actions: actions, textFields: [AlertTextField(placeholder: "البريد")]), ios: .ios18, locale: "ar")
        let field = try frame(n, "container/fields/field[0]"), caret = try frame(n, "container/fields/field[0]/caret")
        XCTAssertEqual(caret.maxX, field.maxX - 4, accuracy: 1e-9, "the caret at the right, where Arabic typing starts")
    }
}

/// Lint on purpose-made bad alerts with text fields: a placeholder wider than its field, an alert taller
/// than the room above the keyboard.
final class SystemAlertTextFieldLintTests: XCTestCase {
    let linter = Linter(renderer: try! PopupRenderer())

    private func findings(_ alert: SystemAlertPopup, ios: IOSLook, device: Device = .iPhone15) throws -> [LintFinding] {
        try linter.lint(PopupSpec(popup: alert, screen: .device(device), ios: ios)).findings
    }

    func testATruncatedPlaceholderIsReported() throws {
        let long = SystemAlertPopup(title: "Wi-Fi", actions: [AlertAction("Join")],
                                    textFields: [AlertTextField(placeholder: "The password printed on the back of your router's box")])
        for ios: IOSLook in [.ios18, .ios26] {
            let found = try findings(long, ios: ios).filter { $0.rule == .truncated }
            XCTAssertEqual(found.map(\.node), ["container/fields/field[0]/placeholder"], "\(ios)")
            XCTAssertEqual(found.first?.message.hasPrefix("the placeholder is wider than the "), true, found.first?.message ?? "")
            XCTAssertEqual(try findings(SystemAlertPopup(title: "Wi-Fi", actions: [AlertAction("Join")], textFields: [AlertTextField(placeholder: "Password")]),
                                        ios: ios).filter { $0.rule == .truncated }, [], "a placeholder that fits")
        }
    }

    func testAnAlertTallerThanTheRoomAboveTheKeyboardIsOffscreen() throws {
        let eight = (1...8).map { AlertTextField(placeholder: "Field \($0)") }
        let message = String(repeating: "A long explanation of what to type. ", count: 4)
        let tall = SystemAlertPopup(title: "Details", message: message, actions: [AlertAction("Cancel", style: .cancel), AlertAction("Save")],
                                    textFields: eight, keyboard: true)
        let found = try findings(tall, ios: .ios26, device: .iPhoneSE).filter { $0.rule == .offscreen }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.message.hasSuffix("the screen leaves inside its safe areas above the keyboard"), true, found.first?.message ?? "")
        var without = tall
        without.keyboard = false
        XCTAssertEqual(try findings(without, ios: .ios26, device: .iPhoneSE).filter { $0.rule == .offscreen }, [], "it fits without the keyboard")
    }
}
