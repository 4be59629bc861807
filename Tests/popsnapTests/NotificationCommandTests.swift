import XCTest
import Foundation
import PopsnapTestSupport
@testable import popsnap

/// `--kind notification` on the command line: `--title` and `--message` give the banner, `--button` is
/// refused with exit status 2 and nothing written.
final class NotificationCommandTests: TemporaryFolderTestCase {
    private func run(_ arguments: [String]) -> (ExitStatus, String, String) {
        var output = Output.capturing()
        let status = CLI(registry: .standard).run(arguments, output: &output)
        return (status, output.capturedOutput, output.capturedError)
    }

    func testAButtonIsRefusedAndNothingWritten() {
        let target = folder.appendingPathComponent("banner.png").path
        let (status, out, err) = run(["render", "--kind", "notification", "--title", "Anna", "--button", "Reply", "-o", target])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "popsnap render: <options>: --button: expected no buttons (a notification banner shows its actions only when expanded), found 1\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no temporary left either")
    }

    func testTitleAndMessageMakeTheBanner() {
        let (status, out, err) = run(["layout", "--kind", "notification", "--title", "Anna", "--message", "Lunch?", "--ios", "18"])
        XCTAssertEqual(status, .success, err)
        XCTAssertTrue(out.contains(#""path": "container/content/texts/header/title""#), out)
        XCTAssertTrue(out.contains(#""description": "Lunch?""#), out)
        let (emptyStatus, _, emptyErr) = run(["layout", "--kind", "notification"])
        XCTAssertEqual(emptyStatus, .badInput)
        XCTAssertEqual(emptyErr, "popsnap layout: <options>: --title, --message: a notification needs a title or a body\n")
    }
}
