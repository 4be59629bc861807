import Foundation
import PopsnapCompare
import PopsnapGeometry
import PopsnapPNG
import PopsnapRaster
import PopsnapSnapshot
import PopsnapTestSupport
import XCTest

/// `popsnap diff --json`'s report, as a library call on a file comparison.
final class DiffReportTests: TemporaryFolderTestCase {
    func testTwoStillsOfOneSizeReportTheirDifferentPixels() throws {
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        var canvas = try Canvas(width: 4, height: 2, fill: Color(red: 1, green: 0, blue: 0))
        try Data(try PNG.encode(canvas.image)).write(to: a)
        canvas.fill(.rect(Rect(x: 1, y: 1, width: 1, height: 1)), with: .solid(Color(red: 0, green: 0, blue: 1)))
        try Data(try PNG.encode(canvas.image)).write(to: b)
        let line = DiffReport.json(try FileComparison.compare(a.path, b.path))
        XCTAssertTrue(line.hasSuffix("}\n") && !line.dropLast().contains("\n"), line)
        XCTAssertTrue(line.contains("\"differentPixels\": 1"), line)
        XCTAssertTrue(line.contains("\"passed\": false"), line)
    }
}
