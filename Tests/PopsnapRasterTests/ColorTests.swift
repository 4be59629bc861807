import XCTest
@testable import PopsnapRaster
final class ColorTests: XCTestCase { func testHex() throws { XCTAssertEqual(try Color(parsing: "#FFCC00").premultiplied, Pixel(r: 255, g: 204, b: 0, a: 255)) } }
