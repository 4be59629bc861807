import XCTest
import PopsnapLayout
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

/// The keyboard under a system alert's focused field: its height per device, its keys against
/// `KeyboardTheme`'s cited metrics at 1x, 2x and 3x, the locale's letters and the number pad, and the alert
/// moved to the centre of the room above it.
final class KeyboardTests: XCTestCase {
    let renderer = try! PopupRenderer()
    private let actions = [AlertAction("Cancel", style: .cancel), AlertAction("OK")]

    private func spec(_ fields: [AlertTextField], device: Device = .iPhone15, ios: IOSLook = .ios18, scale: Scale? = nil,
                      locale: String? = nil, keyboard: Bool = true) -> PopupSpec {
        var spec = PopupSpec(popup: SystemAlertPopup(title: "Sign In", actions: actions, textFields: fields, keyboard: keyboard),
                             screen: .device(device), scale: scale, ios: ios)
        spec.locale = locale
        return spec
    }

    /// The keyboard of `spec`'s scene laid out as the renderer lays it out, its nodes by path.
    private func keys(_ spec: PopupSpec) throws -> [String: LaidOutNode] {
        let scene = spec.scene()
        let keyboard = try XCTUnwrap(scene.keyboard)
        var board = PopupScene(canvas: scene.canvas, scale: scene.scale, popup: keyboard.element(width: scene.canvas.width, height: scene.keyboardHeight, appearance: .light))
        board.placement = .pinned(.bottom, fromSafeArea: false)
        return Dictionary(uniqueKeysWithValues: try SceneLayout(board, typesetter: renderer.typesetter).nodes.map { ($0.path, $0.node) })
    }

    func testTheKeyboardIsAsTallAsTheDevicesKeyboard() {
        XCTAssertEqual(spec([AlertTextField()]).scene().keyboardHeight, 291, "iPhone 15 portrait: four 54 pt rows and the 75 pt bar")
        XCTAssertEqual(spec([AlertTextField()], ios: .ios26).scene().keyboardHeight, 4 * 56 + 75, "iOS 26's rows are 2 pt taller")
        XCTAssertEqual(spec([AlertTextField()], device: .iPhoneSE).scene().keyboardHeight, 216, "no home indicator, no bar")
        XCTAssertEqual(spec([AlertTextField()], keyboard: false).scene().keyboardHeight, 0)
    }

    func testTheAlertIsCentredInTheRoomAboveTheKeyboard() throws {
        for ios: IOSLook in [.ios18, .ios26] {
            let scene = spec([AlertTextField(placeholder: "Email")], ios: ios).scene()
            let root = try renderer.layout(scene).root.frame
            let top = scene.safeArea.top, keyboardTop = 852 - scene.keyboardHeight
            XCTAssertEqual(root.midY, (top + keyboardTop) / 2, accuracy: 1 / 3, "\(ios)")
            let without = try renderer.layout(spec([AlertTextField(placeholder: "Email")], ios: ios, keyboard: false).scene()).root.frame
            XCTAssertLessThan(root.midY, without.midY - 100, "moved up")
        }
    }

    func testLetterKeysFillTenthsOfTheWidthInsideTheirInsets() throws {
        for scale: Scale in [1, 2, 3] {
            let n = try keys(spec([AlertTextField(text: "kim")], scale: scale))
            let board = try XCTUnwrap(n["keyboard"]).frame
            XCTAssertEqual(board, Rect(x: 0, y: 852 - 291, width: 393, height: 291))
            let k = scale.pixelsPerPoint, slot = 393.0 / 10
            for i in 0..<10 {
                let key = try XCTUnwrap(n["keyboard/row[0]/key[\(i)]"], "key \(i) at \(scale)x").frame
                XCTAssertEqual(key.x, Double(i) * slot + 3, accuracy: 1 / k)
                XCTAssertEqual(key.width, slot - 6, accuracy: 1 / k)
                XCTAssertEqual(key.y, board.y + 5, accuracy: 1 / k)
                XCTAssertEqual(key.height, 44, accuracy: 1 / k)
            }
            XCTAssertEqual(n["keyboard/row[0]/key[0]/label"]?.text, "q", "lower case after text")
            XCTAssertEqual(n["keyboard/row[0]/key[0]"]?.cornerRadius, 5)
            // Shift and delete 13% of the width at the row's ends; the bottom row's return a quarter.
            XCTAssertEqual(try XCTUnwrap(n["keyboard/row[2]/key[0]"]).frame.width, 0.13 * 393 - 6, accuracy: 1 / k)
            XCTAssertEqual(try XCTUnwrap(n["keyboard/row[3]/key[3]"]).frame.width, 0.25 * 393 - 6, accuracy: 1 / k)
            XCTAssertEqual(try XCTUnwrap(n["keyboard/row[3]/key[3]"]).frame.maxX, 393 - 3, accuracy: 1 / k)
        }
    }

    func testAnEmptyFieldGetsCapitals() throws {
        let n = try keys(spec([AlertTextField(placeholder: "Name")]))
        XCTAssertEqual(n["keyboard/row[0]/key[0]/label"]?.text, "Q")
        XCTAssertEqual(n["keyboard/row[0]/key[0]/label"]?.textStyle?.size, 23)
    }

    func testTheLocaleChoosesTheLetters() throws {
        func row(_ locale: String, _ r: Int) throws -> String {
            let n = try keys(spec([AlertTextField(text: "x")], locale: locale))
            return (0..<12).compactMap { n["keyboard/row[\(r)]/key[\($0)]/label"]?.text }.joined()
        }
        XCTAssertEqual(try row("en", 0), "qwertyuiop")
        XCTAssertEqual(try row("fr", 0), "azertyuiop")
        XCTAssertEqual(try row("fr-FR", 1), "qsdfghjklm")
        XCTAssertEqual(try row("fr-CA", 0), "qwertyuiop", "Canadian French keeps QWERTY")
        XCTAssertEqual(try row("de-CH", 0), "qwertzuiopü")
        XCTAssertEqual(try row("de", 2), "yxcvbnm")
    }

    func testTheNumberPadIsAPhoneKeypad() throws {
        for ios: IOSLook in [.ios18, .ios26] {
            let n = try keys(spec([AlertTextField(placeholder: "Code", keyboardType: .numberPad)], ios: ios))
            let t = ios == .ios18 ? KeyboardTheme() : .glass
            let digits = (0..<3).flatMap { r in (0..<3).compactMap { n["keyboard/row[\(r)]/key[\($0)]/digit"]?.text } }
            XCTAssertEqual(digits, ["1", "2", "3", "4", "5", "6", "7", "8", "9"])
            let zero = try XCTUnwrap(n["keyboard/row[3]/key[0]"]).frame
            XCTAssertEqual(zero.x, 393.0 / 3 + 3, accuracy: 1 / 3, "0 in the middle")
            XCTAssertEqual(zero.height, t.rowHeight - 2 * t.keyInsetY, accuracy: 1 / 3)
        }
    }

    func testKeyboardIsDrawnOverTheDimmingAndTheAlertAboveIt() throws {
        let image = try renderer.render(spec([AlertTextField(placeholder: "Email")]).scene())
        // The keyboard's own background shows between keys: not dimmed.
        let between = image[1, Int((852 - 291 + 2) * 3)]
        XCTAssertEqual(between, Pixel(r: 213, g: 214, b: 221, a: 255), "KeyboardTheme's light background (0.835, 0.839, 0.867)")
    }
}

extension KeyboardTests {
    func testEveryDigitSitsAtTheSameHeight() throws {
        let n = try keys(spec([AlertTextField(keyboardType: .numberPad)]))
        let one = try XCTUnwrap(n["keyboard/row[0]/key[0]/digit"]).frame, two = try XCTUnwrap(n["keyboard/row[0]/key[1]/digit"]).frame
        let zero = try XCTUnwrap(n["keyboard/row[3]/key[0]/digit"]).frame, eight = try XCTUnwrap(n["keyboard/row[2]/key[1]/digit"]).frame
        XCTAssertEqual(one.y, two.y, accuracy: 1e-9, "1 has no letters under it, yet sits as 2 does")
        XCTAssertEqual(zero.y - (try XCTUnwrap(n["keyboard/row[3]/key[0]"]).frame.y), eight.y - (try XCTUnwrap(n["keyboard/row[2]/key[1]"]).frame.y), accuracy: 1e-9)
    }
}

extension KeyboardTests {
    func testTheKeyboardsLayerAndItsKeysShadowsAreInTheMemoryEstimate() {
        let with = SpecBudget.estimate(spec([AlertTextField()]).scene()), without = SpecBudget.estimate(spec([AlertTextField()], keyboard: false).scene())
        XCTAssertFalse(without.shadows)
        XCTAssertEqual(with.buffers, without.buffers + 2, "the keyboard's layer and the mask its keys' shadows are blurred in")
        XCTAssertTrue(with.description.contains("the keyboard"), with.description)
    }
}

extension KeyboardTests {
    /// The keyboard comes up as the alert is presented: absent from the first frame of `appear`, risen part of
    /// the way in a middle one (whole pixels below its place), at its place in the last, which is the still.
    func testTheKeyboardRisesAsTheAlertAppears() throws {
        var s = spec([AlertTextField(placeholder: "Name")], scale: 1)
        let red = Pixel(r: 255, g: 0, b: 0, a: 255)
        s.background = .color(DynamicColor(Color(r8: 255, g8: 0, b8: 0)))
        var animation = AnimationSpec()
        animation.transition = .appear
        animation.fps = 10
        let frames = try s.frames(renderer: renderer, animation: animation)
        let still = try renderer.render(s.scene())
        XCTAssertTrue(try frames.frame(frames.count - 1) == still, "the last frame is the still")
        // Where the top row of keys is in the still: a white key at (6, 852 - 291 + 8).
        let keyPixel = (x: 6, y: 852 - 291 + 8)
        XCTAssertEqual(still[keyPixel.x, keyPixel.y], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(try frames.frame(0)[keyPixel.x, keyPixel.y], red, "no keyboard yet: the bare screen")
        XCTAssertEqual(try frames.frame(0)[1, 851], red)
        // Halfway, the keyboard's background has reached the bottom rows but not its place.
        let middle = try frames.frame(frames.count / 2)
        XCTAssertEqual(middle[1, 851], Pixel(r: 213, g: 214, b: 221, a: 255), "the keyboard covers the bottom")
        XCTAssertNotEqual(middle[keyPixel.x, keyPixel.y], Pixel(r: 255, g: 255, b: 255, a: 255), "not yet at its place")
    }
}
