import Foundation
import XCTest
import PopsnapTestSupport

/// The hud's `style` from the command line: a wrong style or a key of another style is bad input (status 2,
/// nothing written); MBProgressHUD's labels and button come from --title, --message and --button.
final class HUDStyleCommandTests: TemporaryFolderTestCase {
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testAKeyOfAnotherStyleIsBadInputAndWritesNothing() throws {
        try write("jk.json", #"{"scale": 1, "popup": {"kind": "hud", "details": "Parsing"}}"#)
        let r = try RunPopsnap.run(["render", "jk.json", "-o", "jk.png"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, #"popsnap render: jk.json:1:50: popup.details: style "jkprogresshud" takes no "details" (its keys are "kind", "style", "mode", "progress", "label"); styles "mbprogresshud" and "jgprogresshud" take it"# + "\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("jk.png").path))
    }

    func testTheOptionsGiveMBProgressHUDsLabelsAndButton() throws {
        try write("mb.json", #"{"scale": 1, "canvas": {"width": 320, "height": 480}, "popup": {"kind": "hud", "style": "mbprogresshud", "mode": "text"}}"#)
        let r = try RunPopsnap.run(["layout", "mb.json", "--title", "Loading…", "--message", "Parsing", "--button", "Cancel"], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
        for path in ["container/content/label", "container/content/details", "container/content/button"] {
            XCTAssertTrue(r.out.contains(#""path": "\#(path)""#), path + "\n" + r.out)
        }
        let two = try RunPopsnap.run(["layout", "mb.json", "--button", "Cancel", "--button", "Retry"], in: folder)
        XCTAssertEqual(two.status, 2)
        XCTAssertEqual(two.err, "popsnap layout: <options>: --button: expected at most one button (MBProgressHUD has one, for cancelling), found 2\n")
    }
}
