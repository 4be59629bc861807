import Foundation
import XCTest
import Popsnap
import PopsnapSnapshot
import PopsnapTestSupport

/// A spec is told by its content: the JSON files a folder of specs also holds are skipped, never
/// taken for specs that fail, and a file meant as a spec is never skipped.
final class SpecRecognitionTests: TemporaryFolderTestCase {
    func verdict(_ text: String) -> SpecRecognition.Verdict { SpecRecognition.verdict(for: Array(text.utf8)) }

    func testASpecHasATopLevelPopupOrNamesPopsnapsSchema() {
        XCTAssertEqual(verdict(#"{"popup": {"kind": "hud", "label": "Saved"}}"#), .spec)
        // Being written: the loader then says what is missing.
        XCTAssertEqual(verdict(#"{"$schema": "../popsnap.schema.json"}"#), .spec)
        XCTAssertEqual(verdict(#"{"$schema": "https://example.com/s/popsnap.schema.json#v2", "canvas": "iphone-se"}"#), .spec)
        XCTAssertEqual(verdict(#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "properties": {"popup": {}}}"#),
                       .notSpec("it has no top-level \"popup\" key"))
        XCTAssertEqual(verdict(#"{"$schema": "popsnap.schema.json.bak"}"#), .notSpec("it has no top-level \"popup\" key"))
        // The schema itself, copied beside the specs, describes a popup but is not one.
        let schema = ReferenceImage.snapshots.deletingLastPathComponent().appendingPathComponent("popsnap.schema.json").path
        XCTAssertEqual(SpecRecognition.verdict(for: schema), .notSpec("it has no top-level \"popup\" key"))
    }

    func testOtherJSONIsNotASpec() {
        XCTAssertEqual(verdict(#"{"name": "app", "version": "1.0.0", "dependencies": {}}"#), .notSpec("it has no top-level \"popup\" key"))
        XCTAssertEqual(verdict(#"{"de": {"popup.title": "Löschen?"}}"#), .notSpec("it has no top-level \"popup\" key"))
        XCTAssertEqual(verdict(#"[{"spec": "alert.json", "popup": 1}]"#), .notSpec("it is not a JSON object"))
        // `--json > dir/report.json`: the shell creates it empty before the run starts.
        XCTAssertEqual(verdict(""), .notSpec("it is empty"))
        XCTAssertEqual(verdict(" \n\t"), .notSpec("it is empty"))
        // Named explicitly, a file of another name is a spec only by its content.
        XCTAssertEqual(SpecRecognition.verdict(for: Array("not json".utf8), namedJSON: false), .notSpec("it is not JSON"))
        // An image is named for what it is, whatever its name says (`render a.png` once answered with a UTF-8 error).
        XCTAssertEqual(SpecRecognition.verdict(for: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF], namedJSON: false),
                       .notSpec("it is a PNG image"))
        XCTAssertEqual(SpecRecognition.verdict(for: Array("GIF89a".utf8) + [0, 1]), .notSpec("it is a GIF image"))
    }

    /// A .json file that does not parse could be a broken spec reading any image: reported, not passed over.
    func testJSONThatDoesNotParseIsASpec() {
        XCTAssertEqual(verdict(#"{"popup": {"kind": "hud",}}"#), .spec)
        XCTAssertEqual(verdict("{"), .spec)
        XCTAssertEqual(verdict(String(repeating: "[", count: 300)), .spec)
        XCTAssertEqual(SpecRecognition.verdict(for: [0x89, 0x50, 0x4E, 0x47]), .spec)
    }

    /// A spec emptied or overwritten still owns its reference: it is reported, and prune keeps its images.
    func testAJSONFileWithAReferenceBesideItIsASpec() throws {
        for (name, text) in [("a.json", "{}"), ("b.json", ""), ("c.json", "{}"), ("d.json", "{}")] { try write(name, text) }
        for name in ["a.png", "b.apng", "c.de.dark.png", "d-other.png", "dx.png"] { try write(name, "") }
        let found = try SpecDiscovery.specs(in: [folder.path])
        XCTAssertEqual(found.specs, ["a", "b", "c"].map { folder.path + "/\($0).json" })
        XCTAssertEqual(found.skipped.map(\.path), [folder.path + "/d.json"])
        XCTAssertEqual(SpecRecognition.verdict(for: folder.path + "/a.json"), .spec)
        XCTAssertThrowsError(try SpecDiscovery.orphans(in: [folder.path])) { error in
            XCTAssertTrue("\(error)".contains("cannot tell which images \(folder.path)/a.json reads, so nothing was pruned"), "\(error)")
        }
    }

    /// Only a regular file within the spec limit is read; what cannot be read is left to the loader to refuse.
    func testFilesThatCannotBeReadAreLeftToTheLoader() throws {
        let big = folder.appendingPathComponent("big.json").path
        try Data(#"{"name": "x"}"#.utf8).write(to: URL(fileURLWithPath: big))
        var limits = SpecLimits.default
        limits.specBytes = 4
        XCTAssertEqual(SpecRecognition.verdict(for: big, limits: limits), .spec)
        XCTAssertEqual(SpecRecognition.verdict(for: big), .notSpec("it has no top-level \"popup\" key"))
        let fifo = folder.appendingPathComponent("pipe.json").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(SpecRecognition.verdict(for: fifo), .spec)
        XCTAssertEqual(SpecRecognition.verdict(for: folder.appendingPathComponent("gone.json").path), .spec)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.json"), withIntermediateDirectories: false)
        XCTAssertEqual(SpecRecognition.verdict(for: folder.appendingPathComponent("sub.json").path), .notSpec("it is a folder"))
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testAFolderKeepsItsSpecsAndListsWhatItSkips() throws {
        try write("alert.json", #"{"popup": {"kind": "alert", "title": "Delete?"}}"#)
        try write("package.json", #"{"name": "app"}"#)
        try write("report.json", "")
        try write("broken.json", #"{"popup": "#)
        try write("notes.txt", "popup")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.json"), withIntermediateDirectories: false)
        let found = try SpecDiscovery.specs(in: [folder.path])
        XCTAssertEqual(found.specs, [folder.path + "/alert.json", folder.path + "/broken.json"])
        XCTAssertEqual(found.skipped.map(\.path), ["package.json", "report.json", "sub.json"].map { folder.path + "/" + $0 })
        XCTAssertEqual(found.skipped.first?.reason, "it has no top-level \"popup\" key")
    }

    func testAFileNamedThatIsNotASpecIsAnError() throws {
        try write("a.png", "\u{89}PNG")
        XCTAssertThrowsError(try SpecDiscovery.specs(in: [folder.path + "/a.png"])) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/a.png is not a spec: it is not JSON; "
                           + "a spec is a JSON object with a top-level \"popup\" key")
        }
        try write("broken.json", #"{"popup": "#)
        XCTAssertEqual(try SpecDiscovery.specs(in: [folder.path + "/broken.json"]).specs, [folder.path + "/broken.json"])
    }

    /// A JSON file that is not a spec owns no reference and does not stop the search.
    func testPruneSkipsJSONThatIsNotASpec() throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud.json"), to: folder.appendingPathComponent("hud.json"))
        try write("hud.png", "")
        try write("strings.json", #"{"de": {"Saved": "Gespeichert"}}"#)
        try write("old.png", "")
        let (orphans, skipped) = try SpecDiscovery.orphans(in: [folder.path])
        XCTAssertEqual(orphans, [folder.path + "/old.png"])
        XCTAssertEqual(skipped.map(\.path), [folder.path + "/strings.json"])
    }
}
