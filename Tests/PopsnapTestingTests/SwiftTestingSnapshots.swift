import Testing
import Popsnap
import PopsnapTestSupport
import PopsnapTesting

/// The Swift Testing form, against the project's own references.
@Suite struct SwiftTestingSnapshots {
    @Test func seedAlertSpecMatchesItsReference() throws {
        let folder = ReferenceImage.snapshots.path
        // References are <references>/<test file's name>/<name>.png: here Snapshots/alert.png.
        let spec = try PopupSpec.load(contentsOf: folder + "/alert.json")
        let image = try PopupRenderer().render(spec.scene())
        let failure = snapshotFailure(of: .image(image), named: "alert",
                                      configuration: SnapshotConfiguration(references: folder + "/..", record: .never),
                                      file: folder + "/Snapshots.swift")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: ["hud", "confirmation", "system-alert-light"])
    func presetsMatch(name: String) throws {
        let folder = ReferenceImage.snapshots.path
        let spec = try PopupSpec.load(contentsOf: folder + "/\(name).json")
        // References are <references>/<test file's name>/<name>.png: here Snapshots/<name>.png.
        withSnapshotConfiguration(SnapshotConfiguration(references: folder + "/..")) {
            expectSnapshot(of: .scene(spec.scene()), named: name, record: .never, filePath: folder + "/Snapshots.swift")
        }
    }
}
