import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapPNG

/// Issue 9 through the binary: limits and conflicting options exit 2 with the real figures, the option
/// that raises the limit, and no output file.
final class LimitsCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Runs popsnap in the folder and checks it failed as bad input with exactly `message` and wrote nothing.
    func assertRefused(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = try RunPopsnap.run(arguments, in: folder)
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertEqual(result.err, message, file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), before, file: file, line: line)
    }

    func testLimitsNameTheFigureAndTheOptionThatRaisesIt() throws {
        let shadow = #"{"type": "box", "shadow": {"color": "black", "radius": 2000}}"#
        try write("shadows.json", #"{"popup": {"kind": "custom", "root": {"type": "vstack", "children": ["#
                  + Array(repeating: shadow, count: 1000).joined(separator: ",") + "]}}}")
        try assertRefused(["render", "shadows.json", "-o", "out.png"],
                          "popsnap render: shadows.json: popup.root: 1000 shadows over the 1179 x 2556 px canvas are 3013.6 megapixels "
                              + "of shadow, more than the limit of 200 megapixels; raise it with --max-shadow-megapixels N\n")
        // The option raises it (layout, so nothing is painted).
        let raised = try RunPopsnap.run(["layout", "shadows.json", "--max-shadow-megapixels", "3014"], in: folder)
        XCTAssertEqual(raised.status, 0, raised.err)

        var nested = #"{"type": "box"}"#
        for _ in 1..<20 { nested = #"{"type": "vstack", "opacity": 0.9, "children": ["# + nested + "]}" }
        try write("layers.json", #"{"popup": {"kind": "custom", "root": "# + nested + "}}")
        try assertRefused(["render", "layers.json", "-o", "out.png"],
                          "popsnap render: layers.json: popup.root: the popup has 19 elements with an opacity below 1, each a layer, "
                              + "more than the limit of 16; raise it with --max-layers N\n")
        XCTAssertEqual(try RunPopsnap.run(["layout", "layers.json", "--max-layers", "19"], in: folder).status, 0)
        try assertRefused(["layout", "layers.json", "--max-layers", "0"],
                          "popsnap layout: --max-layers expects a whole number from 1 to 10000, found \"0\"\nRun 'popsnap layout --help' for usage.\n")
    }

    func testAnAnimationCountsEveryPaintingOfThePopup() throws {
        // 10 shadows are 30 megapixels a painting; appear repaints the zooming popup on 24 of its 25 frames.
        let shadow = #"{"type": "box", "width": 10, "height": 10, "shadow": {"color": "black", "radius": 20}}"#
        try write("zoom.json", #"{"popup": {"kind": "custom", "root": {"type": "vstack", "children": ["#
                  + Array(repeating: shadow, count: 10).joined(separator: ",") + "]}}}")
        XCTAssertEqual(try RunPopsnap.run(["layout", "zoom.json"], in: folder).status, 0)
        try assertRefused(["animate", "zoom.json", "--transition", "appear", "-o", "zoom.apng"],
                          "popsnap animate: zoom.json: popup.root: 10 shadows over the 1179 x 2556 px canvas, painted 25 times, "
                              + "are 753.4 megapixels of shadow, more than the limit of 200 megapixels; "
                              + "raise it with --max-shadow-megapixels N\n")
    }

    func testA52MBSpecIsRefusedWithItsRealSizeBeforeReading() throws {
        let path = folder.appendingPathComponent("big.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 52 << 20)
        try handle.close()
        try assertRefused(["render", "big.json", "-o", "out.png"],
                          "popsnap render: big.json: the file is 54525952 bytes, more than the limit of 1048576 bytes; "
                              + "raise it with --max-spec-bytes BYTES\n")
    }

    func testTreeDepthIsReportedInElements() throws {
        var root = #"{"type": "box"}"#
        for _ in 1..<98 { root = #"{"type": "vstack", "children": ["# + root + "]}" }
        try write("deep.json", #"{"popup": {"kind": "custom", "root": "# + root + "}}")
        try assertRefused(["layout", "deep.json"],
                          "popsnap layout: deep.json:1:38: popup.root: the element tree is 98 elements deep, more than the limit of 64; "
                              + "raise it with --max-tree-depth N\n")
    }

    func testFiftyThousandButtonsMeetTheSpecsRule() throws {
        try assertRefused(["layout", "--kind", "system-alert"] + Array(repeating: ["--button", "OK"], count: 50_000).flatMap { $0 },
                          "popsnap layout: <options>: --button: expected 1 to 32 actions, found 50000\n")
    }

    func testFramesShardsAndImagesSayTheRealNumbers() throws {
        let spec = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        try assertRefused(["animate", spec, "--duration", "1e300", "-o", "out.apng"],
                          "popsnap animate: frames: 1e+300 s at 60 fps is 6e+301 frames, more than the limit of 1000; "
                              + "raise it with --max-frames N\n")
        try write("hud.json", #"{"popup": {"kind": "hud"}}"#)
        let shard = try RunPopsnap.run(["verify", "hud.json", "--shard", "0/0"], in: folder)
        XCTAssertEqual(shard.status, 2)
        XCTAssertEqual(shard.err, "popsnap verify: shard 0/0: the number of shards must be 1 or more, found 0\n")
        XCTAssertEqual(try RunPopsnap.run(["verify", "hud.json", "--shard", "5/4"], in: folder).err,
                       "popsnap verify: shard 5/4: the shard must be from 1 to 4, found 5\n")

        // A PNG whose header declares 20000 x 1 px: refused from the header, in the CLI's own terms.
        try Data(Self.pngHeader(width: 20_000, height: 1)).write(to: folder.appendingPathComponent("wide.png"))
        try assertRefused(["render", "--kind", "hud", "--background", "wide.png", "-o", "out.png"],
                          "popsnap render: <options>: --background: expected a PNG file, but wide.png: PNG declares 20000 x 1 px, "
                              + "beyond the limits of 16384 px a side and 256 MiB a buffer; scale the image down: Popsnap reads no image "
                              + "larger than the largest canvas it draws\n")
    }

    func testConflictingOptionsAreErrors() throws {
        try assertRefused(["render", "--kind", "hud", "--title", "Loading", "--message", "Please wait", "-o", "out.png"],
                          "popsnap render: <options>: --title, --message: a HUD has one label; give a title or a message, not both\n")
        let spec = ReferenceImage.snapshots.appendingPathComponent("alert.json").path
        let usage = "\nRun 'popsnap animate --help' for usage.\n"
        try assertRefused(["animate", spec, "--damping", "0.5", "-o", "out.apng"],
                          "popsnap animate: --damping shapes a spring; it needs --curve spring" + usage)
        try assertRefused(["animate", spec, "--transition", "spin", "--curve", "linear", "-o", "out.apng"],
                          "popsnap animate: --curve linear has no effect on the spin transition, which keeps seed 002's timing" + usage)
        try assertRefused(["animate", spec, "--from", spec, "--to", spec, "-o", "out.apng"],
                          "popsnap animate: --to names the spec to cross-fade to, and so does \(spec); give one of them" + usage)
        try assertRefused(["animate", "--kind", "hud", "--from", spec, "-o", "out.apng"],
                          "popsnap animate: --kind hud describes a popup without a spec file; --from cross-fades between spec files" + usage)
        try assertRefused(["animate", spec, "--filmstrip", "2", "--loop-count", "3", "--scale", "1", "-o", "strip.png"],
                          "popsnap animate: --loop-count sets how often an APNG, a GIF or a WebP plays; with --at, --filmstrip or a folder there is no animation" + usage)
    }

    /// A PNG signature, an IHDR declaring `width` x `height` RGBA pixels, an empty IDAT (libpng reads up to
    /// it before the size is known) and IEND: no pixel data needed, since the size is refused first.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(body.withUnsafeBytes { CRC32.checksum($0) })
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + chunk("IEND", [])
    }
}
