import PopsnapRaster

/// MBProgressHUD's HUD: an indicator (or progress view, or custom view), a label, a details label and a
/// button, stacked and centred on a blurred bezel, as the library draws them on iOS 13 and later.
///
/// ```swift
/// MBProgressHUDPopup(mode: .annularDeterminate(progress: 0.25), label: "Loading…", details: "Parsing data\n(1/1)", button: "Cancel")
/// ```
public struct MBProgressHUDPopup: PopupKind {
    /// What the HUD shows above its labels (`.indeterminate` by default).
    public var mode: MBProgressHUDMode
    /// The label (`label.text`), bold 16 pt on one line; nil for none.
    public var label: String?
    /// The details label (`detailsLabel.text`), bold 12 pt on as many lines as it needs; nil for none.
    public var details: String?
    /// The button's title (MBProgressHUD's `button`, usually Cancel); nil for none.
    public var button: String?
    /// MBProgressHUD's metrics; `MBProgressHUDTheme()` is the library's own on iOS 13 and later.
    public var theme: MBProgressHUDTheme

    /// An MBProgressHUD showing `mode`, with the optional labels and button, in `theme`.
    /// ```swift
    /// MBProgressHUDPopup(label: "Loading…")
    /// MBProgressHUDPopup(mode: .determinateHorizontalBar(progress: 0.6), label: "Uploading", button: "Cancel")
    /// ```
    public init(mode: MBProgressHUDMode = .indeterminate, label: String? = nil, details: String? = nil, button: String? = nil,
                theme: MBProgressHUDTheme = MBProgressHUDTheme()) {
        self.mode = mode
        self.label = label
        self.details = details
        self.button = button
        self.theme = theme
    }

    public func backdrop(traits: Traits) -> Color? { theme.backdrop?.resolved(for: traits.appearance) }
}

/// MBProgressHUDMode: what the HUD shows above its labels.
public enum MBProgressHUDMode: Sendable, Equatable {
    /// UIActivityIndicatorView.
    case indeterminate
    /// MBRoundProgressView: an outlined circle filling with a thick arc.
    case determinate(progress: Double)
    /// MBBarProgressView: an outlined capsule filling from the left.
    case determinateHorizontalBar(progress: Double)
    /// MBRoundProgressView with `annular`: a faint ring with a 2 pt arc over it.
    case annularDeterminate(progress: Double)
    /// A custom view; here one of Popsnap's icons.
    case customView(Icon)
    /// Only the labels (and the button).
    case text
}

/// Swift written from a spec gives only the arguments that differ from `MBProgressHUDPopup()`'s (`ValueSource`).
extension MBProgressHUDPopup: DefaultInitializable {
    /// The public init with every parameter at its default.
    init() { self.init(label: nil) }
}
