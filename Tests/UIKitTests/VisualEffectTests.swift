import Testing
@testable import UIKit
import Popsnap
import PopsnapRaster

/// A blur effect view blurs the views drawn beneath it in its hierarchy, in its material for the traits.
@MainActor
struct VisualEffectTests {
    /// A 200 x 40 pt view, red on the left half and blue on the right, under a systemMaterial effect view
    /// covering it, at 1x (a 30 px blur).
    func redAndBlue(under effect: UIVisualEffectView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 40))
        blue.backgroundColor = .blue
        effect.frame = root.bounds
        for v in [red, blue, effect] { root.addSubview(v) }
        return root
    }

    @Test func theBlurMixesTheViewsBeneathNearTheirBoundary() throws {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let image = try redAndBlue(under: effect).drawnImage(scale: 1)
        let near = image[100, 20], left = image[3, 20], right = image[196, 20]
        // Half red, half blue at the boundary: through the light matrix and the tint, red and blue alike.
        #expect(abs(Int(near.r) - Int(near.b)) < 12, "\(near)")
        // 3 σ from the boundary the far pixels keep their hue under the tint.
        #expect(Int(left.r) - Int(left.b) > 40, "\(left)")
        #expect(Int(right.b) - Int(right.r) > 40, "\(right)")

        let alone = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let overNothing = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        overNothing.frame = alone.bounds
        alone.addSubview(overNothing)
        #expect(try alone.drawnImage(scale: 1).pixels != image.pixels, "over a transparent screen the blur has nothing to mix")
    }

    /// The centre pixel of an effect view of `style` over white, drawn with `traits`.
    func overWhite(_ style: UIBlurEffect.Style, _ interface: UIUserInterfaceStyle) throws -> Pixel {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        root.overrideUserInterfaceStyle = interface
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: style))
        effect.frame = root.bounds
        root.addSubview(effect)
        return try root.drawnImage(scale: 1)[100, 100]
    }

    /// Popsnap's material finishing blurred white (white, blurred, is white).
    func materialOverWhite(_ style: MaterialStyle, _ appearance: Appearance) throws -> Pixel {
        var white = try Canvas(width: 4, height: 4)
        white.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(.white))
        return style.resolved(for: appearance).finish(white.image)[2, 2]
    }

    func close(_ a: Pixel, _ b: Pixel) -> Bool {
        [(a.r, b.r), (a.g, b.g), (a.b, b.b), (a.a, b.a)].allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    @Test func darkTraitsPickTheDarkMaterial() throws {
        let light = try overWhite(.systemMaterial, .light), dark = try overWhite(.systemMaterial, .dark)
        #expect(close(light, try materialOverWhite(.systemMaterial, .light)), "\(light)")
        #expect(close(dark, try materialOverWhite(.systemMaterial, .dark)), "\(dark)")
        #expect(light != dark)
        // A fixed-appearance style ignores the traits.
        #expect(close(try overWhite(.systemThinMaterialDark, .light), try materialOverWhite(.systemThinMaterial, .dark)))
        #expect(close(try overWhite(.systemChromeMaterialLight, .dark), try materialOverWhite(.systemChromeMaterial, .light)))
    }

    @Test func theContentViewFollowsTheEffectViewAndDrawsOverTheBlur() throws {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        effect.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        #expect(effect.contentView.superview === effect)
        #expect(effect.contentView.frame == effect.bounds)
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .red
        effect.contentView.addSubview(dot)
        let image = try effect.drawnImage(scale: 1)
        #expect(image[20, 20] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aFadedEffectViewIsAnError() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = root.bounds
        root.addSubview(effect)
        root.alpha = 0.5
        #expect(throws: ViewDrawingError.self) { try root.drawnImage(scale: 1) }
    }
}
