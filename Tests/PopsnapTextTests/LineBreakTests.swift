import XCTest
@testable import PopsnapText

/// The text with "|" where a line may break and "‖" where it must; the end of text, always a
/// mandatory break, is checked here and left out of the result.
private func marked(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let clusters = Array(text)
    let opportunities = LineBreaking.opportunities(clusters)
    XCTAssertEqual(opportunities.count, clusters.count + 1, "one per boundary", file: file, line: line)
    XCTAssertEqual(opportunities.first, LineBreakOpportunity.none, "LB2: never at the start", file: file, line: line)
    XCTAssertEqual(opportunities.last, clusters.isEmpty ? LineBreakOpportunity.none : .mandatory, "LB3", file: file, line: line)
    var result = ""
    for (i, cluster) in clusters.enumerated() {
        switch opportunities[i] {
        case .allowed: result += "|"
        case .mandatory: result += "‖"
        case .none: break
        }
        result.append(cluster)
    }
    return result
}

final class LineBreakTests: XCTestCase {
    func testEmptyTextHasOnlyItsEnd() {
        XCTAssertEqual(LineBreaking.opportunities([]), [.none])
        XCTAssertEqual(LineBreaking.opportunities(["a"]), [.none, .mandatory])
    }

    func testBreaksAfterSpacesNeverBeforeThem() {
        XCTAssertEqual(marked("Sorry, that email address is already used!"),
                       "Sorry, |that |email |address |is |already |used!")
        XCTAssertEqual(marked("a   b"), "a   |b")
        XCTAssertEqual(marked(" a"), " |a")
    }

    func testOtherSpacesBreakAfterButNotBefore() {
        XCTAssertEqual(marked("a\tb"), "a\t|b")
        XCTAssertEqual(marked("日本\u{3000}語"), "日|本\u{3000}|語")
    }

    func testHardNewlinesAreMandatory() {
        XCTAssertEqual(marked("one\ntwo"), "one\n‖two")
        XCTAssertEqual(marked("a\rb"), "a\r‖b")
        XCTAssertEqual(marked("a\n\nb"), "a\n‖\n‖b")
        for separator in ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            XCTAssertEqual(marked("a\(separator)b"), "a\(separator)‖b", separator.debugDescription)
        }
    }

    func testCarriageReturnLineFeedIsOneBreak() {
        let clusters = Array("a\r\nb")
        XCTAssertEqual(clusters.count, 3)
        XCTAssertEqual(LineBreaking.opportunities(clusters), [.none, .none, .mandatory, .mandatory])
    }

    func testNoBreakBeforeANewlineEvenAfterSpaces() {
        XCTAssertEqual(LineBreaking.opportunities(Array("end \n")), [.none, .none, .none, .none, .none, .mandatory])
    }

    func testHyphensBreakAfter() {
        XCTAssertEqual(marked("well-known"), "well-|known")
        XCTAssertEqual(marked("pages 10-15"), "pages |10-15")
        XCTAssertEqual(marked("call 555-1234"), "call |555-1234")
        XCTAssertEqual(marked("a\u{2010}b"), "a\u{2010}|b")
        XCTAssertEqual(marked("A\u{2013}B"), "A\u{2013}|B")
    }

    func testMinusSignStaysWithItsNumber() {
        XCTAssertEqual(marked("-5"), "-5")
        XCTAssertEqual(marked("a -5"), "a |-5")
        XCTAssertEqual(marked("(-5)"), "(-5)")
        XCTAssertEqual(marked("“-5”"), "“-5”")
    }

    func testWordInitialHyphenStaysWithItsWord() {
        XCTAssertEqual(marked("-foo"), "-foo")
        XCTAssertEqual(marked("x -foo"), "x |-foo")
        XCTAssertEqual(marked("\u{2010}foo"), "\u{2010}foo")
    }

    func testSoftHyphenBreaksAfter() {
        XCTAssertEqual(marked("co\u{AD}operate"), "co\u{AD}|operate")
        XCTAssertEqual(marked("pre-\u{AD}fix"), "pre-\u{AD}|fix")
    }

    func testNonBreakingHyphenDoesNotBreak() {
        XCTAssertEqual(marked("a\u{2011}b"), "a\u{2011}b")
    }

    func testEmDashBreaksOnBothSidesButNotInARun() {
        XCTAssertEqual(marked("yes\u{2014}no"), "yes|\u{2014}|no")
        XCTAssertEqual(marked("a\u{2014}\u{2014}b"), "a|\u{2014}\u{2014}|b")
    }

    func testNoBreakSpaceAndWordJoinerGlue() {
        for glue in ["\u{A0}", "\u{202F}", "\u{2007}", "\u{2060}", "\u{FEFF}"] {
            XCTAssertEqual(marked("10\(glue)km"), "10\(glue)km", glue.debugDescription)
            XCTAssertEqual(marked("日\(glue)本"), "日\(glue)本", glue.debugDescription)
        }
    }

    func testZeroWidthSpaceBreaksAfter() {
        XCTAssertEqual(marked("foo\u{200B}bar"), "foo\u{200B}|bar")
        XCTAssertEqual(marked("a\u{200B} b"), "a\u{200B} |b")
    }

    func testZeroWidthSpaceBreaksEvenBeforeWhatNeverStartsALine() {
        XCTAssertEqual(marked("a\u{200B}!"), "a\u{200B}|!")
        XCTAssertEqual(marked("a\u{200B} !"), "a\u{200B} |!")
    }

    func testNoBreakSpaceAfterASpaceMayStartALine() {
        XCTAssertEqual(marked("a \u{A0}b"), "a |\u{A0}b")
    }

    func testJapaneseBreaksBetweenIdeographsAndKana() {
        XCTAssertEqual(marked("日本語のテキスト"), "日|本|語|の|テ|キ|ス|ト")
    }

    func testJapaneseSmallKanaAndMarksNeverStartALine() {
        XCTAssertEqual(marked("ちょっと待って。"), "ちょっ|と|待っ|て。")
        XCTAssertEqual(marked("チョコレート"), "チョ|コ|レー|ト")
        XCTAssertEqual(marked("時々"), "時々")
    }

    func testJapanesePunctuation() {
        XCTAssertEqual(marked("「はい」、どうぞ。"), "「は|い」、|ど|う|ぞ。")
        XCTAssertEqual(marked("（注）です"), "（注）|で|す")
        XCTAssertEqual(marked("本当！？"), "本|当！？")
    }

    func testClosingBracketKeepsNonstartersAfterSpaces() {
        XCTAssertEqual(marked("「はい」 ー"), "「は|い」 ー")
    }

    func testHangulBreaksBetweenSyllables() {
        XCTAssertEqual(marked("한국어 문장"), "한|국|어 |문|장")
    }

    func testLettersNextToIdeographsBreak() {
        XCTAssertEqual(marked("Popsnap日本"), "Popsnap|日|本")
        XCTAssertEqual(marked("日本Popsnap"), "日|本|Popsnap")
    }

    func testNoBreakBeforeClosingPunctuation() {
        XCTAssertEqual(marked("(hello) world"), "(hello) |world")
        XCTAssertEqual(marked("[a] {b}"), "[a] |{b}")
        XCTAssertEqual(marked("Hello !"), "Hello !")
        XCTAssertEqual(marked("Really?!"), "Really?!")
    }

    func testNoBreakBeforeEllipsis() {
        XCTAssertEqual(marked("Wait… what"), "Wait… |what")
    }

    func testNoBreakAfterOpeningPunctuationEvenBeforeSpaces() {
        XCTAssertEqual(marked("a ( b"), "a |( b")
        XCTAssertEqual(marked("« (voir)"), "« (voir)")
    }

    func testLettersAndNumbersGlueToNarrowParentheses() {
        for text in ["f(x)", "2(x+1)", "(s)he", "(555)123"] {
            XCTAssertEqual(marked(text), text)
        }
        XCTAssertEqual(marked("Popsnap（β）"), "Popsnap|（β）")
    }

    func testBreakBeforeClassKeepsWhatFollows() {
        XCTAssertEqual(marked("ˈæpəl ˈpaɪ"), "ˈæpəl |ˈpaɪ")
    }

    func testInvertedMarksOpenSpanishSentences() {
        XCTAssertEqual(marked("¿Qué pasa? ¡Hola!"), "¿Qué |pasa? |¡Hola!")
        XCTAssertEqual(marked("¡ Hola !"), "¡ Hola !")
    }

    func testQuotationMarksStayWithTheirText() {
        XCTAssertEqual(marked("\"Hello\" she said"), "\"Hello\" |she |said")
        XCTAssertEqual(marked("«Bonjour» dit-il"), "«Bonjour» |dit-|il")
    }

    func testNumbersStayWhole() {
        for number in ["3.14", "$5", "5%", "a,b", "1,000.50", "¥500", "€5", "50°", "-5%"] {
            XCTAssertEqual(marked(number), number)
        }
        XCTAssertEqual(marked("Pay $5 now, 5% off"), "Pay |$5 |now, |5% |off")
    }

    func testLettersAndDigitsStayTogether() {
        XCTAssertEqual(marked("iPhone15 4K"), "iPhone15 |4K")
    }

    func testPrefixAndPostfixGlueToLettersAndIdeographs() {
        for text in ["$USD", "US$5", "%d", "abc%", "%1$s", "＄１", "１％"] {
            XCTAssertEqual(marked(text), text)
        }
    }

    func testPrefixAndPostfixGlueOnlyToNumbers() {
        XCTAssertEqual(marked("(5)%"), "(5)%")
        XCTAssertEqual(marked("(a)%"), "(a)|%")
        XCTAssertEqual(marked("$(5)"), "$(5)")
        XCTAssertEqual(marked("$(a)"), "$|(a)")
    }

    func testSlashKeepsOnlyNumbersTogether() {
        XCTAssertEqual(marked("1/2"), "1/2")
        XCTAssertEqual(marked("a/1"), "a/|1")
        XCTAssertEqual(marked("and/or"), "and/|or")
    }

    func testInfixSeparatorAfterSpaceBreaksOnlyBeforeADigit() {
        XCTAssertEqual(marked("costs .5"), "costs |.5")
        XCTAssertEqual(marked("a .b"), "a .b")
    }

    func testGermanCompoundsBreakOnlyAtSpaces() {
        XCTAssertEqual(marked("Donaudampfschifffahrtsgesellschaftskapitän"), "Donaudampfschifffahrtsgesellschaftskapitän")
        XCTAssertEqual(marked("Rechtsschutzversicherungsgesellschaften sind teuer"),
                       "Rechtsschutzversicherungsgesellschaften |sind |teuer")
    }

    func testArabicBreaksOnlyAtSpaces() {
        XCTAssertEqual(marked("مرحبا بالعالم"), "مرحبا |بالعالم")
        XCTAssertEqual(marked("نعم، شكرا"), "نعم، |شكرا")
        XCTAssertEqual(marked("كيف حالك؟"), "كيف |حالك؟")
    }

    func testHebrewBreaksOnlyAtSpaces() {
        XCTAssertEqual(marked("שלום עולם"), "שלום |עולם")
        XCTAssertEqual(marked("שָׁלוֹם עוֹלָם"), "שָׁלוֹם |עוֹלָם")
    }

    func testThaiWithoutDictionaryBreaksOnlyAtSpaces() {
        XCTAssertEqual(marked("สวัสดีครับ ขอบคุณ"), "สวัสดีครับ |ขอบคุณ")
    }

    func testEmojiSequencesStayWholeAndBreakBetween() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        XCTAssertEqual(Array(family).count, 1)
        XCTAssertEqual(marked(family + "👍"), family + "|👍")
        XCTAssertEqual(marked("🇯🇵🇺🇸"), "🇯🇵|🇺🇸")
        XCTAssertEqual(marked("👍🏽👍🏿"), "👍🏽|👍🏿")
        XCTAssertEqual(marked("\u{2764}\u{FE0F}\u{2764}\u{FE0F}"), "\u{2764}\u{FE0F}|\u{2764}\u{FE0F}")
        XCTAssertEqual(marked("\u{260E}\u{FE0F}\u{260E}\u{FE0F}"), "\u{260E}\u{FE0F}|\u{260E}\u{FE0F}")
        XCTAssertEqual(marked("\u{260E}\u{260E}"), "\u{260E}\u{260E}")
        XCTAssertEqual(marked("ok👍"), "ok|👍")
        XCTAssertEqual(marked("Done 👍!"), "Done |👍!")
    }

    func testCombiningMarksStayInTheirCluster() {
        XCTAssertEqual(Array("e\u{301}").count, 1)
        XCTAssertEqual(marked("Cafe\u{301} ole\u{301}"), "Cafe\u{301} |ole\u{301}")
        // A space carrying a mark shows as the mark: a letter (LB10), glued to the letters around it.
        XCTAssertEqual(marked("x \u{301}y"), "x \u{301}y")
    }
}
