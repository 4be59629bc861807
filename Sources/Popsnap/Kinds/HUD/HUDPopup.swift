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

    public init(mode: HUDMode = .indicator, label: String? = nil, theme: HUDTheme = HUDTheme()) {
        self.mode = mode
        self.label = label
        self.theme = theme
    }

    public func backdrop(traits: Traits) -> Color? { theme.backdrop }
}
