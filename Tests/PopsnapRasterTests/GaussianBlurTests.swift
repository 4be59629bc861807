import Dispatch
import PopsnapTestSupport
import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class GaussianBlurTests: XCTestCase {
    /// Premultiplied noise: every pixel independent, the hardest case for a kernel that is not exactly Gaussian.
    func noise(width: Int, height: Int, seed: UInt64) throws -> Image {
        var random = SplitMix(seed: seed)
        var bytes = [UInt8]()
        for _ in 0..<(width * height) {
            let a = UInt8(random.below(256))
            for _ in 0..<3 { bytes.append(UInt8(random.below(Int(a) + 1))) }
            bytes.append(a)
        }
        return try Image(width: width, height: height, premultipliedRGBA: bytes)
    }

    /// Hard-edged shapes on a transparent image, a step right at each edge included.
    func shapes(width: Int, height: Int) throws -> Image {
        var shapes = Canvas(try Image(width: width, height: height))
        let (w, h) = (Double(width), Double(height))
        shapes.fill(.rect(Rect(x: 0.07 * w, y: 0.13 * h, width: 0.4 * w, height: 0.45 * h)), with: .solid(Color(red: 0.9, green: 0.2, blue: 0.1)))
        shapes.fill(.roundedRect(RoundedRect(rect: Rect(x: 0.53 * w, y: 0.33 * h, width: 0.4 * w, height: 0.55 * h), cornerRadius: 0.08 * w)),
                    with: .solid(Color(white: 1, alpha: 0.6)))
        shapes.fill(.rect(Rect(x: 0, y: 0, width: 3, height: h)), with: .solid(.black))
        shapes.fill(.rect(Rect(x: 0, y: h - 1, width: w, height: 1)), with: .solid(Color(red: 0.1, green: 0.3, blue: 1)))
        return shapes.image
    }

    /// Noise, and hard-edged shapes on a transparent image, at small and large σ, on every pixel and
    /// on the coarse grid wide blurs run on: every byte within 1/255 of the exact Gaussian, edges
    /// included (both clamp).
    func testWithinOneLevelOfTheTrueGaussian() throws {
        let cases: [(Image, Double)] = [
            (try noise(width: 90, height: 70, seed: 7), 1.5), (try noise(width: 90, height: 70, seed: 8), 4.0),
            (try shapes(width: 150, height: 90), 3.0), (try shapes(width: 150, height: 90), 12.0),
            (try noise(width: 150, height: 90, seed: 9), 20.0), (try shapes(width: 240, height: 200), 13.0),
            (try shapes(width: 240, height: 200), 30.0), (try noise(width: 240, height: 200, seed: 10), 30.0),
            (try shapes(width: 301, height: 203), 45.0), (try noise(width: 301, height: 203, seed: 11), 61.0),
            (try shapes(width: 300, height: 200), 90.0), (try noise(width: 300, height: 200, seed: 12), 90.0),
        ]
        for (image, sigma) in cases {
            let blurred = GaussianBlur(sigma: sigma).apply(to: image)
            let exact = DirectGaussian.blur(image, sigma: sigma)
            var worst = 0.0
            for i in exact.indices { worst = max(worst, abs(Double(blurred.pixels[i]) - exact[i])) }
            XCTAssertLessThanOrEqual(worst, 1.0, "σ \(sigma): \(worst)/255 from the exact Gaussian")
        }
    }

    func testFlatColourBlursToItselfExactly() throws {
        for color in [Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7), Color.white, Color(r8: 17, g8: 200, b8: 3)] {
            let flat = try Image(width: 130, height: 70, fill: color)
            for sigma in [0.8, 5, 45, 90.0] {
                XCTAssertEqual(GaussianBlur(sigma: sigma).apply(to: flat), flat, "σ \(sigma)")
            }
        }
    }

    /// Rows and columns are split in fixed pieces: running them in any order, on any threads, gives the same bytes.
    func testSameBytesAtAnyThreadCount() throws {
        let image = try noise(width: 200, height: 140, seed: 3)
        let blur = GaussianBlur(sigma: 6)
        let serial = blur.apply(to: image)
        let reversed = blur.apply(to: image) { n, body in for i in (0..<n).reversed() { body(i) } }
        let concurrent = blur.apply(to: image) { n, body in DispatchQueue.concurrentPerform(iterations: n, execute: body) }
        XCTAssertEqual(serial, reversed)
        XCTAssertEqual(serial, concurrent)
    }

    /// A blurred step keeps its middle, spreads by σ, and stays premultiplied.
    func testStepSpreadsBySigma() throws {
        var canvas = Canvas(try Image(width: 200, height: 4, fill: .black))
        canvas.fill(.rect(Rect(x: 100, y: 0, width: 100, height: 4)), with: .solid(.white))
        let blurred = GaussianBlur(sigma: 10).apply(to: canvas.image)
        // Φ(0.05) and Φ(0.95): the pixel centres 0.5 px and 9.5 px right of the edge.
        XCTAssertEqual(Int(blurred[100, 2].r), Int((0.5199 * 255).rounded()), accuracy: 1)
        XCTAssertEqual(Int(blurred[109, 2].r), Int((0.8289 * 255).rounded()), accuracy: 1)
        XCTAssertNil(Image.firstUnpremultiplied(blurred.pixels))
    }

    func testNarrowSigmaIsTheIdentity() throws {
        let image = try noise(width: 20, height: 10, seed: 1)
        XCTAssertEqual(GaussianBlur(sigma: 0).apply(to: image), image)
        XCTAssertEqual(GaussianBlur(sigma: .nan).apply(to: image), image)
    }
}
