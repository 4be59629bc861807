import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// `--device` and `--orientation` through the built binary: the canvas turns, the scale is the device's
/// unless given, and bad names are refused with a suggestion and nothing written.
final class OrientationCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    private func size(_ args: [String]) throws -> (Int, Int)? {
        let result = try RunPopsnap.run(["render", "--kind", "system-alert", "--title", "Title", "--button", "OK"] + args + ["-o", "o.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        guard result.status == 0 else { return nil }
        let image = try PNG.read(contentsOf: folder.appendingPathComponent("o.png").path)
        return (image.width, image.height)
    }

    func testLandscapeTurnsTheDevicesCanvasAtItsScale() throws {
        // iPhone 11: 414 x 896 pt at 2x.
        XCTAssertEqual(try size(["--device", "iphone-11"]).map { [$0.0, $0.1] }, [828, 1792])
        XCTAssertEqual(try size(["--device", "iphone-11", "--orientation", "landscape"]).map { [$0.0, $0.1] }, [1792, 828])
        XCTAssertEqual(try size(["--device", "iphone-11", "--orientation", "landscape", "--scale", "1"]).map { [$0.0, $0.1] }, [896, 414])
        // The default device, iPhone 15 at 3x, turned.
        XCTAssertEqual(try size(["--orientation", "landscape"]).map { [$0.0, $0.1] }, [2556, 1179])
    }

    func testLandscapeOfASpecFileAndOfItsDevice() throws {
        try Data(#"{"canvas": "iphone-16-pro", "scale": 1, "popup": {"kind": "hud"}}"#.utf8).write(to: folder.appendingPathComponent("s.json"))
        let result = try RunPopsnap.run(["render", "s.json", "--orientation", "landscape", "-o", "o.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        let image = try PNG.read(contentsOf: folder.appendingPathComponent("o.png").path)
        XCTAssertEqual([image.width, image.height], [874, 402])
    }

    func testBadDevicesAndOrientationsExitTwo() throws {
        for (args, expected) in [(["--device", "iphone-16-pro-maxx"], #"did you mean "iphone-16-pro-max"?"#),
                                 (["--orientation", "sideways"], "--orientation"),
                                 (["--size", "300x200", "--orientation", "landscape"], "--orientation: landscape turns a device")] {
            let result = try RunPopsnap.run(["render", "--kind", "hud"] + args + ["-o", "x.png"], in: folder)
            XCTAssertEqual(result.status, 2, "\(args)")
            XCTAssertTrue(result.err.contains(expected), "\(args): \(result.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
        }
    }
}
