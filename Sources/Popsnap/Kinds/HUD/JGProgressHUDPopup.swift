import PopsnapRaster

/// JGProgressHUD's look (`"style": "jgprogresshud"`): an indicator view (the activity indicator, a pie,
/// a ring, a success or error mark, or none), the text and the detail text under it, on a blur.
///
/// ```swift
/// var spec = PopupSpec(popup: JGProgressHUDPopup(mode: .ring(0.3), label: "Downloading", details: "3 of 10"))
/// ```
public struct JGProgressHUDPopup: PopupKind {
    /// Which indicator view the HUD shows (`.indeterminate` by default).
    public var mode: JGProgressHUDMode
    /// textLabel and detailTextLabel; nil or empty for none (JGProgressHUD.m l.368, l.379).
    public var label: String?
    /// The detail text, under `label` in the regular 15 pt font; nil or empty for none.
    public var details: String?
    /// The style; nil follows the appearance as `init` does (l.126, l.206-220): dark in the dark
    /// appearance, extra light otherwise (l.25-31).
    public var look: JGProgressHUDLook?
    /// JGProgressHUD's metrics; `JGProgressHUDTheme()` is the library's own.
    public var theme: JGProgressHUDTheme

    /// A JGProgressHUD showing `mode`, with an optional text and detail text, in `look` (nil: from the
    /// appearance) and `theme`.
    /// ```swift
    /// JGProgressHUDPopup(mode: .success, label: "Saved")
    /// JGProgressHUDPopup(mode: .text, label: "No connection", look: .dark)
    /// ```
    public init(mode: JGProgressHUDMode = .indeterminate, label: String? = nil, details: String? = nil,
                look: JGProgressHUDLook? = nil, theme: JGProgressHUDTheme = JGProgressHUDTheme()) {
        self.mode = mode
        self.label = label
        self.details = details
        self.look = look
        self.theme = theme
    }

    /// l.183: the HUD's view, which covers the screen, is clear.
    public func backdrop(traits: Traits) -> Color? { nil }

    func resolvedLook(_ appearance: Appearance) -> JGProgressHUDLook {
        look ?? (appearance == .dark ? .dark : .extraLight)
    }
}

/// JGProgressHUD's indicator views: JGProgressHUDIndeterminateIndicatorView, PieIndicatorView,
/// RingIndicatorView, SuccessIndicatorView, ErrorIndicatorView, or none (`indicatorView = nil`).
public enum JGProgressHUDMode: Sendable, Equatable {
    /// JGProgressHUDIndeterminateIndicatorView: UIActivityIndicatorView's large style, 37 pt.
    case indeterminate
    /// JGProgressHUDPieIndicatorView at the given progress, 0...1: a wedge inside a 2 pt rim.
    case pie(Double)
    /// JGProgressHUDRingIndicatorView at the given progress, 0...1: a 3 pt arc over its track.
    case ring(Double)
    /// JGProgressHUDSuccessIndicatorView: a 33 pt check mark.
    case success
    /// JGProgressHUDErrorIndicatorView: a 33 pt cross.
    case error
    /// No indicator view (`indicatorView = nil`): the labels alone.
    case text
}

/// Swift written from a spec gives only the arguments that differ from `JGProgressHUDPopup()`'s (`ValueSource`).
extension JGProgressHUDPopup: DefaultInitializable {
    /// The public init with every parameter at its default.
    init() { self.init(label: nil) }
}
