import Testing
import PopsnapText
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
