import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import PopsnapSnapshot

final class ReportsTests: XCTestCase {
    let results: [VerifyResult] = {
        var fail = VerifyResult(spec: "Snapshots/a \"b\".json", status: .fail, differentPixels: 12, message: "12 pixels differ <here>")
        fail.failingFrame = (3, 0.05)
        fail.artifacts = ["diff": "/tmp/d.png"]
        return [VerifyResult(spec: "Snapshots/alert.json", status: .pass), fail,
                VerifyResult(spec: "Snapshots/new.json", status: .missing, message: "no reference"),
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
        XCTAssertEqual(object["passed"] as? Int, 1)
        XCTAssertEqual(object["failed"] as? Int, 1)
        XCTAssertEqual(object["missing"] as? Int, 1)
        XCTAssertEqual(Reports.json([]), "{\n  \"results\": [],\n  \"passed\": 0,\n  \"failed\": 0,\n  \"missing\": 0,\n  \"recorded\": 0,\n  \"errors\": 0\n}\n")
    }

    func testJUnitReport() throws {
        let xml = Reports.junit(results)
        XCTAssertTrue(xml.contains("<testsuites tests=\"4\" failures=\"2\""), xml)
        XCTAssertTrue(xml.contains("name=\"Snapshots/a &quot;b&quot;.json\""), xml)
        XCTAssertTrue(xml.contains("<failure message=\"12 pixels differ &lt;here&gt;\">"), xml)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 4)
        XCTAssertNoThrow(try XMLDocument(xmlString: xml))
    }
}
