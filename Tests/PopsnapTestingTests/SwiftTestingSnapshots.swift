import Foundation
import Testing
import Popsnap
import PopsnapRaster
import PopsnapSnapshot
import PopsnapTestSupport
@testable import PopsnapTesting
import PopsnapCompare

/// The Swift Testing form, against the project's own references.
@Suite struct SwiftTestingSnapshots {
    @Test func seedAlertSpecMatchesItsReference() throws {
        let folder = ReferenceImage.snapshots.path
        // References are <references>/<test file's name>/<name>.png: here Snapshots/alert.png.
        let spec = try PopupSpec.load(contentsOf: folder + "/alert.json")
        let issue = snapshotIssue(of: spec, as: .spec, named: "alert",
                                  configuration: SnapshotConfiguration(references: folder + "/..", record: .never),
                                  test: SnapshotTest(file: folder + "/Snapshots.swift", function: #function))
        #expect(issue == nil, "\(issue?.message ?? "")")
    }

    @Test(arguments: ["hud", "confirmation", "system-alert-light"])
    func presetsMatch(name: String) throws {
        let folder = ReferenceImage.snapshots.path
        let spec = try PopupSpec.load(contentsOf: folder + "/\(name).json")
        // References are <references>/<test file's name>/<name>.png: the project's, copied there.
        let references = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-presets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: references) }
        let mine = references.appendingPathComponent("SwiftTestingSnapshots")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder + "/\(name).png", toPath: mine.appendingPathComponent(name + ".png").path)
        withSnapshotConfiguration(SnapshotConfiguration(references: references.path)) {
            expectSnapshot(of: spec.scene(), named: name, record: .never)
        }
    }

    /// The trait sets the configuration of the test it marks (and of every test of a suite).
    @Test(.snapshots(record: .failed, tolerance: Tolerance(maxDiffPixels: 7)))
    func traitScopesTheConfiguration() {
        #expect(SnapshotConfiguration.current.record == .failed)
        #expect(SnapshotConfiguration.current.match.tolerance == Tolerance(maxDiffPixels: 7))
    }
}

@Suite(.snapshots(match: .exact)) struct SuiteTraitSnapshots {
    @Test func everyTestOfTheSuiteHasIt() {
        #expect(SnapshotConfiguration.current.match.isExact)
    }
}
