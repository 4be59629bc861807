import Foundation
import XCTest
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport
@testable import PopsnapSnapshot

/// The HTML report, checked as text and, where Chromium is installed (.ci/run installs it), in a real
/// browser: headless Chromium loads it and takes a screenshot, which must show the images.
final class HTMLReportTests: XCTestCase {
    func testReportOfAFailingStillAndAnimation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A still whose reference is another screen, and a spinner whose reference has one frame changed.
        try FileManager.default.copyItem(atPath: ReferenceImage.snapshots.appendingPathComponent("alert.json").path, toPath: folder.appendingPathComponent("alert.json").path)
        try FileManager.default.copyItem(atPath: ReferenceImage.snapshots.appendingPathComponent("alert-german.png").path, toPath: folder.appendingPathComponent("alert.png").path)
        try FileManager.default.copyItem(atPath: ReferenceImage.snapshots.appendingPathComponent("hud-spin.json").path, toPath: folder.appendingPathComponent("spin.json").path)
        var frames = try APNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("hud-spin.apng").path).frames.map(\.image)
        frames[5][400, 850] = Pixel(r: 255, g: 0, b: 0, a: 255)
        try APNG.write(frames, to: folder.appendingPathComponent("spin.apng").path, options: APNGOptions(frameDelay: (1, 12)))
        let verifier = Verifier(renderer: try PopupRenderer(), mode: .never, artifacts: folder.appendingPathComponent("art").path)
        let results = verifier.verifyAll(try SpecDiscovery.specs(in: [folder.path]).specs, jobs: 2).map { r in
            var r = r
            r.accept = "popsnap record \(r.spec)"
            return r
        }
        XCTAssertEqual(results.map(\.status), [.fail, .fail])
        let page = HTMLReport.page(results)
        XCTAssertTrue(page.hasPrefix("<!doctype html>"))
        XCTAssertEqual(page.components(separatedBy: "<section class=\"case failure\"").count - 1, 2)
        XCTAssertTrue(page.contains("slider: expected | actual") && page.contains("onion skin"), "both comparisons")
        XCTAssertTrue(page.contains("type=\"range\" min=\"0\" max=\"11\""), "a scrubber over the 12 frames")
        XCTAssertTrue(page.contains("Accept the new image: <code>popsnap record \(folder.path)/alert.json</code>"), "the caller's accept command")
        XCTAssertFalse(page.contains("src=\"art/"), "self-contained: images are embedded")
        XCTAssertGreaterThan(page.components(separatedBy: "data:image/png;base64,").count, 20)

        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let html = folder.appendingPathComponent("report.html")
        try Data(page.utf8).write(to: html)
        guard let chromium else {
            // Without a browser, the page must at least be well-formed enough to parse as XML-ish text: balanced sections.
            XCTAssertEqual(page.components(separatedBy: "<section").count, page.components(separatedBy: "</section>").count)
            return
        }
        let shot = folder.appendingPathComponent("shot.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,900",
                             "--screenshot=\(shot.path)", html.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let image = try PNG.read(contentsOf: shot.path)
        XCTAssertEqual(image.width, 1200)
        // The page's background is #f2f2f7; the report's images put blue (the alert) and red (the badge) on it.
        var blue = 0, red = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image[x, y]
                if p.b > 200 && p.r < 60 { blue += 1 }
                if p.r > 220 && p.g < 90 && p.b < 90 { red += 1 }
            }
        }
        XCTAssertGreaterThan(blue, 200, "the screenshot shows the popups")
        XCTAssertGreaterThan(red, 20, "and the fail badges")
        // Kept for a person to look at: POPSNAP_ARTIFACTS/report-screenshot.png when set.
        if let keep = ProcessInfo.processInfo.environment["POPSNAP_ARTIFACTS"] {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(atPath: shot.path, toPath: keep + "/report-screenshot.png")
        }
    }
}
