import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import PopsnapRaster
@testable import PopsnapSnapshot
import PopsnapGeometry

final class ReportsTests: XCTestCase {
    let results: [VerifyResult] = {
        var fail = VerifyResult(spec: "Snapshots/a \"b\".json", status: .fail, differentPixels: 12, message: "12 pixels differ <here>")
        fail.failingFrame = (3, 0.05)
        fail.artifacts = ["diff": "/tmp/d.png"]
        fail.accept = "popsnap record 'Snapshots/a \"b\".json'"
        fail.changedBounds = PixelRect(x: 10, y: 20, width: 3, height: 4)
        var missing = VerifyResult(spec: "Snapshots/new.json", status: .missing, message: "no reference")
        missing.accept = "popsnap record Snapshots/new.json"
        return [VerifyResult(spec: "Snapshots/alert.json", status: .pass, differentPixels: 0), fail, missing,
                VerifyResult(spec: "Snapshots/rec.json", status: .recorded)]
    }()

    func testJSONReport() throws {
        let text = Reports.json(results)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let list = object["results"] as! [[String: Any]]
        XCTAssertEqual(list.map { $0["spec"] as! String }, results.map(\.spec))
        XCTAssertEqual(list.map { $0["status"] as! String }, ["pass", "fail", "missing", "recorded"])
        XCTAssertEqual(list[1]["differentPixels"] as? Int, 12)
        XCTAssertEqual(list[1]["failingFrame"] as? Int, 3)
        XCTAssertEqual(list[1]["diff"] as? String, "/tmp/d.png")
        XCTAssertEqual(list[1]["accept"] as? String, "popsnap record 'Snapshots/a \"b\".json'")
        XCTAssertEqual(list[1]["changedBounds"] as? [String: Int], ["x": 10, "y": 20, "width": 3, "height": 4])
        XCTAssertEqual(list[0]["differentPixels"] as? Int, 0, "compared, and equal")
        XCTAssertTrue(list[2]["differentPixels"] is NSNull, "a missing reference was not compared: null, not 0")
        XCTAssertTrue(list[3]["differentPixels"] is NSNull, "recorded without comparing")
        XCTAssertNil(list[0]["accept"], "nothing to accept")
        XCTAssertEqual(object["passed"] as? Int, 1)
        XCTAssertEqual(object["failed"] as? Int, 1)
        XCTAssertEqual(object["missing"] as? Int, 1)
        XCTAssertEqual(Reports.json([]), "{\n  \"results\": [],\n  \"passed\": 0,\n  \"failed\": 0,\n  \"missing\": 0,\n  \"recorded\": 0,\n  \"errors\": 0\n}\n")
    }

    func testJUnitReport() throws {
        let xml = Reports.junit(results)
        XCTAssertTrue(xml.contains("<testsuites tests=\"4\" failures=\"2\""), xml)
        XCTAssertTrue(xml.contains("name=\"Snapshots/a &quot;b&quot;.json\""), xml)
        XCTAssertTrue(xml.contains("<failure message=\"12 pixels differ &lt;here&gt;\naccept the new image: "), xml)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 4)
        XCTAssertTrue(xml.contains(">12 pixels differ &lt;here&gt;\naccept the new image: popsnap record 'Snapshots/a &quot;b&quot;.json'</failure>"), xml)
        XCTAssertTrue(xml.contains(">no reference\nrecord the reference: popsnap record Snapshots/new.json</failure>"), xml)
        XCTAssertNoThrow(try XMLDocument(xmlString: xml))
    }
}
