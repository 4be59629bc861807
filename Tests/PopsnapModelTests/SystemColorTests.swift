import XCTest
import Popsnap
import PopsnapRaster

/// iOS's named colours, which live in Popsnap beside the themes, and the numeric forms
/// `Color(parsing:appearance:)` hands to the pixel engine unchanged.
final class SystemColorTests: XCTestCase {
    func p(_ s: String, _ appearance: Appearance = .light) throws -> Pixel { try Color(parsing: s, appearance: appearance).premultiplied }

    func testSystemColoursByAppearance() throws {
        XCTAssertEqual(try p("systemBlue"), Pixel(r: 0, g: 122, b: 255, a: 255))
        XCTAssertEqual(try p("systemBlue", .dark), Pixel(r: 10, g: 132, b: 255, a: 255))
        XCTAssertEqual(try p("label", .dark), Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(try p("systemGray6"), Pixel(r: 242, g: 242, b: 247, a: 255))
        XCTAssertEqual(try Color(parsing: "separator").alpha, 0.29, accuracy: 1e-12)
        XCTAssertEqual(try p("yellow"), Pixel(r: 255, g: 255, b: 0, a: 255))
        XCTAssertEqual(try p("darkGray"), Pixel(r: 85, g: 85, b: 85, a: 255))
        for name in ["systemRed", "systemGreen", "systemYellow", "systemGray", "systemGray2", "systemGray3", "systemGray4",
                     "systemGray5", "secondaryLabel", "systemBackground", "secondarySystemBackground"] {
            XCTAssertNoThrow(try Color(parsing: name), name)
        }
    }

    func testNamesAroundWhitespaceAreFound() throws {
        XCTAssertEqual(try p(" white "), Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(try p("\tsystemBlue\n", .dark), Pixel(r: 10, g: 132, b: 255, a: 255))
    }

    /// Anything that is not a name is the pixel engine's to read, with its value and its message.
    func testNumericFormsAreThePixelEngines() throws {
        for s in ["#FFCC00", "#fc0", "  #ffffff  ", "rgba(0, 0, 0, 0.3)", "rgb(100% 0% 0% / 50%)", "RGBA(10,20,30,1)"] {
            XCTAssertEqual(try Color(parsing: s, appearance: .dark), try Color(parsingHexOrRGB: s), s)
        }
        for bad in ["#12", "#GGHHII", "rgb(1, 2)", "rgb(300, 0, 0)", "hsl(0, 0, 0)", "rgb(a, b, c)"] {
            XCTAssertEqual(parseError { () throws(RasterError) in try Color(parsing: bad) },
                           parseError { () throws(RasterError) in try Color(parsingHexOrRGB: bad) }, bad)
        }
    }

    /// A word that is no colour is told every form, names included.
    func testUnknownWordsAreToldTheNames() {
        for bad in ["bluish", "", "  ", "systemblue", "1E90FF", "rgb 1 2 3)"] {
            XCTAssertEqual(parseError { () throws(RasterError) in try Color(parsing: bad) },
                           .invalidColor(bad, reason: "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(…), rgba(…), hsl(…), hsla(…) or a system colour name such as systemBlue"),
                           bad)
        }
    }

    private func parseError(_ body: () throws(RasterError) -> Color) -> RasterError? {
        do { _ = try body(); return nil } catch { return error }
    }
}
