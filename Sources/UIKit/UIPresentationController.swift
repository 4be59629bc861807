/// What places a presented controller's view and draws the chrome around it. Only the sheet's
/// (`UISheetPresentationController`) is drawn here; custom presentation controllers are not supported.
@MainActor
open class UIPresentationController {
    /// The controller whose view this presentation places.
    public unowned let presentedViewController: UIViewController

    /// UIKit makes one when a controller is presented, or when its `sheetPresentationController` is asked for.
    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }
}
