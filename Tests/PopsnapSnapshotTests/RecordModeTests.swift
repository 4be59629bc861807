import XCTest
@testable import PopsnapSnapshot

final class RecordModeTests: XCTestCase {
    func testResolution() throws {
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: [:]), .missing)
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: ["POPSNAP_RECORD": "all"]), .all)
        XCTAssertEqual(try RecordMode.resolve(explicit: .failed, environment: ["POPSNAP_RECORD": "all"]), .failed, "the call wins")
        // CI never records a missing reference.
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: ["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.resolve(explicit: .all, environment: ["CI": "true"]), .all, "asked for explicitly, it records")
        XCTAssertEqual(try RecordMode.resolve(explicit: .missing, environment: ["CI": "true"]), .missing)
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: ["CI": "true", "POPSNAP_RECORD": "missing"]), .missing)
        XCTAssertThrowsError(try RecordMode.resolve(explicit: nil, environment: ["POPSNAP_RECORD": "sometimes"])) { error in
            XCTAssertTrue("\(error)".contains("never, missing, all or failed"))
        }
    }

    func testActions() {
        XCTAssertEqual(RecordMode.never.action(referenceExists: false, matches: nil), .missing)
        XCTAssertEqual(RecordMode.never.action(referenceExists: true, matches: false), .fail)
        XCTAssertEqual(RecordMode.missing.action(referenceExists: false, matches: nil), .record)
        XCTAssertEqual(RecordMode.missing.action(referenceExists: true, matches: false), .fail)
        XCTAssertEqual(RecordMode.missing.action(referenceExists: true, matches: true), .pass)
        XCTAssertEqual(RecordMode.all.action(referenceExists: true, matches: true), .record)
        XCTAssertEqual(RecordMode.failed.action(referenceExists: true, matches: false), .record)
        XCTAssertEqual(RecordMode.failed.action(referenceExists: true, matches: true), .pass)
    }

    func testShardsCoverEverySpecExactlyOnce() throws {
        let specs = (0..<500).map { "Snapshots/spec-\($0).json" }
        for n in [1, 2, 3, 4, 7] {
            let shards = try (1...n).map { try Shard(index: $0, count: n) }
            for spec in specs {
                XCTAssertEqual(shards.filter { $0.contains(spec) }.count, 1, "\(spec) in \(n) shards")
            }
            // Roughly even: no shard gets more than twice its share.
            for shard in shards { XCTAssertLessThan(specs.filter(shard.contains).count, 2 * 500 / n + 5) }
        }
        // Stable: a spec's shard does not depend on the others.
        let shard = try Shard(parsing: "2/4")
        XCTAssertEqual(shard.contains("Snapshots/alert.json"), try Shard(parsing: "2/4").contains("Snapshots/alert.json"))
        XCTAssertEqual(Shard.fnv1a(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(Shard.fnv1a("a"), 0xaf63_dc4c_8601_ec8c, "FNV-1a's published value for \"a\"")
        for bad in ["0/3", "4/3", "1", "a/b", "1/0"] { XCTAssertThrowsError(try Shard(parsing: bad), bad) }
    }
}
