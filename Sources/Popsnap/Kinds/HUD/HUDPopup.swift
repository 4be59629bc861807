import PopsnapRaster

/// Seed 002's JKProgressHUD: the spinning indicator, a progress value or a finished mark, and an optional
/// label, on a dark rounded square.
///
/// ```swift
/// HUDPopup(mode: .ring(progress: 0.4), label: "Uploading")
/// ```
public struct HUDPopup: PopupKind {
    public var mode: HUDMode
    public var label: String?
    public var theme: HUDTheme
    /// Another library's look, drawn in place of seed 002's (`"style"` in a spec); nil for seed 002's.
    public var library: HUDLibrary?

    public init(mode: HUDMode = .indicator, label: String? = nil, theme: HUDTheme = HUDTheme()) {
        self.mode = mode
        self.label = label
        self.theme = theme
    }

    /// A library's look as a `hud`.
    public init(_ library: HUDLibrary) {
        self.init()
        self.library = library
    }

    public var style: HUDStyle { library?.style ?? .jkProgressHUD }

    public func backdrop(traits: Traits) -> Color? {
        if let library { return library.popup.backdrop(traits: traits) }
        return theme.backdrop
    }
}
