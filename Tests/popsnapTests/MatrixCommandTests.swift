import Foundation
import PopsnapPNG
import PopsnapTestSupport
import XCTest
import PopsnapRaster

/// `popsnap render --matrix`, `--variant` and `--sheet`, through the binary.
final class MatrixCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    func spec() throws -> String {
        let url = folder.appendingPathComponent("alert.json")
        try #"""
        {"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "canvas": "iphone-se", "scale": 1,
         "variants": {"locales": ["en", "de"], "appearances": ["light", "dark"]}, "strings": {"de": {"Error": "Fehler"}}}
        """#.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testMatrixWritesOnePNGAVariantAndASheet() throws {
        let spec = try spec(), out = folder.appendingPathComponent("out").path, sheet = folder.appendingPathComponent("sheet.png").path
        let result = try RunPopsnap.run(["render", spec, "--matrix", "-o", out, "--sheet", sheet])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(),
                       ["alert.de.dark.png", "alert.de.light.png", "alert.en.dark.png", "alert.en.light.png"])
        // Each file is that variant: the same as rendering it alone.
        let alone = folder.appendingPathComponent("alone.png").path
        XCTAssertEqual(try RunPopsnap.run(["render", spec, "--variant", "locale=de,appearance=dark", "-o", alone]).status, 0)
        XCTAssertEqual(try PNG.read(contentsOf: alone).pixels, try PNG.read(contentsOf: out + "/alert.de.dark.png").pixels)
        XCTAssertNotEqual(try PNG.read(contentsOf: out + "/alert.en.dark.png").pixels, try PNG.read(contentsOf: out + "/alert.de.dark.png").pixels)
        // Two locales, a row each, of two cells (the popup, 293 pt + 2 x 16 pt margin, at 2 px a point).
        let sheetImage = try PNG.read(contentsOf: sheet)
        let cell: Double = (293 + 32) * 2, gap: Double = 24
        XCTAssertEqual(sheetImage.width, Int(2 * (cell + gap) + gap))
        // A slice: only the dark ones.
        let dark = folder.appendingPathComponent("dark").path
        XCTAssertEqual(try RunPopsnap.run(["render", spec, "--matrix", "--variant", "appearance=dark", "-o", dark]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dark).sorted(), ["alert.de.dark.png", "alert.en.dark.png"])
    }

    func testVariantMistakesAreUsageErrors() throws {
        let spec = try spec(), png = folder.appendingPathComponent("x.png").path
        let two = try RunPopsnap.run(["render", spec, "--variant", "locale=de", "-o", png])
        XCTAssertEqual(two.status, 2)
        XCTAssertTrue(two.err.contains("--variant: chooses 2 variants (de.light, de.dark); name a value for every axis the spec declares, or render them all with --matrix"), two.err)
        let unknown = try RunPopsnap.run(["render", spec, "--variant", "locale=fr", "-o", png])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("has no locale \"fr\"; its locales are en and de"), unknown.err)
        let sheetAlone = try RunPopsnap.run(["render", spec, "--sheet", png])
        XCTAssertEqual(sheetAlone.status, 2)
        XCTAssertTrue(sheetAlone.err.contains("--sheet draws a matrix's variants; add --matrix"), sheetAlone.err)
        let file = folder.appendingPathComponent("file").path
        FileManager.default.createFile(atPath: file, contents: Data("keep".utf8))
        let notFolder = try RunPopsnap.run(["render", spec, "--matrix", "-o", file])
        XCTAssertEqual(notFolder.status, 2)
        XCTAssertTrue(notFolder.err.contains("is a regular file, not a folder"), notFolder.err)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "keep")
        let sheetOverSpec = try RunPopsnap.run(["render", spec, "--matrix", "--sheet", spec])
        XCTAssertEqual(sheetOverSpec.status, 2)
        XCTAssertTrue(sheetOverSpec.err.contains("is also an input"), sheetOverSpec.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png))
    }

    /// The seeds' contact sheets are kept as reference images, looked at when recorded: each sheet drawn
    /// again is the same, pixel for pixel.
    func testSeedSheetsMatchTheirReferences() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
        for name in ["alert-matrix", "confirmation-matrix", "hud-matrix"] {
            let sheet = folder.appendingPathComponent(name + ".png").path
            let result = try RunPopsnap.run(["render", snapshots.appendingPathComponent(name + ".json").path, "--matrix", "--sheet", sheet])
            XCTAssertEqual(result.status, 0, result.err)
            let reference = try PNG.read(contentsOf: snapshots.appendingPathComponent("Sheets/\(name).png").path)
            let drawn = try PNG.read(contentsOf: sheet)
            XCTAssertEqual(drawn.width, reference.width, name)
            XCTAssertEqual(drawn.height, reference.height, name)
            XCTAssertTrue(drawn.pixels == reference.pixels, "\(name)'s sheet differs from Snapshots/Sheets/\(name).png")
        }
    }

    /// `verify` and `record` treat each variant as its own reference; `prune` knows them as the spec's.
    func testVerifyRecordAndPrunePerVariant() throws {
        let spec = try spec()
        let record = try RunPopsnap.run(["record", spec])
        XCTAssertEqual(record.status, 0, record.out + record.err)
        let references = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(references, ["alert.de.dark.png", "alert.de.light.png", "alert.en.dark.png", "alert.en.light.png"])
        XCTAssertEqual(try RunPopsnap.run(["verify", spec], environment: ["CI": "true"]).status, 0)
        let prune = try RunPopsnap.run(["prune", folder.path])
        XCTAssertEqual(prune.status, 0, prune.err)
        XCTAssertFalse(prune.out.contains("alert.de"), prune.out)
        // A changed translation fails only the German variants, each named.
        let text = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Fehler", with: "Achtung")
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let verify = try RunPopsnap.run(["verify", spec, "--json"], environment: ["CI": "true"])
        XCTAssertEqual(verify.status, 1, verify.out + verify.err)
        let results = (try JSONSerialization.jsonObject(with: Data(verify.out.utf8)) as? [String: Any])?["results"] as? [[String: Any]] ?? []
        let failed = results.filter { $0["status"] as? String == "fail" }.compactMap { $0["spec"] as? String }
        XCTAssertEqual(failed, [spec + " [de.light]", spec + " [de.dark]"], verify.out)
    }

    /// A spec named like another's variant (`alert.de.dark.json` beside `alert.json`'s de.dark) has the same
    /// reference and artifacts folder: record wrote alert.de.dark.png twice, said "recorded" for both and
    /// exited 0, and every verify after failed one of them. Refused before anything is rendered.
    func testTwoChecksOfOneReferenceAreRefused() throws {
        _ = try spec()
        try #"{"popup": {"kind": "alert", "title": "Other", "message": "Sorry", "button": "OK"}}"#
            .write(to: folder.appendingPathComponent("alert.de.dark.json"), atomically: true, encoding: .utf8)
        for command in ["record", "verify"] {
            let r = try RunPopsnap.run([command, "."], in: folder, environment: RunPopsnap.outsideCI)
            XCTAssertEqual(r.status, 2, "\(command): \(r.err)")
            XCTAssertEqual(r.err, "popsnap \(command): ./alert.de.dark.json and ./alert.json [de.dark] are both checked against ./alert.de.dark.png "
                + "(or .apng), and would record over each other: rename one of the specs\nRun 'popsnap \(command) --help' for usage.\n")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["alert.de.dark.json", "alert.json"])
        }
    }
}
