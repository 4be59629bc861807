import PopsnapRaster

/// SVProgressHUD's look (`"style": "svprogresshud"`): its ring spinner, its progress ring, its info,
/// success and error images, or the status alone, with the status under them, on a blurred rounded rectangle.
///
/// ```swift
/// var spec = PopupSpec(popup: SVProgressHUDPopup(mode: .progress(0.4), status: "Uploading", look: .dark))
/// ```
public struct SVProgressHUDPopup: PopupKind {
    public var mode: SVProgressHUDMode
    /// The status label's text; nil for none (SVProgressHUD.m l.1058: the ring is larger without one).
    public var status: String?
    /// The style; nil follows the appearance, as SVProgressHUDStyleAutomatic, the default (l.362, l.1300-1303).
    public var look: SVProgressHUDLook?
    public var theme: SVProgressHUDTheme

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
        case info, success, error
    }

    case indeterminate
    case progress(Double)
    case image(Image)
    /// The status alone (l.406-409: no image and no ring take room).
    case text
}
