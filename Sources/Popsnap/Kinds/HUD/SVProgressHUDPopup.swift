import PopsnapRaster

/// SVProgressHUD's look (`"style": "svprogresshud"`): its ring spinner, its progress ring, its info,
/// success and error images, or the status alone, with the status under them, on a blurred rounded rectangle.
///
/// ```swift
/// var spec = PopupSpec(popup: SVProgressHUDPopup(mode: .progress(0.4), status: "Uploading", look: .dark))
/// ```
public struct SVProgressHUDPopup: PopupKind {
    /// What the HUD shows above its status (`.indeterminate` by default).
    public var mode: SVProgressHUDMode
    /// The status label's text; nil for none (SVProgressHUD.m l.1058: the ring is larger without one).
    public var status: String?
    /// The style; nil follows the appearance, as SVProgressHUDStyleAutomatic, the default (l.362, l.1300-1303).
    public var look: SVProgressHUDLook?
    /// SVProgressHUD's metrics; `SVProgressHUDTheme()` is the library's own.
    public var theme: SVProgressHUDTheme

    /// An SVProgressHUD showing `mode`, with an optional `status`, in `look` (nil: from the appearance) and `theme`.
    /// ```swift
    /// SVProgressHUDPopup(status: "Loading")                                   // `show(withStatus:)`
    /// SVProgressHUDPopup(mode: .image(.success), status: "Done", look: .dark)  // `showSuccess(withStatus:)`
    /// ```
    public init(mode: SVProgressHUDMode = .indeterminate, status: String? = nil, look: SVProgressHUDLook? = nil,
                theme: SVProgressHUDTheme = SVProgressHUDTheme()) {
        self.mode = mode
        self.status = status
        self.look = look
        self.theme = theme
    }

    /// l.361: SVProgressHUDMaskTypeNone, the default: the screen is not dimmed.
    public func backdrop(traits: Traits) -> Color? { nil }

    /// The look for `appearance`: the one set, or light or dark by the appearance.
    func resolvedLook(_ appearance: Appearance) -> SVProgressHUDLook {
        look ?? (appearance == .dark ? .dark : .light)
    }
}

/// What SVProgressHUD shows above its status: `show`, `showProgress`, `showInfo`, `showSuccess`,
/// `showError`, or `showImage` with no image, the status alone.
public enum SVProgressHUDMode: Sendable, Equatable {
    /// Its images (SVProgressHUD.m l.373-375).
    public enum Image: String, Sendable, CaseIterable {
        /// `info`: `showInfo`'s info image; `success`: `showSuccess`'s check mark; `error`: `showError`'s cross;
        /// each filling `imageSize` in the foreground colour.
        case info, success, error
    }

    /// `show`: SVIndefiniteAnimatedView, the spinning ring.
    case indeterminate
    /// `showProgress` at the given progress, 0...1: SVProgressAnimatedView's ring over its faint track.
    case progress(Double)
    /// `showInfo`, `showSuccess` or `showError`: the image, `imageSize` points square.
    case image(Image)
    /// The status alone (l.406-409: no image and no ring take room).
    case text
}

/// Swift written from a spec gives only the arguments that differ from `SVProgressHUDPopup()`'s (`ValueSource`).
extension SVProgressHUDPopup: DefaultInitializable {
    /// The public init with every parameter at its default.
    init() { self.init(status: nil) }
}
