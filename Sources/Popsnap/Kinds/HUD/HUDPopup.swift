import PopsnapRaster

/// Seed 002's JKProgressHUD: the spinning indicator, a progress value or a finished mark, and an optional
/// label, on a dark rounded square; or, given a `library`, that library's HUD.
///
/// ```swift
/// HUDPopup(mode: .ring(progress: 0.4), label: "Uploading")
/// HUDPopup(.mbProgressHUD(MBProgressHUDPopup(label: "Loading…")))
/// ```
public struct HUDPopup: PopupKind {
    public var mode: HUDMode
    public var label: String?
    public var theme: HUDTheme
    /// Another library's HUD, drawn instead of seed 002's; nil draws JKProgressHUD from `mode`, `label`
    /// and `theme`.
    public var library: HUDLibrary?

    public init(mode: HUDMode = .indicator, label: String? = nil, theme: HUDTheme = HUDTheme()) {
        self.mode = mode
        self.label = label
        self.theme = theme
    }

    public init(_ library: HUDLibrary) {
        self.init()
        self.library = library
    }

    /// Whose look the HUD has.
    public var style: HUDStyle { library?.style ?? .jkProgressHUD }

    public func element(traits: Traits) -> Element {
        library?.popup.element(traits: traits) ?? jkProgressHUDElement(traits: traits)
    }

    public func backdrop(traits: Traits) -> Color? {
        library.map { $0.popup.backdrop(traits: traits) } ?? theme.backdrop?.resolved(for: traits.appearance)
    }
}
