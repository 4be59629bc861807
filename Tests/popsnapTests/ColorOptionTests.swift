import Foundation
import XCTest
import PopsnapTestSupport

/// Colours in specs and on the command line: CSS's grammar, and messages that say what is wrong.
final class ColorOptionTests: TemporaryFolderTestCase {
    func testABadColourInASpecSaysWhy() throws {
        let spec = folder.appendingPathComponent("s.json")
        try Data(#"{"popup": {"kind": "hud"}, "background": "rgb(5.,0,0)"}"#.utf8).write(to: spec)
        let r = try RunPopsnap.run(["render", "s.json", "-o", "out.png"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, #"popsnap render: s.json:1:42: background: expected a colour (#RRGGBB, #RRGGBBAA, rgb(…), hsl(…) or a system colour such as systemBlue), found "rgb(5.,0,0)": "5." is not a number"# + "\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    func testHSLRendersAsItsRGB() throws {
        let hsl = try RunPopsnap.run(["render", "--kind", "hud", "--background", "hsl(120, 100%, 25%)", "-o", "hsl.png"], in: folder)
        XCTAssertEqual(hsl.status, 0, hsl.err)
        // By CSS Color 4's hslToRgb, exactly half green.
        let rgb = try RunPopsnap.run(["render", "--kind", "hud", "--background", "rgb(0% 50% 0%)", "-o", "rgb.png"], in: folder)
        XCTAssertEqual(rgb.status, 0, rgb.err)
        XCTAssertEqual(FileManager.default.contents(atPath: folder.appendingPathComponent("hsl.png").path),
                       FileManager.default.contents(atPath: folder.appendingPathComponent("rgb.png").path))
    }
}
