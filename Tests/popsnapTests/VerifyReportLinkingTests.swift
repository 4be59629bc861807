import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// `verify --report` of more failures than it shows in full: the first 50 embed their images, the others
/// link to their artifact files from where the page is.
final class VerifyReportLinkingTests: TemporaryFolderTestCase {
    let ci = ["CI": "true", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    /// `count` specs of a 30 x 30 px HUD over green in `name`, each with a red reference: every one fails.
    func failingSpecs(_ count: Int, in name: String) throws {
        let spec = ##"{"scale": 1, "canvas": {"width": 30, "height": 30}, "background": "#00FF00", "popup": {"kind": "hud"}}"##
        let red = try PNG.encode(try Image(width: 30, height: 30, fill: Color(red: 1, green: 0, blue: 0)))
        let specs = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for i in 0..<count {
            try Data(spec.utf8).write(to: specs.appendingPathComponent(String(format: "s%02d.json", i)))
            try Data(red).write(to: specs.appendingPathComponent(String(format: "s%02d.png", i)))
        }
    }

    func testPastFiftyFailuresTheReportLinksToArtifactFiles() throws {
        try failingSpecs(53, in: "my specs")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let r = try RunPopsnap.run(["verify", "my specs", "--report", "reports/r.html", "--artifacts", "art", "--jobs", "2"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        let page = try String(contentsOf: folder.appendingPathComponent("reports/r.html"), encoding: .utf8)
        let sections = page.components(separatedBy: "<section class=\"case failure\"").dropFirst()
        XCTAssertEqual(sections.count, 53)
        for (n, section) in sections.enumerated() {
            XCTAssertTrue(section.contains(String(format: "<h2>my specs/s%02d.json ", n)), "in the specs' order")
            XCTAssertEqual(section.contains("data:image/png;base64,"), n < 50, "section \(n)")
            let hrefs = section.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            XCTAssertEqual(hrefs.count, n < 50 ? 0 : 4)
            for href in hrefs {
                let file = try folder.appendingPathComponent("reports").path + "/" + XCTUnwrap(href.removingPercentEncoding)
                XCTAssertTrue(FileManager.default.fileExists(atPath: file), href)
                XCTAssertTrue(href.hasPrefix(String(format: "../art/my%%20specs%%252Fs%02d/", n)), href)
            }
        }
    }

    /// A report written through a linked folder (`--report out/r.html`, out -> build/reports) is opened where
    /// it really is: its links were worked out from the link's name, and every one of them was broken.
    func testLinksStartFromWhereTheReportReallyIs() throws {
        try failingSpecs(51, in: "specs")
        let real = folder.appendingPathComponent("build/reports")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: "build/reports")
        let r = try RunPopsnap.run(["verify", "specs", "--report", "out/r.html", "--jobs", "2"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        let page = try String(contentsOf: real.appendingPathComponent("r.html"), encoding: .utf8)
        let hrefs = page.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(hrefs.count, 4)
        for href in hrefs {
            XCTAssertTrue(href.hasPrefix("../../.popsnap-artifacts/specs%252Fs50/"), href)
            XCTAssertTrue(FileManager.default.fileExists(atPath: real.path + "/" + (try XCTUnwrap(href.removingPercentEncoding))), href)
        }
    }
}
