import PopsnapGeometry
import XCTest
@testable import PopsnapText

final class TextLayoutTests: XCTestCase {
    let typesetter = try! Typesetter()
    let message = "Sorry, that email address is already used!"

    /// The text of each line, from its clusters.
    func lineTexts(_ text: String, _ layout: TextLayout) -> [String] {
        let chars = Array(text)
        return layout.lines.map { String(chars[$0.clusters]) }
    }

    func testWrapsAtSpacesWithinTheWidth() throws {
        let style = TextStyle(size: 16, weight: .semibold, alignment: .center)
        var previous = 0
        for width in [400.0, 263, 180, 120, 90] {
            let layout = try typesetter.layout(message, style: style, width: width)
            let lines = lineTexts(message, layout)
            XCTAssertEqual(lines.joined(), message, "no character lost or repeated")
            for (i, line) in layout.lines.enumerated() {
                XCTAssertLessThanOrEqual(line.width, width + 1e-9)
                if i < lines.count - 1 { XCTAssertTrue(lines[i].hasSuffix(" "), "breaks after spaces: \(lines)") }
            }
            XCTAssertGreaterThanOrEqual(layout.lines.count, previous, "narrower means as many lines or more")
            previous = layout.lines.count
            XCTAssertEqual(layout.size.height, Double(layout.lines.count) * layout.lineHeight, accuracy: 1e-9)
        }
        XCTAssertEqual(try typesetter.layout(message, style: style, width: 400).lines.count, 1)
        XCTAssertGreaterThanOrEqual(try typesetter.layout(message, style: style, width: 90).lines.count, 4)
    }

    func testHardBreaksMakeLinesEvenWhenEmpty() throws {
        let text = "one\ntwo\n\nfour"
        let layout = try typesetter.layout(text, style: TextStyle(size: 15))
        XCTAssertEqual(lineTexts(text, layout), ["one\n", "two\n", "\n", "four"])
    }

    func testWordsWiderThanTheLineBreakBetweenGraphemes() throws {
        let word = "Donaudampfschifffahrtsgesellschaftskapitänsmütze"
        let layout = try typesetter.layout(word, style: TextStyle(size: 17), width: 100)
        XCTAssertGreaterThan(layout.lines.count, 2)
        XCTAssertEqual(lineTexts(word, layout).joined(), word)
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 100 + 1e-9) }
        // A cluster of several scalars (e + combining acute, a ZWJ family) is never split.
        let marks = String(repeating: "e\u{301}", count: 30)
        let split = try typesetter.layout(marks, style: TextStyle(size: 17), width: 50)
        XCTAssertTrue(lineTexts(marks, split).allSatisfy { $0.unicodeScalars.count % 2 == 0 })
        let family = String(repeating: "👨‍👩‍👧", count: 6)
        XCTAssertEqual(lineTexts(family, try typesetter.layout(family, style: TextStyle(size: 17), width: 40)).joined(), family)
    }

    func testJapaneseBreaksBetweenIdeographs() throws {
        let text = "日本語のテキストは単語の間に空白がありません"
        let layout = try typesetter.layout(text, style: TextStyle(size: 17), width: 120)
        XCTAssertGreaterThan(layout.lines.count, 2)
        XCTAssertEqual(lineTexts(text, layout).joined(), text)
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 120 + 1e-9) }
        XCTAssertEqual(layout.missingCharacters, [])
    }

    func testTailTruncationWithEllipsis() throws {
        let style = TextStyle(size: 15, maxLines: 2)
        let text = String(repeating: message + " ", count: 4)
        let layout = try typesetter.layout(text, style: style, width: 200)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lines.count, 2)
        let last = layout.lines[1]
        XCTAssertLessThanOrEqual(last.width, 200 + 1e-9)
        let ellipsis = try typesetter.layout("\u{2026}", style: style).lines[0].glyphs[0].glyph
        XCTAssertEqual(last.glyphs.last?.glyph, ellipsis, "the last glyph is …")
        // Fits the width as closely as whole clusters allow.
        let comma = try typesetter.layout("Sor", style: style).size.width
        XCTAssertGreaterThan(last.width, 200 - comma)
        XCTAssertFalse(try typesetter.layout(message, style: style, width: 400).isTruncated)
        // A single line truncates too, and a hard break ends the visible text.
        let one = try typesetter.layout("first line\nsecond line", style: TextStyle(size: 15, maxLines: 1), width: 300)
        XCTAssertTrue(one.isTruncated)
        XCTAssertEqual(lineTexts("first line\nsecond line", one), ["first line"])
    }

    func testSeedTitleShrinksToFitItsBar() throws {
        // Seed 000's title: bold 23, one line, adjustsFontSizeToFitWidth; the bar is 293 - 2·2 = 289 pt.
        let style = TextStyle(size: 23, weight: .bold, alignment: .center, maxLines: 1, minimumScaleFactor: 0.5)
        let natural = try typesetter.layout("Error", style: style, width: 289)
        XCTAssertEqual(natural.shrinkFactor, 1)
        let width = natural.size.width
        let narrow = try typesetter.layout("Error", style: style, width: width * 0.7)
        XCTAssertEqual(narrow.shrinkFactor, 0.7, accuracy: 1e-6)
        XCTAssertEqual(narrow.fontSize, 23 * 0.7, accuracy: 1e-6)
        XCTAssertEqual(narrow.size.width, width * 0.7, accuracy: 1e-6)
        XCTAssertFalse(narrow.isTruncated)
        // Below the minimum scale the text stops shrinking and is truncated instead.
        let tiny = try typesetter.layout("Error", style: style, width: width * 0.3)
        XCTAssertEqual(tiny.shrinkFactor, 0.5)
        XCTAssertTrue(tiny.isTruncated)
    }

    func testSeveralLinesShrinkToFitAHeight() throws {
        let style = TextStyle(size: 16, weight: .semibold, maxLines: 0, minimumScaleFactor: 0.5)
        let text = String(repeating: message + " ", count: 3)
        let full = try typesetter.layout(text, style: style, width: 200)
        let limit = full.size.height * 0.6
        let fitted = try typesetter.layout(text, style: style, width: 200, height: limit)
        XCTAssertLessThan(fitted.shrinkFactor, 1)
        XCTAssertLessThanOrEqual(fitted.size.height, limit + 1e-9)
        // The largest scale that fits: 1% more would not.
        let bigger = try typesetter.layout(text, style: TextStyle(size: 16 * (fitted.shrinkFactor + 0.01), weight: .semibold), width: 200)
        XCTAssertGreaterThan(bigger.size.height, limit)
    }

    func testAlignment() throws {
        func line(_ a: TextAlignment) throws -> TextLine { try typesetter.layout("Hello", style: TextStyle(size: 20, alignment: a), width: 200).lines[0] }
        let w = try line(.left).width
        XCTAssertEqual(try line(.left).x, 0)
        XCTAssertEqual(try line(.natural).x, 0)
        XCTAssertEqual(try line(.center).x, (200 - w) / 2, accuracy: 1e-9)
        XCTAssertEqual(try line(.right).x, 200 - w, accuracy: 1e-9)
        let justified = try typesetter.layout(message, style: TextStyle(size: 16, alignment: .justified), width: 180)
        for l in justified.lines.dropLast() { XCTAssertEqual(l.width, 180, accuracy: 1e-9) }
        XCTAssertLessThan(justified.lines.last!.width, 180)
        let last = justified.lines[0].glyphs.last!
        XCTAssertGreaterThan(last.x, 170, "the first line's last glyph reaches the right edge")
    }

    func testBaselinesComeFromTheFontMetrics() throws {
        let layout = try typesetter.layout("Ag\nAg", style: TextStyle(size: 20))
        let inter = try typesetter.fonts.font(family: "system")
        let ascent = inter.ascender / inter.unitsPerEm * 20
        let height = (inter.ascender - inter.descender + inter.lineGap) / inter.unitsPerEm * 20
        XCTAssertEqual(layout.firstBaseline, ascent, accuracy: 1e-9)
        XCTAssertEqual(layout.lineHeight, height, accuracy: 1e-9)
        XCTAssertEqual(layout.lastBaseline, ascent + height, accuracy: 1e-9)
        let doubled = try typesetter.layout("Ag", style: TextStyle(size: 20, lineHeightMultiple: 2))
        XCTAssertEqual(doubled.lineHeight, 2 * height, accuracy: 1e-9)
        XCTAssertEqual(doubled.firstBaseline, height / 2 + ascent, accuracy: 1e-9)
    }

    func testEmptyTextHasZeroSize() throws {
        let layout = try typesetter.layout("", style: TextStyle(size: 17), width: 100)
        XCTAssertEqual(layout.size.width, 0)
        XCTAssertEqual(layout.size.height, 0)
        XCTAssertTrue(layout.lines.isEmpty)
    }

    func testInvalidUTF8BecomesReplacementCharacters() throws {
        let layout = try typesetter.layout(utf8: [0x61, 0xFF, 0x62, 0xC3], style: TextStyle(size: 17))
        XCTAssertEqual(layout.lines[0].clusters.count, 4)
        XCTAssertEqual(layout.missingCharacters, [])
    }

    func testBadSizesAndHugeTextAreRefused() {
        XCTAssertThrowsError(try typesetter.layout("a", style: TextStyle(size: 0)))
        XCTAssertThrowsError(try typesetter.layout("a", style: TextStyle(size: .nan)))
        XCTAssertThrowsError(try typesetter.layout(String(repeating: "a", count: Typesetter.maxTextBytes + 1), style: TextStyle(size: 17))) { error in
            // The length is counted in UTF-8 bytes, and the message says so.
            XCTAssertEqual("\(error)", "text of 1048577 bytes (UTF-8) is more than the limit of 1048576 bytes a paragraph")
        }
    }

    func testLongParagraphLaysOut() throws {
        // 100,000 characters: the layout runs through (its time is measured by popsnap-bench, not here).
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 3704)
        let layout = try typesetter.layout(text, style: TextStyle(size: 15), width: 300)
        XCTAssertGreaterThan(layout.lines.count, 1000)
        XCTAssertEqual(lineTexts(text, layout).joined(), text)
    }
}
