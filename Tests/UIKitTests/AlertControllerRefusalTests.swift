import Testing
@testable import UIKit

/// What UIKit refuses stops the program, as UIKit's exception does; what the kinds do not draw fails the
/// drawing with a `ViewDrawingError` rather than draw something else.
@MainActor
struct AlertControllerRefusalTests {
    let drawing = AlertControllerTests()

    @Test func anActionTheKindCannotDrawIsAnErrorNotAnotherDrawing() throws {
        let disabled = drawing.deleteAlert()
        disabled.actions[1].isEnabled = false
        #expect(throws: ViewDrawingError.self) { try drawing.presented(disabled) }
        let untitled = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
        untitled.addAction(UIAlertAction(title: nil, style: .default))
        #expect(throws: ViewDrawingError.self) { try drawing.presented(untitled) }
        #expect(throws: ViewDrawingError.self) { try drawing.presented(UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)) }
        let tinted = drawing.deleteAlert()
        tinted.view.tintColor = .systemGreen
        #expect(throws: ViewDrawingError.self) { try drawing.presented(tinted) }
        let added = drawing.deleteAlert()
        added.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(throws: ViewDrawingError.self) { try drawing.presented(added) }
        #expect(throws: Never.self) { try drawing.presented(drawing.deleteAlert()) }
    }

    @Test func textFieldsOnAnActionSheetStopTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        // The same call on an alert is fine: the failure above is the action sheet's.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .alert).addTextField()
            }
        }
    }

    @Test func aPreferredActionNotAddedStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .alert).preferredAction = UIAlertAction(title: "OK", style: .default)
            }
        }
    }

    @Test func aSecondCancelActionStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Never Mind", style: .cancel))
            }
        }
    }
}
