import CFreeType
import XCTest
import PopsnapRaster
import PopsnapTestSupport
import PopsnapTesting
@testable import PopsnapText
import PopsnapGeometry

final class TextRenderingTests: XCTestCase {
    let typesetter = try! Typesetter()

    /// FreeType, called here on its own library and face, renders the glyph the way Popsnap says it does.
    func freeTypeBitmap(_ font: Font, glyph: UInt32, size64: Int, phase: Int) throws -> (pixels: [UInt8], width: Int, left: Int, top: Int) {
        var lib: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&lib), 0)
        defer { FT_Done_FreeType(lib) }
        var face: FT_Face?
        let path = "Fonts/" + font.origin.replacingOccurrences(of: "bundled:", with: "")
        XCTAssertEqual(FT_New_Face(lib, path, 0, &face), 0, path)
        XCTAssertEqual(FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72), 0)
        var delta = FT_Vector(x: FT_Pos(phase * 16), y: 0)
        FT_Set_Transform(face, nil, &delta)
        XCTAssertEqual(FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)), 0)
        XCTAssertEqual(FT_Render_Glyph(face!.pointee.glyph, FT_RENDER_MODE_NORMAL), 0)
        let slot = face!.pointee.glyph!.pointee
        let b = slot.bitmap
        var pixels: [UInt8] = []
        for y in 0..<Int(b.rows) { for x in 0..<Int(b.width) { pixels.append(b.buffer[y * Int(b.pitch) + x]) } }
        return (pixels, Int(b.width), Int(slot.bitmap_left), Int(slot.bitmap_top))
    }

    func testDrawnGlyphsAreFreeTypesBitmaps() throws {
        FileManager.default.changeCurrentDirectoryPath(ReferenceImage.snapshots.deletingLastPathComponent().path)
        let font = try typesetter.fonts.font(family: "system", weight: .semibold)
        let glyph = font.glyph(for: "g")!
        for (size64, phase) in [(16 * 64, 0), (48 * 64, 1), (69 * 64, 2), (23 * 3 * 64, 3)] {
            let ft = try freeTypeBitmap(font, glyph: glyph, size64: size64, phase: phase)
            let ours = GlyphCache().glyph(font, glyph: glyph, size64: size64, phase: phase)
            XCTAssertEqual(ours.left, ft.left)
            XCTAssertEqual(ours.top, ft.top)
            // Composited white on transparent, the alpha is the coverage as drawn.
            var canvas = try Canvas(width: ft.width + 4, height: ft.pixels.count / ft.width + 4)
            canvas.draw(ours.mask!, x: 2, y: 2, color: .white)
            var worst = 0
            for (i, v) in ft.pixels.enumerated() {
                worst = max(worst, abs(Int(canvas.image[2 + i % ft.width, 2 + i / ft.width].a) - Int(v)))
            }
            XCTAssertLessThanOrEqual(worst, 1, "size \(size64 / 64) phase \(phase)")
        }
    }

    func testPhasesQuantizeToQuarterPixels() {
        XCTAssertTrue(GlyphPhases.split(10.0) == (10, 0))
        XCTAssertTrue(GlyphPhases.split(10.26) == (10, 1))
        XCTAssertTrue(GlyphPhases.split(10.5) == (10, 2))
        XCTAssertTrue(GlyphPhases.split(10.9) == (11, 0))
        XCTAssertTrue(GlyphPhases.split(-0.3) == (-1, 3))
    }

    func testCacheHitsAfterFirstDraw() throws {
        let cache = GlyphCache()
        let layout = try typesetter.layout("abab", style: TextStyle(size: 20))
        var canvas = try Canvas(width: 200, height: 60)
        layout.draw(on: &canvas, at: Point(x: 0, y: 0), pixelsPerPoint: 1, color: .black, cache: cache)
        let first = cache.statistics
        layout.draw(on: &canvas, at: Point(x: 0, y: 0), pixelsPerPoint: 1, color: .black, cache: cache)
        let second = cache.statistics
        XCTAssertEqual(second.misses, first.misses, "nothing drawn again")
        XCTAssertEqual(second.hits - first.hits, 4)
    }

    /// Text-only images at 1x and 3x, compared byte for byte with Snapshots/TextRenderingTests/.
    func render(_ text: String, style: TextStyle, width: Double, scale: Double) throws -> Image {
        let layout = try typesetter.layout(text, style: style, width: width)
        let w = Int((width + 16) * scale), h = Int((layout.size.height + 16) * scale)
        var canvas = try Canvas(width: w, height: h, fill: .white)
        layout.draw(on: &canvas, at: Point(x: 8 * scale, y: 8 * scale), pixelsPerPoint: scale, color: Color(white: 0.1))
        return canvas.image
    }

    func testTextReferenceImages() throws {
        let hasEmoji = (try? typesetter.fonts.font(family: "Noto Color Emoji")) != nil
        var cases: [(String, String, TextStyle, Double)] = [
            ("latin", "Sorry, that email address is already used! Kerning: AV To Ty.", TextStyle(size: 16, weight: .semibold, alignment: .center), 263),
            ("german", "Donaudampfschifffahrtsgesellschaftskapitänsmütze und Rechtsschutzversicherungsgesellschaften", TextStyle(size: 17), 200),
            ("japanese", "このメールアドレスは既に使用されています。別のアドレスをお試しください。", TextStyle(size: 15, alignment: .center), 220),
            ("arabic", "عذرًا، عنوان البريد الإلكتروني هذا مستخدم بالفعل!", TextStyle(size: 17, alignment: .natural), 220),
            ("truncated", "A title long enough to be truncated at the end of its second line, as UILabel does it", TextStyle(size: 18, weight: .bold, maxLines: 2), 200),
        ]
        if hasEmoji { cases.append(("emoji", "Done 👍🏽 Party 🎉 Family 👨‍👩‍👧 Flag 🇯🇵", TextStyle(size: 17), 240)) }
        for (name, text, style, width) in cases {
            for scale in [1.0, 3.0] {
                let image = try render(text, style: style, width: width, scale: scale)
                // Exact: text rendering is meant to be byte-stable.
                withSnapshotConfiguration(SnapshotConfiguration(match: .exact)) { assertSnapshot(of: image, named: "\(name)@\(Int(scale))x") }
            }
        }
    }
}
