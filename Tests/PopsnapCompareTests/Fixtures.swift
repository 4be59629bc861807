import PopsnapPNG
import PopsnapRaster
import Foundation
import PopsnapTestSupport
import XCTest
@testable import PopsnapCompare

/// pixelmatch's own fixtures (`PixelmatchFixtures`): a test using them skips where none are given.
enum Fixtures {
    /// The fixture `name`.png, decoded to straight RGBA as pixelmatch's tests decode it (pngjs).
    static func image(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> StraightImage {
        let path = try PixelmatchFixtures.folder().appendingPathComponent(name + ".png").path
        guard FileManager.default.fileExists(atPath: path) else {
            XCTFail("missing pixelmatch fixture \(path)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return try StraightImage(contentsOf: path)
    }
}

/// Where two images of one size first differ, and how many pixels do: for failure messages.
func pixelDifferences(_ a: StraightImage, _ b: StraightImage) -> (count: Int, first: String?) {
    guard a.width == b.width, a.height == b.height else { return (-1, "sizes \(a.size) and \(b.size)") }
    var count = 0
    var first: String?
    for y in 0..<a.height {
        for x in 0..<a.width where rgba(a, x, y) != rgba(b, x, y) {
            count += 1
            if first == nil { first = "(\(x), \(y)): \(rgba(a, x, y)) vs \(rgba(b, x, y))" }
        }
    }
    return (count, first)
}

/// An image of one straight colour.
func solid(_ width: Int, _ height: Int, _ pixel: (UInt8, UInt8, UInt8, UInt8)) -> StraightImage {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { bytes += [pixel.0, pixel.1, pixel.2, pixel.3] }
    return try! StraightImage(width: width, height: height, rgba: bytes)
}

/// One pixel's bytes, for assertions; empty when there is no image.
func rgba(_ image: StraightImage?, _ x: Int, _ y: Int) -> [UInt8] {
    guard let p = image?.pixel(x: x, y: y) else { return [] }
    return [p.r, p.g, p.b, p.a]
}
