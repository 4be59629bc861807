import PopsnapRaster

/// Seed 002's JKProgressHUD: the spinning indicator, a progress value or a finished mark, and an optional
/// label, on a dark rounded square; or, given a `library`, that library's HUD.
///
/// ```swift
/// HUDPopup(mode: .ring(progress: 0.4), label: "Uploading")
/// HUDPopup(.mbProgressHUD(MBProgressHUDPopup(label: "Loading…")))
/// ```
public struct HUDPopup: PopupKind {
    /// What the HUD shows (`.indicator` by default); ignored when `library` is set.
    public var mode: HUDMode
    /// The text under the mark, wrapped to at most 3 lines in `maximumWidth`; nil leaves it out.
    public var label: String?
    /// Sizes, colours and fonts of seed 002's HUD; `HUDTheme()` is the seed's with Popsnap's choices.
    public var theme: HUDTheme
    /// Another library's HUD, drawn instead of seed 002's; nil draws JKProgressHUD from `mode`, `label`
    /// and `theme`.
    public var library: HUDLibrary?

    /// Seed 002's HUD showing `mode`, with an optional `label`, in `theme`; or, given a `library`, that
    /// library's HUD (the parameters are the stored properties, in order, as every kind's are).
    /// ```swift
    /// HUDPopup()                                           // the spinning indicator alone
    /// HUDPopup(mode: .success, label: "Done")
    /// HUDPopup(mode: .bar(progress: 0.75), label: "Exporting")
    /// ```
    public init(mode: HUDMode = .indicator, label: String? = nil, theme: HUDTheme = HUDTheme(), library: HUDLibrary? = nil) {
        self.mode = mode
        self.label = label
        self.theme = theme
        self.library = library
    }

    /// A HUD in another library's look: `library`'s own popup draws it, with that library's mode, labels and theme.
    /// ```swift
    /// HUDPopup(.svProgressHUD(SVProgressHUDPopup(mode: .progress(0.3), status: "Downloading")))
    /// ```
    public init(_ library: HUDLibrary) {
        self.init(library: library)
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

/// Swift written from a spec gives only the arguments that differ from `HUDPopup()`'s (`ValueSource`).
extension HUDPopup: DefaultInitializable {
    /// The public init with every parameter at its default.
    init() { self.init(label: nil) }
}
