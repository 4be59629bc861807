import PopsnapRaster

/// iOS's sheet (UISheetPresentationController): a tree of your own on a sheet from the screen's bottom,
/// at a detent, with or without its grabber. iOS 18 draws it opaque on the screen's edges and, at the
/// large detent, shrinks the screen behind; iOS 26 floats a partial-height sheet of glass inside the edges.
///
/// ```swift
/// let sheet = SheetPopup(detent: .medium, grabber: true, root: Popup {
///     VStack(alignment: .leading, spacing: 8) {
///         Text("Filters").font(.title2)
///         Text("Show only the trips you saved this year.")
///     }
///     .padding(20)
/// })
/// ```
public struct SheetPopup: PopupKind {
    /// How tall the sheet stands: medium (UIKit's default is large; a sheet in a spec says which).
    public var detent: SheetDetent
    /// Whether the grabber is drawn at the top (UIKit's `prefersGrabberVisible`, false unless set).
    public var grabber: Bool
    /// What the sheet shows, filling it as a view controller's view fills its sheet: builder views
    /// (`Popup { … }`) or a spec's tree (`CustomPopup`), resolved for the traits when the sheet is drawn.
    public var root: any PopupKind
    /// The look of iOS 15 to 18 (`Traits.ios` 18).
    public var theme: SheetTheme
    /// The look of iOS 26 (`Traits.ios` 26).
    public var glassTheme: SheetTheme

    /// A sheet showing `root` at `detent`, its grabber drawn when `grabber` is true, in `theme` on iOS 18 and
    /// `glassTheme` on iOS 26.
    /// ```swift
    /// SheetPopup(detent: .height(280), grabber: true, root: Popup { Text("Filters").padding(20) })
    /// ```
    public init(detent: SheetDetent = .medium, grabber: Bool = false, root: any PopupKind,
                theme: SheetTheme = SheetTheme(), glassTheme: SheetTheme = .liquidGlass) {
        self.detent = detent
        self.grabber = grabber
        self.root = root
        self.theme = theme
        self.glassTheme = glassTheme
    }

    /// The theme of the traits' iOS look: `glassTheme` for iOS 26, `theme` before.
    public func theme(for traits: Traits) -> SheetTheme { traits.ios == .ios26 ? glassTheme : theme }

    /// Whether the sheet floats inside the screen's edges: iOS 26 below the large detent.
    func floats(_ traits: Traits) -> Bool { traits.ios == .ios26 && detent != .large }

    public func backdrop(traits: Traits) -> Color? {
        theme(for: traits).backdrop.resolved(for: traits.appearance)
    }

    /// On the screen's bottom edge (UIKit attaches a sheet to it, under the home indicator), or
    /// `floatingInset` above it when it floats.
    public func placement(traits: Traits) -> PopupPlacement {
        .pinned(.bottom, margin: floats(traits) ? theme(for: traits).floatingInset : 0, fromSafeArea: false)
    }

    /// iOS 18's large page sheet shrinks the screen behind into a card whose top is at the top safe area's
    /// edge (`SheetTheme.presentingScale`); the other detents and iOS 26 leave it where it is.
    public func presentingScreen(traits: Traits, on screen: Screen) -> PresentingScreen? {
        guard traits.ios == .ios18, detent == .large else { return nil }
        return PresentingScreen(scale: theme.presentingScale, top: screen.safeArea.top, cornerRadius: theme.presentingCornerRadius,
                                cornerCurve: theme.cornerCurve)
    }
}
