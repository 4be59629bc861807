import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// `--exact` requires identical pixels, as its help says: decoded pixels, not file bytes, with no threshold.
final class ExactOptionTests: TemporaryFolderTestCase {
    /// An opaque 8 x 8 grey image, pixel (3, 4) red by `nudge` more, written as `name` with `compression`.
    func write(_ name: String, nudge: UInt8 = 0, compression: PNGCompression = .fast) throws -> String {
        var pixels = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = 120; pixels[i + 1] = 120; pixels[i + 2] = 120; pixels[i + 3] = 255 }
        pixels[(4 * 8 + 3) * 4] += nudge
        let image = try Image(width: 8, height: 8, premultipliedRGBA: pixels)
        let path = folder.appendingPathComponent(name).path
        try Data(try PNG.encode(image, compression: compression)).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testHelpSaysPixelsNotBytes() throws {
        for command in ["diff", "verify", "record"] {
            let help = try RunPopsnap.help(command)
            XCTAssertTrue(help.contains("--exact Pixels must be identical: any difference in any pixel's red, green, blue or alpha fails"), "\(command): \(help)")
            XCTAssertFalse(help.contains("Compare bytes"), command)
        }
    }

    func testTwoEncodingsOfOnePictureAreExactlyEqual() throws {
        let fast = try write("fast.png"), small = try write("small.png", compression: .smallest)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: fast)), try Data(contentsOf: URL(fileURLWithPath: small)), "the files' bytes differ")
        let r = try RunPopsnap.run(["diff", fast, small, "--exact", "--json"], in: folder)
        XCTAssertEqual(r.status, 0, r.out + r.err)
        XCTAssertTrue(r.out.contains("\"differentPixels\": 0"), r.out)
    }

    func testOneChannelOffByOneFailsOnlyWithExact() throws {
        let a = try write("a.png"), b = try write("b.png", nudge: 1)
        let loose = try RunPopsnap.run(["diff", a, b], in: folder)
        XCTAssertEqual(loose.status, 0, "pixelmatch's threshold forgives one step of red: \(loose.out)")
        let exact = try RunPopsnap.run(["diff", a, b, "--exact"], in: folder)
        XCTAssertEqual(exact.status, 1, exact.out + exact.err)
        XCTAssertTrue(exact.out.hasPrefix("fail: 1 of 64 px differ"), exact.out)
    }

    func testOptionsThatMeanNothingUnderExactAreRefused() throws {
        let a = try write("a.png")
        for (option, value) in [("--threshold", ["0.2"]), ("--include-aa", []), ("--alpha-background", ["white"])] {
            let r = try RunPopsnap.run(["diff", a, a, "--exact", option] + value + ["-o", "diff.png"], in: folder)
            XCTAssertEqual(r.status, 2, option)
            XCTAssertEqual(r.err, "popsnap diff: --exact and \(option) cannot be used together\nRun 'popsnap diff --help' for usage.\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("diff.png").path), "\(option): no diff image")
        }
        let verify = try RunPopsnap.run(["verify", folder.path, "--exact", "--threshold", "0.2"], in: folder)
        XCTAssertEqual(verify.status, 2)
        XCTAssertTrue(verify.err.hasPrefix("popsnap verify: --exact and --threshold cannot be used together\n"), verify.err)
    }
}
