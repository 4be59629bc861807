import Testing
@testable import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// `UIButton.Configuration` sized and drawn from its cited figures (UIButton+Configuration.swift): the
/// 7 / 12 pt insets around a 17 pt body title, the 5.95 pt dynamic corners, a filled button's tint under a
/// white title, a gray one's `secondarySystemFill` (120, 120, 128 at 40/255, 81/255 dark) and a plain
/// one's bare tinted title. Images are 3x and over a transparent background, so a pixel's alpha says
/// whether the background covers it, and its colour is premultiplied.
@MainActor
struct ButtonConfigurationTests {
    /// A configured button titled `title`, at its intrinsic size at (0, 0).
    func button(_ configuration: UIButton.Configuration, _ title: String = "Button") -> UIButton {
        var configuration = configuration
        configuration.title = title
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        return button
    }

    /// The view drawn at 3x.
    func image(_ view: UIView) throws -> Image {
        try view.drawnImage(scale: 3)
    }

    /// A 17 pt body title's size, as a label measures it: what the insets go around.
    func bodyTitle(_ title: String) -> CGSize {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = title
        return label.sizeThatFits(.zero)
    }

    /// `c` at `alpha`, premultiplied as the image holds it.
    func premultiplied(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> [Int] {
        [Int((r * alpha).rounded()), Int((g * alpha).rounded()), Int((b * alpha).rounded()), Int((255 * alpha).rounded())]
    }

    /// A length in whole 3x pixels, so lengths made of thirds compare exactly.
    func px(_ points: CGFloat) -> Int { Int((points * 3).rounded()) }

    func components(_ p: Pixel) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    /// Whether two pixels are within one step in each channel (edge rounding).
    func near(_ p: Pixel, _ expected: [Int]) -> Bool {
        zip(components(p), expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    // MARK: Size

    @Test(arguments: ["plain", "gray", "filled"])
    func eachStyleIsItsTitleInsidePaddingOf7And12(style: String) throws {
        let configuration: UIButton.Configuration = switch style {
        case "plain": .plain()
        case "gray": .gray()
        default: .filled()
        }
        let button = button(configuration)
        let title = bodyTitle("Button")
        #expect(button.titleLabel?.font.pointSize == 17)
        #expect(title.width > 40 && title.height > 19, "the body title measures as 17 pt text")
        #expect(px(button.intrinsicContentSize.width) == px(12 + title.width + 12))
        #expect(px(button.intrinsicContentSize.height) == px(7 + title.height + 7))
        // Worked by hand: Popsnap's 17 pt line is 62 px (20.67 pt; SF's is 20.33 on iOS, 34.33 pt in all),
        // so 21 + 62 + 21 px.
        #expect(px(title.height) == 62)
        #expect(px(button.intrinsicContentSize.height) == 104)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func autoLayoutGivesTheButtonItsIntrinsicSize() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        let title = bodyTitle("Continue")
        #expect(px(button.frame.width) == px(title.width + 24))
        #expect(px(button.frame.height) == px(title.height + 14))
        #expect(Double(button.frame.minY) == 20)
    }

    @Test func contentInsetsCanBeSetAndRestored() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let wide = button(configuration)
        let title = bodyTitle("Button")
        #expect(px(wide.intrinsicContentSize.width) == px(title.width + 40))
        #expect(px(wide.intrinsicContentSize.height) == px(title.height + 20))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func configuredButtonsInAStackViewTakeTheirIntrinsicSizes() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let cancel = UIButton(configuration: .gray(), primaryAction: UIAction(title: "Cancel") { _ in })
        let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save Changes") { _ in })
        let stack = UIStackView(arrangedSubviews: [cancel, save])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        let cancelTitle = bodyTitle("Cancel"), saveTitle = bodyTitle("Save Changes")
        #expect(px(cancel.frame.width) == px(cancelTitle.width + 24))
        #expect(px(save.frame.width) == px(saveTitle.width + 24))
        #expect(px(save.frame.minX) == px(cancel.frame.maxX + 8))
        #expect(px(cancel.frame.height) == px(cancelTitle.height + 14))
        #expect(px(stack.frame.width) == px(cancelTitle.width + 24 + 8 + saveTitle.width + 24))
        // The action's title is the button's title, drawn white on the tint.
        #expect(save.titleLabel?.text == "Save Changes")
        let drawn = try image(root)
        let x = Int(((save.frame.minX + 16 + 3) * 3).rounded()), y = Int(((save.frame.midY + 16) * 3).rounded())
        #expect(components(drawn[x, y]) == [0, 122, 255, 255])
    }

    // MARK: Pixels

    @Test func filledIsTheTintUnderAWhiteTitleWithCornersOf595Points() throws {
        let drawn = try image(button(.filled()))
        let midY = drawn.height / 2
        // Inside the background, left of the title: the tint, systemBlue (0, 122, 255).
        #expect(components(drawn[6, midY]) == [0, 122, 255, 255])
        // A 5.95 pt (17.85 px) corner's arc crosses the diagonal 5.2 px in: pixel (3, 3), whose centre is
        // 20.3 px from the arc's centre, is clear; (6, 6), 16.1 px from it, is covered.
        #expect(drawn[0, 0].a == 0)
        #expect(drawn[3, 3].a == 0)
        #expect(components(drawn[6, 6]) == [0, 122, 255, 255])
        // The title is white: some of its pixels are pure white.
        #expect(titlePixels(drawn).contains { components($0) == [255, 255, 255, 255] })
    }

    @Test func capsuleAndFixedCornerStyles() throws {
        var capsule = UIButton.Configuration.filled()
        capsule.cornerStyle = .capsule
        let round = try image(button(capsule))
        // Half the height (about 52 px): the arc crosses the diagonal 15 px in, so (12, 12) is clear.
        #expect(round[12, 12].a == 0)
        #expect(components(round[round.width / 2, 1]) == [0, 122, 255, 255])

        var square = UIButton.Configuration.filled()
        square.cornerStyle = .fixed
        square.background.cornerRadius = 0
        let squared = try image(button(square))
        #expect(components(squared[0, 0]) == [0, 122, 255, 255])

        var large = UIButton.Configuration.filled()
        large.cornerStyle = .large
        let b = button(large)
        #expect(px(large.cornerRadius(size: b.bounds.size, traits: b.traitCollection)) == px(b.bounds.height / 4))
    }

    @Test func grayIsSecondarySystemFillUnderATintedTitle() throws {
        let light = try image(button(.gray()))
        let midY = light.height / 2
        #expect(near(light[6, midY], premultiplied(120, 120, 128, alpha: 40.0 / 255)))
        #expect(titlePixels(light).contains { components($0) == [0, 122, 255, 255] })

        let dark = button(.gray())
        dark.overrideUserInterfaceStyle = .dark
        let drawnDark = try image(dark)
        #expect(near(drawnDark[6, midY], premultiplied(120, 120, 128, alpha: 81.0 / 255)))
        // systemBlue's dark value, (10, 132, 255).
        #expect(titlePixels(drawnDark).contains { components($0) == [10, 132, 255, 255] })
    }

    @Test func plainDrawsItsTitleAlone() throws {
        let drawn = try image(button(.plain()))
        #expect(drawn[6, drawn.height / 2].a == 0)
        #expect(drawn[0, 0].a == 0)
        #expect(titlePixels(drawn).contains { components($0) == [0, 122, 255, 255] })
    }

    @Test func baseColorsAndTheBackgroundsOwnFillAndStroke() throws {
        var red = UIButton.Configuration.filled()
        red.baseBackgroundColor = .systemRed
        red.baseForegroundColor = .black
        let drawn = try image(button(red))
        #expect(components(drawn[6, drawn.height / 2]) == [255, 59, 48, 255])
        #expect(titlePixels(drawn).contains { components($0) == [0, 0, 0, 255] })
        #expect(!titlePixels(drawn).contains { components($0) == [255, 255, 255, 255] })

        var outlined = UIButton.Configuration.plain()
        outlined.background.backgroundColor = .white
        outlined.background.strokeColor = .systemGreen
        outlined.background.strokeWidth = 2
        let framed = try image(button(outlined))
        // A 2 pt stroke is 6 px inside the edge; past it, the white fill.
        #expect(components(framed[framed.width / 2, 2]) == [52, 199, 89, 255])
        #expect(components(framed[framed.width / 2, 8]) == [255, 255, 255, 255])
        // The background's default stroke is clear: a filled button shows none.
        #expect(UIButton.Configuration.filled().background.strokeWidth == 1)
        let filled = try image(button(.filled()))
        #expect(components(filled[filled.width / 2, 1]) == [0, 122, 255, 255])
    }

    @Test func aClippingLayerRoundsTheBackgroundFurther() throws {
        let b = button(.filled())
        b.layer.cornerRadius = 17
        b.clipsToBounds = true
        let clipped = try image(b)
        // 17 pt (51 px) corners: the arc crosses the diagonal 15 px in, so (12, 12) is clear.
        #expect(clipped[12, 12].a == 0)
        // A radius under the configuration's leaves its 5.95 pt corners.
        b.layer.cornerRadius = 2
        #expect(components(try image(b)[6, 6]) == [0, 122, 255, 255])
        b.layer.borderWidth = 1
        b.layer.borderColor = UIColor.black.cgColor
        #expect(throws: ViewDrawingError.self) { try image(b) }
    }

    @Test func theTintColorTintsTheStyles() throws {
        let b = button(.filled())
        b.tintColor = .systemGreen
        let drawn = try image(b)
        #expect(components(drawn[6, drawn.height / 2]) == [52, 199, 89, 255])
    }

    // MARK: Image

    /// A 20 x 20 pt red square (60 px at 3x).
    func square() throws -> UIImage {
        UIImage(pixels: try Canvas(width: 60, height: 60, fill: Color(red: 1, green: 0, blue: 0)).image, scale: 3)
    }

    @Test func anImageSitsBeforeTheTitleAndTheirBlockIsCentred() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.image = try square()
        configuration.imagePadding = 8
        let b = button(configuration)
        let title = bodyTitle("Button")
        // 12 + 20 + 8 + title + 12 across; the title (20.67) is taller than the image (20).
        #expect(px(b.intrinsicContentSize.width) == px(12 + 20 + 8 + title.width + 12))
        #expect(px(b.intrinsicContentSize.height) == px(7 + max(20, title.height) + 7))
        b.layoutIfNeeded()
        #expect(px(b.imageView!.frame.minX) == px(12))
        #expect(px(b.titleLabel!.frame.minX) == px(12 + 20 + 8))
        // The image is centred on the title: (62 - 60) / 2 px lower than the block's top.
        #expect(px(b.imageView!.frame.minY) == px(7) + 1)
        let drawn = try image(b)
        #expect(components(drawn[px(22), px(b.bounds.midY)]) == [255, 0, 0, 255])
        // Between the image and the title, the tint.
        #expect(components(drawn[px(36), px(b.bounds.midY)]) == [0, 122, 255, 255])

        // Wider than it needs, the block stays centred: the image moves right by half the extra width.
        b.frame.size.width += 40
        b.layoutIfNeeded()
        #expect(px(b.imageView!.frame.minX) == px(12 + 20))
    }

    @Test func anImageAboveOrAfterTheTitle() throws {
        var above = UIButton.Configuration.plain()
        above.image = try square()
        above.imagePlacement = .top
        above.imagePadding = 4
        let b = button(above)
        let title = bodyTitle("Button")
        #expect(px(b.intrinsicContentSize.height) == px(7 + 20 + 4 + title.height + 7))
        #expect(px(b.intrinsicContentSize.width) == px(12 + max(20, title.width) + 12))
        b.layoutIfNeeded()
        #expect(px(b.imageView!.frame.minY) == px(7))
        #expect(px(b.titleLabel!.frame.minY) == px(7 + 20 + 4))
        #expect(px(b.imageView!.frame.midX) == px(b.bounds.midX))

        var after = UIButton.Configuration.plain()
        after.image = try square()
        after.imagePlacement = .trailing
        let t = button(after)
        t.layoutIfNeeded()
        #expect(px(t.titleLabel!.frame.minX) == px(12))
        #expect(px(t.imageView!.frame.minX) == px(12 + title.width))

        var both = UIButton.Configuration.plain()
        both.image = try square()
        both.imagePlacement = [.leading, .top]
        #expect(throws: ViewDrawingError.self) { try image(button(both)) }
    }

    // MARK: Changes

    @Test func settingTheConfigurationAfterCreationRedrawsTheButton() throws {
        let b = UIButton(type: .system)
        b.setTitle("Button", for: .normal)
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        // Drawn from its own title: no background, so the top row is clear.
        let plain = try image(b)
        #expect(plain[plain.width / 2, 1].a == 0)

        b.configuration = .filled()
        let title = bodyTitle("Button")
        #expect(px(b.intrinsicContentSize.width) == px(title.width + 24))
        #expect(px(b.intrinsicContentSize.height) == px(title.height + 14))
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        let filled = try image(b)
        #expect(components(filled[6, filled.height / 2]) == [0, 122, 255, 255])

        // Changing the configuration's title through the button resizes it; `setTitle` wins over it.
        b.setTitle(nil, for: .normal)
        b.configuration?.title = "A longer title"
        #expect(px(b.intrinsicContentSize.width) == px(bodyTitle("A longer title").width + 24))
        b.setTitle("OK", for: .normal)
        #expect(b.titleLabel?.text == "OK")
        #expect(px(b.intrinsicContentSize.width) == px(bodyTitle("OK").width + 24))

        // Without a configuration the button is drawn from its own title again.
        b.configuration = nil
        #expect(b.titleLabel?.font.pointSize == 15)
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        let again = try image(b)
        #expect(again[again.width / 2, 1].a == 0)
    }

    @Test func theUpdateHandlerRestylesBeforeMeasuringAndLayingOut() throws {
        var saved = false
        var calls = 0
        let b = UIButton(configuration: .filled())
        b.configurationUpdateHandler = { button in
            calls += 1
            var configuration = button.configuration
            configuration?.title = saved ? "Saved to Library" : "Save"
            configuration?.baseBackgroundColor = saved ? .systemGreen : nil
            button.configuration = configuration
        }
        #expect(px(b.intrinsicContentSize.width) == px(bodyTitle("Save").width + 24))
        #expect(calls == 1, "what the handler sets does not make it due again")
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        saved = true
        b.setNeedsUpdateConfiguration()
        b.layoutIfNeeded()
        #expect(calls == 2)
        #expect(b.titleLabel?.text == "Saved to Library")
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        let drawn = try image(b)
        #expect(components(drawn[6, drawn.height / 2]) == [52, 199, 89, 255])
        #expect(calls == 2)

        // Under Auto Layout the handler runs when the engine first measures the button.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let constrained = UIButton(configuration: .gray())
        constrained.configurationUpdateHandler = { button in button.configuration?.title = "Handled" }
        constrained.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            constrained.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(px(constrained.frame.width) == px(bodyTitle("Handled").width + 24))
    }

    @Test func statesAndSizesNotDrawnYetStopTheSnapshot() throws {
        let disabled = button(.filled())
        disabled.isEnabled = false
        #expect(throws: ViewDrawingError.self) { try image(disabled) }

        let large = button(.filled())
        large.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(throws: ViewDrawingError.self) { try image(large) }

        let layered = button(.filled())
        layered.backgroundColor = .white
        #expect(throws: ViewDrawingError.self) { try image(layered) }
    }

    @Test func thePrimaryActionRunsOnATap() throws {
        var ran = 0
        let b = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Go") { _ in ran += 1 })
        b.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
        #expect(b.buttonType == .system)
        #expect(b.titleLabel?.text == "Go")
    }

    /// The pixels between the insets, where the title is drawn.
    func titlePixels(_ image: Image) -> [Pixel] {
        var pixels: [Pixel] = []
        for y in 21..<(image.height - 21) {
            for x in 36..<(image.width - 36) { pixels.append(image[x, y]) }
        }
        return pixels
    }
}
