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
        for bad in ["#12", "#GGHHII", "rgb(1, 2)", "rgb(300, 0, 0)", "rgba(0,0,0,2)", "hsl(0, 0%, 0%)", "bluish", "systemBlue", "", "rgb(a, b, c)"] {
            XCTAssertThrowsError(try Color(parsingHexOrRGB: bad), bad) { error in
                XCTAssertTrue("\(error)".contains("\"\(bad)\""), "\(error)")
            }
        }
    }

    func testDescriptionRoundTrips() throws {
        for s in ["#1E6FD9", "#00000080", "#FFFFFF"] {
            XCTAssertEqual(try Color(parsingHexOrRGB: s).description, s)
        }
    }
}
