import XCTest
@testable import PopsnapRaster

final class ColorTests: XCTestCase {
    func p(_ s: String) throws -> Pixel { try Color(parsingHexOrRGB: s).premultiplied }

    func testHexForms() throws {
        XCTAssertEqual(try p("#FFCC00"), Pixel(r: 255, g: 204, b: 0, a: 255))
        XCTAssertEqual(try p("#fc0"), Pixel(r: 255, g: 204, b: 0, a: 255))
        XCTAssertEqual(try p("#0008"), Pixel(r: 0, g: 0, b: 0, a: 136))
        XCTAssertEqual(try p("#FF000080"), Pixel(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(try p("  #ffffff  "), Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    func testFunctionalForms() throws {
        XCTAssertEqual(try p("rgb(255, 0, 0)"), Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(try p("rgba(0, 0, 0, 0.3)"), Pixel(r: 0, g: 0, b: 0, a: 77))
        XCTAssertEqual(try p("rgb(100% 0% 0% / 50%)"), Pixel(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(try p("RGBA(10,20,30,1)"), Pixel(r: 10, g: 20, b: 30, a: 255))
    }

    func testErrorsQuoteTheText() {
        for bad in ["#12", "#GGHHII", "rgb(1, 2)", "rgb(300, 0, 0)", "rgba(0,0,0,2)", "hsl(0, 0, 0)", "bluish", "systemBlue", "", "rgb(a, b, c)"] {
            XCTAssertThrowsError(try Color(parsingHexOrRGB: bad), bad) { error in
                XCTAssertTrue("\(error)".contains("\"\(bad)\""), "\(error)")
            }
        }
    }

    /// CSS Syntax 3's number: `5.`, hexadecimal, `p` exponents, `inf` and a bare `e` are not numbers.
    func testNumbersAreCSSNumbers() throws {
        let notNumbers = ["rgb(0x10,0x1p4,0)": "0x10", "rgb(5.,0,0)": "5.", "rgb(inf, 0, 0)": "inf", "rgb(1e, 0, 0)": "1e",
                          "rgb(0, 0x1p4, 0)": "0x1p4", "rgb(1 2 3 / 0x1)": "0x1", "rgb(nan 0 0)": "nan", "rgb(1_0, 0, 0)": "1_0"]
        assertInvalid(notNumbers.mapValues { "\"\($0)\" is not a number" })
        XCTAssertEqual(try p("rgb(.5e2, +2E1, 1e+1)"), Pixel(r: 50, g: 20, b: 10, a: 255))
        XCTAssertEqual(try p("rgb(1e2 0 0 / .5)"), Pixel(r: 50, g: 0, b: 0, a: 128))
        XCTAssertEqual(try p("rgb(0.0 -0 0 / 100%)"), Pixel(r: 0, g: 0, b: 0, a: 255))
        assertInvalid(["rgb(1e999, 0, 0)": "\"1e999\" is not a number"])
    }

    func testLegacyAndModernForms() throws {
        XCTAssertEqual(try p("rgb(none 255 0)"), Pixel(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(try p("rgb(100% 0 0)"), Pixel(r: 255, g: 0, b: 0, a: 255))
        let wrong: [String: String] = [
            "rgb(100%, 0, 0)": "with commas, the components are all numbers or all percentages (with spaces they may mix)",
            "rgb(none, 0, 0)": "\"none\" is not a number",
            "rgb(1, 2, 3,)": "expected values separated by commas, or by spaces with \"/\" before alpha",
            "rgb(1, 2 3)": "expected values separated by commas, or by spaces with \"/\" before alpha",
            "rgb(1 2 3 / 1 / 1)": "more than one \"/\"",
            "rgb(1 2 / 1)": "expected 3 colour components and an optional alpha, found 3 values",
            "rgb(1, 2, 3, 4, 5)": "expected 3 colour components and an optional alpha, found 5 values",
            "rgb(90deg 0 0)": "\"90deg\" is not a number",
        ]
        assertInvalid(wrong)
    }

    /// Expected values from CSS Color 4's sample `hslToRgb`, rounded to 8 bits.
    func testHSL() throws {
        XCTAssertEqual(try p("hsl(0, 100%, 50%)"), Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(try p("hsl(120 100% 25%)"), Pixel(r: 0, g: 128, b: 0, a: 255))
        XCTAssertEqual(try p("HSLA(240, 100%, 50%, 0.5)"), Pixel(r: 0, g: 0, b: 128, a: 128))
        XCTAssertEqual(try p("hsl(0.5turn 100 50 / 50%)"), Pixel(r: 0, g: 128, b: 128, a: 128))
        XCTAssertEqual(try p("hsl(-120deg 100% 50%)"), try p("hsl(240deg 100% 50%)"))
        XCTAssertEqual(try p("hsl(400grad 100% 50%)"), try p("hsl(0 100% 50%)"))
        XCTAssertEqual(try p("hsl(3.14159265358979rad 100% 50%)"), try p("hsl(180 100% 50%)"))
        XCTAssertEqual(try p("hsl(30 100% 50%)"), Pixel(r: 255, g: 128, b: 0, a: 255))
        XCTAssertEqual(try p("hsl(none none 100%)"), Pixel(r: 255, g: 255, b: 255, a: 255))
        let wrong: [String: String] = [
            "hsl(0, 100, 50%)": "\"100\" is not a percentage (with commas, hsl() takes saturation and lightness as percentages)",
            "hsl(red, 100%, 50%)": "\"red\" is not a hue (a number of degrees, or an angle in deg, grad, rad or turn)",
            "hsl(10px 100% 50%)": "\"10px\" is not a hue (a number of degrees, or an angle in deg, grad, rad or turn)",
            "hsl(0 101% 50%)": "\"101%\" is outside 0% to 100%",
            "hsl(0 100% 50% / 2)": "\"2\" is outside 0 to 1",
        ]
        assertInvalid(wrong)
    }

    /// Each text is refused with its reason.
    func assertInvalid(_ reasons: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        for (text, reason) in reasons {
            XCTAssertThrowsError(try Color(parsingHexOrRGB: text), text, file: file, line: line) { error in
                XCTAssertEqual(error as? RasterError, .invalidColor(text, reason: reason), file: file, line: line)
            }
        }
    }

    func testDescriptionRoundTrips() throws {
        for s in ["#1E6FD9", "#00000080", "#FFFFFF"] {
            XCTAssertEqual(try Color(parsingHexOrRGB: s).description, s)
        }
    }
}
