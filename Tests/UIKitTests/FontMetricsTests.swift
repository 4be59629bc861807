import Testing
import PopsnapText
import PopsnapRaster
import PopsnapLayout
import Foundation
@testable import UIKit

/// UIFontMetrics scales by its text style's size at the content size over its size at large (Apple's
/// Dynamic Type table: body 14 at xS, 17 at L, 40 at AX3; headline alike).
@MainActor
struct FontMetricsTests {
    let xS = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)

    @Test func valuesScaleAsTheBodyStyle() {
        let body = UIFontMetrics.default
        #expect(body.scaledValue(for: 17, compatibleWith: large) == 17)
        #expect(abs(body.scaledValue(for: 17, compatibleWith: xS) - 14) < 1e-9)
        #expect(abs(body.scaledValue(for: 17, compatibleWith: ax3) - 40) < 1e-9)
        #expect(abs(body.scaledValue(for: 34, compatibleWith: ax3) - 80) < 1e-9)
        #expect(body.scaledValue(for: 10) == 10, "the current traits are large")
    }

    @Test func fontsScaleAsTheirStyle() {
        let metrics = UIFontMetrics(forTextStyle: .title1)
        // Title 1: 25 at xS, 28 at L, 48 at AX3.
        let base = UIFont.systemFont(ofSize: 20, weight: .bold)
        #expect(metrics.scaledFont(for: base, compatibleWith: large).pointSize == 20)
        #expect(abs(metrics.scaledFont(for: base, compatibleWith: xS).pointSize - 20 * 25 / 28) < 1e-9)
        #expect(abs(metrics.scaledFont(for: base, compatibleWith: ax3).pointSize - 20 * 48 / 28) < 1e-9)
        #expect(metrics.scaledFont(for: base).fontName == ".SFUI-Bold")
    }

    @Test func aLabelAdjustingFollowsItsTraitsWithAScaledFont() {
        let label = UILabel()
        label.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), compatibleWith: large)
        #expect(label.textStyle(for: xS).size == 20, "a label that does not adjust keeps the size")
        label.adjustsFontForContentSizeCategory = true
        #expect(abs(label.textStyle(for: xS).size - 20 * 14 / 17) < 1e-9)
        #expect(abs(label.textStyle(for: ax3).size - 20 * 40 / 17) < 1e-9)
    }
}

/// `italicSystemFont(ofSize:)`: the system font leaning 12° as SF Pro Italic does, its advances kept.
@MainActor
struct ItalicFontTests {
    func drawn(_ font: UIFont) throws -> (image: Image, size: CGSize) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.font = font
        label.text = "l"
        label.textAlignment = .center
        return (try label.drawnImage(scale: 1), label.intrinsicContentSize)
    }

    /// The mean ink column of each of rows `top`...`bottom`.
    func centres(_ image: Image, rows: ClosedRange<Int>) -> [Double] {
        rows.compactMap { y in
            let ink = (0..<image.width).map { Double(image[$0, y].a) }
            let total = ink.reduce(0, +)
            return total > 0 ? zip(0..., ink).map { Double($0) * $1 }.reduce(0, +) / total : nil
        }
    }

    @Test func theItalicLeansTwelveDegreesWithTheSameAdvances() throws {
        let upright = try drawn(.systemFont(ofSize: 40)), italic = try drawn(.italicSystemFont(ofSize: 40))
        #expect(italic.size == upright.size, "a synthetic oblique keeps the advances")
        // An upright "l" is a vertical bar: its ink centre moves by the shear, tan 12° a pixel of height.
        let rows = 18...40
        let u = centres(upright.image, rows: rows), i = centres(italic.image, rows: rows)
        #expect(u.count == rows.count && i.count == rows.count)
        let uprightSlope = (u.first! - u.last!) / Double(rows.count - 1)
        let italicSlope = (i.first! - i.last!) / Double(rows.count - 1)
        #expect(abs(uprightSlope) < 0.02)
        #expect(abs(italicSlope - tan(12 * Double.pi / 180)) < 0.02, "\(italicSlope)")
    }
}
