import PopsnapGeometry
import CHarfBuzz
import XCTest
@testable import PopsnapText

/// Shaping against HarfBuzz called directly, at a pixel scale, independently of Popsnap's own calls.
final class ShapingTests: XCTestCase {
    let typesetter = try! Typesetter()

    /// HarfBuzz's own advances for `text` at `px` pixels, in pixels (its positions are in 1/64 px here).
    /// HarfBuzz's own positions for `text` at `px` pixels, in pixels, from a font scaled to `1/unit` px.
    func harfBuzzAdvances(_ text: String, font: Font, px: Double, rtl: Bool = false, unit: Double = 64) -> [(glyph: UInt32, advance: Double, dx: Double, dy: Double)] {
        let hbFace = hb_font_get_face(font.hbFont)
        let hbFont = hb_font_create(hbFace)!
        defer { hb_font_destroy(hbFont) }
        let scale = Int32((px * unit).rounded())
        hb_font_set_scale(hbFont, scale, scale)
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        if rtl { hb_buffer_set_direction(buffer, HB_DIRECTION_RTL) }
        hb_shape(hbFont, buffer, nil, 0)
        var n: UInt32 = 0
        let info = hb_buffer_get_glyph_infos(buffer, &n)!, pos = hb_buffer_get_glyph_positions(buffer, &n)!
        return (0..<Int(n)).map { (info[$0].codepoint, Double(pos[$0].x_advance) / unit, Double(pos[$0].x_offset) / unit, Double(pos[$0].y_offset) / unit) }
    }

    func glyphs(_ layout: TextLayout) -> [PositionedGlyph] { layout.lines.flatMap(\.glyphs) }

    func testAdvancesEqualHarfBuzzs() throws {
        let text = "Sorry, that email address is already used!"
        let style = TextStyle(size: 16, weight: .semibold)
        let layout = try typesetter.layout(text, style: style)
        let font = try typesetter.fonts.font(family: "system", weight: .semibold)
        // Glyph by glyph, against HarfBuzz at 1/64 px (its positions round to its scale's units) ...
        let reference = harfBuzzAdvances(text, font: font, px: 16)
        let ours = glyphs(layout)
        XCTAssertEqual(ours.map(\.glyph), reference.map(\.glyph))
        for i in 0..<(ours.count - 1) {
            XCTAssertEqual(ours[i + 1].x - ours[i].x, reference[i].advance, accuracy: 1.0 / 64, "glyph \(reference[i].glyph)")
        }
        // ... and the whole line against HarfBuzz at 1/65536 px, where rounding no longer adds up.
        let fine = harfBuzzAdvances(text, font: font, px: 16, unit: 65536)
        var x = 0.0
        for (g, r) in zip(ours, fine) {
            XCTAssertEqual(g.x, x + r.dx, accuracy: 1e-4)
            x += r.advance
        }
        XCTAssertEqual(layout.size.width, x, accuracy: 1e-4)
    }

    func testKerningFromGPOSNarrowsPairs() throws {
        let style = TextStyle(size: 100, weight: .regular)
        for pair in ["AV", "To"] {
            let together = try typesetter.layout(pair, style: style).size.width
            let apart = try pair.map { try typesetter.layout(String($0), style: style).size.width }.reduce(0, +)
            XCTAssertLessThan(together, apart - 1, "\(pair): \(together) vs \(apart)")
        }
    }

    func testArabicGlyphOrderAndPositionsMatchHarfBuzz() throws {
        let text = "مرحبا بالعالم"
        let layout = try typesetter.layout(text, style: TextStyle(size: 20))
        let font = glyphs(layout)[0].font
        XCTAssertEqual(font.family, "DejaVu Sans")
        let reference = harfBuzzAdvances(text, font: font, px: 20, rtl: true)
        XCTAssertEqual(glyphs(layout).map(\.glyph), reference.map(\.glyph))
        var x = 0.0
        for (g, r) in zip(glyphs(layout), reference) {
            XCTAssertEqual(g.x - layout.lines[0].x, x + r.dx, accuracy: 1.0 / 32)
            XCTAssertEqual(g.y, -r.dy, accuracy: 1.0 / 32)
            x += r.advance
        }
        // A right-to-left paragraph aligns naturally to the right.
        let boxed = try typesetter.layout(text, style: TextStyle(size: 20), width: 300)
        XCTAssertEqual(boxed.lines[0].x + boxed.lines[0].width, 300, accuracy: 1e-9)
    }

    func testHebrewMatchesHarfBuzz() throws {
        let text = "שלום עולם"
        let layout = try typesetter.layout(text, style: TextStyle(size: 20))
        let font = glyphs(layout)[0].font
        let reference = harfBuzzAdvances(text, font: font, px: 20, rtl: true)
        XCTAssertEqual(glyphs(layout).map(\.glyph), reference.map(\.glyph))
    }

    func testMixedEnglishAndArabicFollowTheBidiAlgorithm() throws {
        // A left-to-right paragraph: "Hello" first, the Arabic word's letters right to left, then "world".
        let text = "Hello مرحبا world"
        let layout = try typesetter.layout(text, style: TextStyle(size: 20))
        let line = layout.lines[0].glyphs
        let inter = try typesetter.fonts.font(family: "system")
        func run(_ s: String) -> [UInt32] { harfBuzzAdvances(s, font: inter, px: 20).map(\.glyph) }
        let dejavu = try typesetter.fonts.font(family: "DejaVu Sans")
        let arabic = harfBuzzAdvances("مرحبا", font: dejavu, px: 20, rtl: true).map(\.glyph)
        let hello = run("Hello "), world = run("world")
        XCTAssertEqual(Array(line.map(\.glyph).prefix(hello.count)), hello)
        XCTAssertEqual(Array(line.map(\.glyph).dropFirst(hello.count).prefix(arabic.count)), arabic)
        XCTAssertEqual(Array(line.map(\.glyph).suffix(world.count)), world)
        // In a right-to-left paragraph the English words keep their order but come after (left of) the Arabic.
        let rtl = try typesetter.layout("مرحبا Hello world", style: TextStyle(size: 20))
        let glyphsRTL = rtl.lines[0].glyphs
        XCTAssertEqual(glyphsRTL.first?.font.family, "Inter", "English, on the left")
        XCTAssertEqual(glyphsRTL.last?.font.family, "DejaVu Sans", "Arabic, on the right")
    }

    func testVisualOrderReversesRunsByLevel() {
        // Rule L2 on levels [0 1 1 0 1 2 2 1]: reverse at ≥2, then at ≥1.
        XCTAssertEqual(Bidi.visualOrder([0, 1, 1, 0, 1, 2, 2, 1]), [0, 2, 1, 3, 7, 5, 6, 4])
        XCTAssertEqual(Bidi.visualOrder([1, 1, 1]), [2, 1, 0])
        XCTAssertEqual(Bidi.visualOrder([0, 0]), [0, 1])
    }

    func testFallbackLeavesNoNotdefAndReportsWhatNoFontHas() throws {
        let layout = try typesetter.layout("Ω → ✓ 日本", style: TextStyle(size: 17))
        XCTAssertEqual(layout.missingCharacters, [])
        XCTAssertFalse(glyphs(layout).contains { $0.glyph == 0 }, "no .notdef")
        XCTAssertTrue(glyphs(layout).contains { $0.font.family == "Droid Sans Fallback" })
        // U+10FFFD is a private-use character no font here has.
        let missing = try typesetter.layout("a\u{10FFFD}b", style: TextStyle(size: 17))
        XCTAssertEqual(missing.missingCharacters, ["\u{10FFFD}"])
        XCTAssertEqual(glyphs(missing).filter { $0.glyph == 0 }.count, 1, "drawn as one .notdef box, not dropped")
    }

    func testEmojiComeFromTheColourFontWhenInstalled() throws {
        let layout = try typesetter.layout("ok 😀 ✓", style: TextStyle(size: 17))
        let fonts = glyphs(layout).map(\.font.family)
        // .ci/run installs Noto Color Emoji; without it DejaVu Sans has a black-and-white face.
        let hasColour = (try? typesetter.fonts.font(family: "Noto Color Emoji")) != nil
        XCTAssertTrue(fonts.contains(hasColour ? "Noto Color Emoji" : "DejaVu Sans"), "\(fonts)")
        XCTAssertEqual(fonts.last, "Inter", "✓ has text presentation: the text font draws it")
        XCTAssertEqual(layout.missingCharacters, [])
    }
}
