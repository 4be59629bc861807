import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapTesting

/// `.accessibility` and `.accessibilityOverlay`: VoiceOver's order as text and as the overlay image, through
/// the verifier's one policy.
final class AccessibilityStrategyTests: TemporaryFolderTestCase {
    var references: String { folder.path + "/refs/AccessibilityStrategyTests" }

    func check<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, _ name: String, _ mode: RecordMode) -> SnapshotIssue? {
        snapshotIssue(of: value, as: strategy, named: name,
                      configuration: SnapshotConfiguration(references: folder.path + "/refs", artifacts: folder.path + "/artifacts", record: mode),
                      test: SnapshotTest(file: #filePath, function: "testAccessibility()", scope: UUID().uuidString), environment: [:])
    }

    func alert(title: String) -> PopupSpec {
        var spec = PopupSpec(popup: SystemAlertPopup(title: title, message: "This cannot be undone.",
                                                     actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)]),
                             screen: .device(.iPhoneSE), scale: 1)
        spec.ios = .ios18
        return spec
    }

    func testTheOrderIsRecordedAsTextAndAChangedLabelFails() throws {
        XCTAssertNotNil(check(alert(title: "Delete?"), as: .accessibility, "alert", .missing))
        XCTAssertEqual(try String(contentsOfFile: references + "/alert.accessibility.txt", encoding: .utf8), """
            1. Delete?. Heading.
            2. This cannot be undone.
            3. Cancel. Button.
            4. Delete. Button.

            """)
        XCTAssertNil(check(alert(title: "Delete?"), as: .accessibility, "alert", .never))
        let changed = try XCTUnwrap(check(alert(title: "Remove?"), as: .accessibility, "alert", .never))
        XCTAssertTrue(changed.message.contains("-1. Delete?. Heading."), changed.message)
        XCTAssertTrue(changed.message.contains("+1. Remove?. Heading."), changed.message)
    }

    func testTheOverlayIsTheRenderersVoiceOverImage() throws {
        let spec = alert(title: "Delete?")
        XCTAssertNotNil(check(spec, as: .accessibilityOverlay, "alert", .missing))
        let recorded = try PNG.read(contentsOf: references + "/alert.accessibility.png")
        XCTAssertEqual(recorded, try PopupRenderer().voiceOver(spec.scene()).image)
        XCTAssertNotNil(check(alert(title: "Remove?"), as: .accessibilityOverlay, "alert", .never), "another title is another overlay")
    }
}
