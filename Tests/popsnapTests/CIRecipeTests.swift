import Foundation
import XCTest
import PopsnapTestSupport

/// The CI recipes in `Docs/ci/` (shown whole in `Docs/CI.md`) run as written: each parses as YAML with the
/// structure its CI needs, installs the README's Debian packages, and every `popsnap` command in it is run
/// here, shard by shard, through the built binary, writing the files the recipe then uploads.
final class CIRecipeTests: TemporaryFolderTestCase, ExhaustiveLayer {
    let repository = ReferenceImage.snapshots.deletingLastPathComponent()

    /// The file parsed by PyYAML (`.ci/run` installs it), as JSON values.
    func yaml(_ name: String) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
                             repository.appendingPathComponent("Docs/ci/" + name).path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(name) does not parse as YAML (or python3 has no PyYAML: .ci/run installs it): \(problem)")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], name)
    }

    /// The packages of the README's install line, which every recipe must install.
    var readmePackages: [String] {
        get throws {
            let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
            let line = try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix("apt-get update && apt-get install -y ") })
            return line.components(separatedBy: "apt-get install -y ")[1].split(separator: " ").map(String.init)
        }
    }

    func assertInstallsTheREADMEPackages(_ commands: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let install = try XCTUnwrap(commands.first { $0.contains("apt-get install -y ") }, "an apt-get install", file: file, line: line)
        XCTAssertEqual(install.components(separatedBy: "apt-get install -y ")[1].split(separator: " ").map(String.init), try readmePackages,
                       file: file, line: line)
    }

    /// A copy of four specs and their references as `Snapshots/`, where the recipes' commands run.
    func suite() throws -> [String] {
        let names = ["alert", "hud", "confirmation", "hud-spin"]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        for name in names {
            for ext in ["json", name == "hud-spin" ? "apng" : "png"] {
                try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("\(name).\(ext)"),
                                                 to: folder.appendingPathComponent("Snapshots/\(name).\(ext)"))
            }
        }
        return names.map { "Snapshots/\($0).json" }.sorted()
    }

    /// Runs a recipe's `popsnap` command (the binary's path replaced by the built one) with CI's variables
    /// filled in; returns the specs the run checked.
    func runPopsnap(_ command: String, _ variables: [String: String], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        var text = command
        for (name, value) in variables { text = text.replacingOccurrences(of: name, with: value) }
        XCTAssertFalse(text.contains("$") || text.contains("'") || text.contains("\""), "a plain command: \(text)", file: file, line: line)
        let words = text.split(separator: " ").map(String.init)
        XCTAssertEqual(words.first.map { ($0 as NSString).lastPathComponent }, "popsnap", text, file: file, line: line)
        let r = try RunPopsnap.run(Array(words.dropFirst()) + ["--json"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(r.status, 0, "\(text): \(r.err)", file: file, line: line)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], r.err, file: file, line: line)
        return (json["results"] as? [[String: Any]] ?? []).compactMap { $0["spec"] as? String }
    }

    func testGitHubActionsWorkflow() throws {
        let specs = try suite()
        let workflow = try yaml("github-actions.yml")
        let job = try XCTUnwrap((workflow["jobs"] as? [String: Any])?["verify"] as? [String: Any])
        let shards = try XCTUnwrap(((job["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["shard"] as? [Int])
        XCTAssertEqual(shards, [1, 2, 3, 4])
        let steps = try XCTUnwrap(job["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }
        try assertInstallsTheREADMEPackages(runs)
        XCTAssertTrue(runs.contains("swift build -c release --product popsnap"), "\(runs)")
        let verify = try XCTUnwrap(runs.first { $0.hasPrefix(".build/release/popsnap verify ") })
        XCTAssertTrue(verify.contains("--shard ${{ matrix.shard }}/4"), verify)
        XCTAssertTrue(verify.contains("--summary \"$GITHUB_STEP_SUMMARY\""), "the summary on the run's page, failing or not: \(verify)")
        var checked: [String] = []
        for shard in shards {
            checked += try runPopsnap(verify, ["${{ matrix.shard }}": "\(shard)", "\"$GITHUB_STEP_SUMMARY\"": "step-summary.md"])
            for file in ["verify-\(shard).xml", "verify-\(shard).html"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), file)
            }
        }
        let summary = try String(contentsOf: folder.appendingPathComponent("step-summary.md"), encoding: .utf8)
        XCTAssertEqual(summary.components(separatedBy: "### popsnap verify").count - 1, 4, "each shard appended its summary: \(summary)")
        XCTAssertEqual(checked.sorted(), specs, "the four shards check every spec once")
        let upload = try XCTUnwrap(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        XCTAssertEqual(upload["if"] as? String, "always()", "uploaded when the check fails too")
        let with = try XCTUnwrap(upload["with"] as? [String: Any])
        let paths = (with["path"] as? String ?? "").split(separator: "\n").map(String.init)
        XCTAssertEqual(paths, ["verify-${{ matrix.shard }}.xml", "verify-${{ matrix.shard }}.html", ".popsnap-artifacts/"])
        XCTAssertEqual(with["include-hidden-files"] as? Bool, true, "upload-artifact skips .popsnap-artifacts otherwise")
    }

    func testGitLabCIJob() throws {
        let specs = try suite()
        let job = try XCTUnwrap(try yaml("gitlab-ci.yml")["snapshots"] as? [String: Any])
        let parallel = try XCTUnwrap(job["parallel"] as? Int)
        XCTAssertEqual(parallel, 4)
        let commands = (job["before_script"] as? [String] ?? []) + (job["script"] as? [String] ?? [])
        try assertInstallsTheREADMEPackages(commands)
        XCTAssertTrue(commands.contains("swift build -c release --product popsnap"), "\(commands)")
        let verify = try XCTUnwrap(commands.first { $0.hasPrefix(".build/release/popsnap verify ") })
        var checked: [String] = []
        for index in 1...parallel {
            checked += try runPopsnap(verify, ["${CI_NODE_INDEX}": "\(index)", "${CI_NODE_TOTAL}": "\(parallel)"])
            for file in ["verify.xml", "verify.html", "verify.md"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), file)
            }
        }
        XCTAssertEqual(checked.sorted(), specs, "the four jobs check every spec once")
        let artifacts = try XCTUnwrap(job["artifacts"] as? [String: Any])
        XCTAssertEqual(artifacts["when"] as? String, "always", "kept when the check fails too")
        XCTAssertEqual((artifacts["reports"] as? [String: Any])?["junit"] as? String, "verify.xml")
        XCTAssertEqual(artifacts["paths"] as? [String], ["verify.xml", "verify.html", "verify.md", ".popsnap-artifacts/"])
        XCTAssertNotNil(artifacts["expose_as"] as? String, "the merge request links the reports")
    }

    /// The CI guide shows each recipe whole, so what a reader copies is what this test runs.
    func testTheCIGuideShowsTheRecipesAsTheyAre() throws {
        let guide = try String(contentsOf: repository.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        for name in ["github-actions.yml", "gitlab-ci.yml"] {
            let recipe = try String(contentsOf: repository.appendingPathComponent("Docs/ci/" + name), encoding: .utf8)
            XCTAssertTrue(guide.contains("`Docs/ci/\(name)`:\n\n```yaml\n" + recipe + "```\n"), "Docs/CI.md shows Docs/ci/\(name) as it is")
        }
    }
}
