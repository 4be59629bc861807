import Popsnap
import PopsnapRaster

extension PopupScene {
    /// The popup's background as the scene draws it: resolved for the scene's appearance.
    var popupFill: Fill? { popup.background?.resolved(for: appearance) }
}
