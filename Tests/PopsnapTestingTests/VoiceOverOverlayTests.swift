import Popsnap
import PopsnapRaster
import PopsnapTestSupport
import PopsnapTesting
import XCTest

/// The VoiceOver overlay of a preset and of a custom spec against their references in
/// Snapshots/VoiceOverOverlayTests/: what `.accessibility` will snapshot once the strategies are merged.
final class VoiceOverOverlayTests: XCTestCase {
    private func overlay(_ name: String) throws -> Image {
        let spec = try PopupSpec.load(contentsOf: ReferenceImage.snapshots.appendingPathComponent(name + ".json").path)
        return try PopupRenderer().voiceOver(spec.scene()).image
    }

    /// iOS 18's system alert: the title a heading, the message, then Cancel and Delete side by side.
    func testSystemAlert() throws {
        assertSnapshot(of: try overlay("system-alert-light"), as: .image, named: "system-alert-light")
    }

    /// The custom example: its icon is not read (no label), its texts and button are.
    func testCustom() throws {
        assertSnapshot(of: try overlay("custom"), as: .image, named: "custom")
    }
}
