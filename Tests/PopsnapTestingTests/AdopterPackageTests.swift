import Foundation
import XCTest
import PopsnapTestSupport

/// An app team's package, as a new user writes it: it depends on PopsnapTesting alone by path, each file has
/// the one import `import PopsnapTesting` (with MemberImportVisibility on, so nothing compiles by a leak), and
/// it has an XCTest and a Swift Testing suite that snapshot stills, a spec, an animation and a layout, both
/// naming a snapshot "delete-confirmation", and each framework calling the other's function (`assertSnapshot`
/// in a `@Test`, `expectSnapshot` in an `XCTestCase`). `swift test` runs it through record, pass, fail (with
/// the failure's files attached), CI and re-record, and each step's exit status, messages and files are checked;
/// a spec that cannot be loaded fails its snapshot by name.
///
/// It builds Popsnap once more, in `.build/adopter/`, kept between runs: about 100 s the first time and
/// 25 s after on two cores, so it is in the exhaustive layer (`POPSNAP_EXHAUSTIVE=1`). It uses the `swift` on
/// PATH, or `POPSNAP_SWIFT`.
final class AdopterPackageTests: XCTestCase {
    static let popsnap = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let root = popsnap.appendingPathComponent(".build/adopter")
    static let package = root.appendingPathComponent("Adopter")

    func testRecordPassFailCIAndReRecord() throws {
        try requireExhaustive()
        try Self.writePackage()
        let references = Self.package.appendingPathComponent("Snapshots")
        let artifacts = Self.package.appendingPathComponent(".popsnap-artifacts")
        try? FileManager.default.removeItem(at: references)
        try? FileManager.default.removeItem(at: artifacts)
        let still = references.appendingPathComponent("AlertXCTests/delete-confirmation.png")
        let spec = references.appendingPathComponent("AlertXCTests/testAlert.1.png")
        let swiftTesting = references.appendingPathComponent("AlertSwiftTests/delete-confirmation.png")
        let animation = references.appendingPathComponent("AlertSwiftTests/appear.apng")
        let layout = references.appendingPathComponent("AlertSwiftTests/layout.layout.json")
        let crossed = ["CrossedSwiftTests", "CrossedXCTests"].map { references.appendingPathComponent($0 + "/crossed.png") }
        let built = references.appendingPathComponent("BuilderSwiftTests/saved-card.png")
        let voiceOver = references.appendingPathComponent("BuilderSwiftTests/saved-card-voiceover.accessibility.txt")

        // Record: every reference is written, each is reported, and the run fails until they are looked at.
        let record = try Self.swiftTest([:], timeout: 1800)
        XCTAssertNotEqual(record.status, 0, record.output)
        guard FileManager.default.fileExists(atPath: still.path) else { return XCTFail("the adopter package did not run:\n\(record.output)") }
        for file in [still, spec, swiftTesting, animation, layout, built, voiceOver] + crossed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(file.path) recorded")
            XCTAssertTrue(record.output.contains("recorded \(file.path)"), "reported: \(file.lastPathComponent)\n\(record.output)")
        }

        // Pass (the refused system alerts are checked by the package itself: nothing is recorded for them).
        let pass = try Self.swiftTest([:])
        XCTAssertEqual(pass.status, 0, pass.output)
        for refused in ["KindRulesXCTests/no-actions.png", "KindRulesSwiftTests/no-actions.png", "KindRulesSwiftTests/twenty-fields.png"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: references.appendingPathComponent(refused).path), refused)
        }
        // The test bundle, run from another folder, finds the spec and the references in its package.
        let bundle = try Self.run([try Self.swift(), "build", "--show-bin-path"] + Self.locations, in: Self.package)
        let xctest = bundle.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/AdopterPackageTests.xctest"
        let elsewhere = try Self.run([xctest], in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(elsewhere.status, 0, elsewhere.output)

        // Fail: each file's failure points at its own images; the references stay as they were.
        let before = try [still, swiftTesting].map { try Data(contentsOf: $0) }
        let attached = Self.root.appendingPathComponent("attachments")
        try? FileManager.default.removeItem(at: attached)
        try FileManager.default.createDirectory(at: attached, withIntermediateDirectories: true)
        let fail = try Self.swiftTest(["ADOPTER_TITLE": "Delete all?"], attachments: attached)
        XCTAssertNotEqual(fail.status, 0, fail.output)
        // Swift Testing keeps the failure's files as the test's attachments, named after the snapshot: what
        // Xcode and a CI test report show. (Corelibs XCTest has no attachments; its failures name the files.)
        let kept = try FileManager.default.contentsOfDirectory(atPath: attached.path)
        for file in ["expected.png", "actual.png", "diff.png", "side-by-side.png"] {
            let name = "delete-confirmation." + file
            let match = try XCTUnwrap(kept.first { $0.hasPrefix(name.dropLast(4)) && $0.hasSuffix(".png") }, "\(name) attached: \(kept)")
            let bytes = try Data(contentsOf: attached.appendingPathComponent(match))
            let artifact = try Data(contentsOf: artifacts.appendingPathComponent("AlertSwiftTests%2Fdelete-confirmation/" + file))
            XCTAssertEqual(bytes, artifact, "\(match) is the artifact \(file)")
        }
        XCTAssertTrue(fail.output.contains("does not match its reference"), fail.output)
        XCTAssertTrue(fail.output.contains("POPSNAP_RECORD=failed swift test --filter testAlert"), fail.output)
        XCTAssertTrue(fail.output.contains("POPSNAP_RECORD=failed swift test --filter deleteConfirmation"), fail.output)
        // The builder's popup changed with the title: its pixels and what VoiceOver reads, as lines.
        XCTAssertTrue(fail.output.contains("snapshot \"saved-card\" does not match its reference"), fail.output)
        XCTAssertTrue(fail.output.contains("+1. Delete all?. Heading."), fail.output)
        for key in ["AlertXCTests%2Fdelete-confirmation", "AlertSwiftTests%2Fdelete-confirmation"] {
            let sideBySide = artifacts.appendingPathComponent(key + "/side-by-side.png").path
            XCTAssertTrue(fail.output.contains(sideBySide), "\(key)\n\(fail.output)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: sideBySide), sideBySide)
        }
        XCTAssertEqual(try [still, swiftTesting].map { try Data(contentsOf: $0) }, before)
        // Each framework's test fails on the other's call alone: its failure goes to the test that runs it.
        for test in ["assertSnapshotInATest", "ExpectSnapshotInAnXCTestCase"] {
            let alone = try Self.swiftTest(["ADOPTER_TITLE": "Delete all?"], filter: test)
            XCTAssertNotEqual(alone.status, 0, "\(test) passed a changed spec\n\(alone.output)")
            XCTAssertTrue(alone.output.contains("snapshot \"crossed\" does not match its reference"), alone.output)
        }

        // A spec that cannot be loaded is its snapshot's failure, by name, and the other snapshots still run.
        let broken = try Self.swiftTest(["ADOPTER_BROKEN": "1"], filter: "brokenSpec")
        XCTAssertNotEqual(broken.status, 0, broken.output)
        XCTAssertTrue(broken.output.contains("snapshot \"broken\" could not be made: "), broken.output)
        XCTAssertTrue(broken.output.contains("Specs/missing.json"), broken.output)

        // CI: CI=1 never records a missing reference; recording asked for in CI fails loudly.
        try FileManager.default.removeItem(at: spec)
        let ci = try Self.swiftTest(["CI": "1"])
        XCTAssertNotEqual(ci.status, 0, ci.output)
        XCTAssertTrue(ci.output.contains("no reference at \(spec.path)"), ci.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: spec.path))
        let ciRecord = try Self.swiftTest(["CI": "true", "POPSNAP_RECORD": "all"])
        XCTAssertNotEqual(ciRecord.status, 0, "recording in CI never passes silently\n\(ciRecord.output)")
        XCTAssertTrue(ciRecord.output.contains("WARNING: recording in CI"), ciRecord.output)

        // Re-record the failures, then the new images pass.
        let rerecord = try Self.swiftTest(["ADOPTER_TITLE": "Delete all?", "POPSNAP_RECORD": "failed"])
        XCTAssertNotEqual(rerecord.status, 0, rerecord.output)
        XCTAssertTrue(rerecord.output.contains("recorded \(still.path)"), rerecord.output)
        XCTAssertNotEqual(try Data(contentsOf: still), before[0])
        let after = try Self.swiftTest(["ADOPTER_TITLE": "Delete all?"])
        XCTAssertEqual(after.status, 0, after.output)
    }

    // MARK: - The package

    static func writePackage() throws {
        let identity = popsnap.lastPathComponent.lowercased()
        let files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Adopter",
                dependencies: [.package(path: "\(popsnap.path)")],
                targets: [
                    .testTarget(name: "AdopterTests", dependencies: [
                        .product(name: "PopsnapTesting", package: "\(identity)"),
                    ], swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
                ]
            )

            """,
            "Specs/save.json": """
            {"scale": 1, "canvas": {"width": 200, "height": 160}, "popup": {"kind": "hud", "label": "Saved"}}

            """,
            "Tests/AdopterTests/Scenes.swift": """
            import Foundation
            import PopsnapTesting

            /// The alert under test; ADOPTER_TITLE changes it, as a code change would.
            func deleteConfirmationScene() -> PopupSpec {
                var spec = PopupSpec(popup: AlertPopup(title: ProcessInfo.processInfo.environment["ADOPTER_TITLE"] ?? "Delete?",
                                                       message: "It cannot be undone."))
                spec.screen = .size(Size(width: 320, height: 240))
                spec.scale = 1
                return spec
            }

            """,
            "Tests/AdopterTests/AlertXCTests.swift": """
            import PopsnapTesting
            import XCTest

            final class AlertXCTests: XCTestCase {
                func testAlert() {
                    assertSnapshot(of: deleteConfirmationScene(), named: "delete-confirmation")
                    assertSnapshot(ofSpec: "Specs/save.json")
                }
            }

            """,
            "Tests/AdopterTests/AlertSwiftTests.swift": """
            import Foundation
            import PopsnapTesting
            import Testing

            @Test func deleteConfirmation() {
                expectSnapshot(of: deleteConfirmationScene(), named: "delete-confirmation")
                expectSnapshot(of: deleteConfirmationScene(), as: .animation(.appear(), fps: 10), named: "appear")
                expectSnapshot(of: deleteConfirmationScene(), as: .layout, named: "layout")
            }

            /// Loads a spec that is not there when ADOPTER_BROKEN is set, as a typo in a path would.
            @Test func brokenSpec() {
                let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent("Specs").path
                let name = ProcessInfo.processInfo.environment["ADOPTER_BROKEN"] == nil ? "save.json" : "missing.json"
                expectSnapshot(of: try PopupSpec.load(contentsOf: specs + "/" + name), named: "broken", tolerance: .pixels(20))
            }

            """,
            "Tests/AdopterTests/BuilderSwiftTests.swift": """
            import Foundation
            import PopsnapTesting
            import Testing

            /// A popup of the app's own, written as SwiftUI views.
            func savedCard() -> PopupSpec {
                let title = ProcessInfo.processInfo.environment["ADOPTER_TITLE"] ?? "Delete?"
                let card = Popup {
                    VStack(spacing: 8) {
                        Icon(.success).foregroundStyle(.systemGreen).frame(width: 32, height: 32).alignSelf(.center)
                        Text(title).font(.headline).multilineTextAlignment(.center).accessibilityAddTraits(.header)
                        Button("OK").frame(height: 36).background(.systemBlue).foregroundStyle(.white).cornerRadius(8)
                    }
                    .frame(width: 200).padding(12).background(.systemBackground).clipShape(.rect(cornerRadius: 14, style: .continuous))
                }
                return PopupSpec(popup: card, screen: .size(Size(width: 320, height: 240)), scale: 1)
            }

            @Test func savedCardLooksAndReads() {
                expectSnapshot(of: savedCard(), named: "saved-card")
                expectSnapshot(of: savedCard(), as: .accessibility, named: "saved-card-voiceover")
            }

            """,
            "Tests/AdopterTests/KindRulesSwiftTests.swift": """
            import PopsnapTesting
            import Testing

            /// A popup built in Swift that breaks its kind's rules is refused in the words a spec file gets.
            @Test func aSystemAlertBuiltInSwiftKeepsItsKindsRules() {
                let none = verifySnapshot(of: PopupSpec(popup: SystemAlertPopup(actions: [])), as: .spec, named: "no-actions")
                #expect(none?.contains("popup.actions: expected 1 to 32 actions, found 0") == true, "\\(none ?? "drawn")")
                let fields = Array(repeating: AlertTextField(placeholder: "x"), count: 20)
                let many = verifySnapshot(of: PopupSpec(popup: SystemAlertPopup(actions: [AlertAction("OK")], textFields: fields)), as: .spec,
                                          named: "twenty-fields")
                #expect(many?.contains("popup.textFields: expected at most 8 text fields") == true, "\\(many ?? "drawn")")
            }

            """,
            "Tests/AdopterTests/KindRulesXCTests.swift": """
            import PopsnapTesting
            import XCTest

            final class KindRulesXCTests: XCTestCase {
                func testASystemAlertBuiltInSwiftKeepsItsKindsRules() {
                    let none = verifySnapshot(of: PopupSpec(popup: SystemAlertPopup(actions: [])), as: .spec, named: "no-actions")
                    XCTAssertTrue(none?.contains("popup.actions: expected 1 to 32 actions, found 0") == true, none ?? "drawn")
                }
            }

            """,
            "Tests/AdopterTests/CrossedSwiftTests.swift": """
            import PopsnapTesting
            import Testing

            @Test func assertSnapshotInATest() {
                assertSnapshot(of: deleteConfirmationScene(), named: "crossed")
            }

            """,
            "Tests/AdopterTests/CrossedXCTests.swift": """
            import PopsnapTesting
            import XCTest

            final class ExpectSnapshotInAnXCTestCase: XCTestCase {
                func testExpectSnapshot() {
                    expectSnapshot(of: deleteConfirmationScene(), named: "crossed")
                }
            }

            """,
        ]
        for (path, text) in files {
            let url = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Unchanged files keep their dates, so the build folder stays up to date.
            if (try? String(contentsOf: url, encoding: .utf8)) != text { try text.write(to: url, atomically: true, encoding: .utf8) }
        }
    }

    // MARK: - Running it

    static var locations: [String] { ["--package-path", package.path, "--scratch-path", root.appendingPathComponent("build").path] }

    static func swiftTest(_ environment: [String: String], filter: String? = nil, attachments: URL? = nil,
                          timeout: Double = 600) throws -> (status: Int32, output: String) {
        var env = ProcessInfo.processInfo.environment
        for name in ["CI", "POPSNAP_RECORD", "POPSNAP_ARTIFACTS", "ADOPTER_TITLE", "ADOPTER_BROKEN"] { env[name] = nil }
        return try run([try swift(), "test"] + locations + (filter.map { ["--filter", $0] } ?? [])
                       + (attachments.map { ["--attachments-path", $0.path] } ?? []), in: package,
                       environment: env.merging(environment) { $1 }, timeout: timeout)
    }

    static func swift() throws -> String { try SwiftCommand.path() }

    static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil,
                    timeout: Double = 600) throws -> (status: Int32, output: String) {
        try SwiftCommand.run(arguments, in: directory, environment: environment, timeout: timeout)
    }
}
