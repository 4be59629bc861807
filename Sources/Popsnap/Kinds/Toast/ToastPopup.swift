import PopsnapRaster

/// A toast: iOS's system pill, Apple Music's square or a SwiftEntryKit banner, alone or with earlier toasts
/// stacked behind it, against the top or bottom of the safe area or in its centre.
///
/// ```swift
/// ToastPopup(icon: .builtIn(.success), title: "Copied")
/// ToastPopup(style: .banner, title: "Saved", subtitle: "Your draft is in Notes.", button: "Undo", position: .bottom)
/// ```
public struct ToastPopup: PopupKind {
    /// The newest toast, in front: its look and its text.
    public var newest: Toast
    /// Where the toasts show; nil: the newest toast's own place (a pill and a banner at the top, as
    /// SPIndicator's `presentSide` and SwiftEntryKit's `topFloat`; a square in the centre, as SPAlert).
    public var position: ToastPosition?
    /// The toasts shown before the newest, newest first: each further from the edge, `stackSpacing` apart,
    /// as NotificationBanner stacks the banners on screen.
    public var stack: [Toast]
    /// The pill's look in iOS 13 to 18 (`Traits.ios` 18): SPIndicator's.
    public var pillTheme: ToastPillTheme
    /// The pill's look in iOS 26 (`Traits.ios` 26): Liquid Glass.
    public var glassPillTheme: ToastPillTheme
    /// The square's look: SPAlert's Apple Music view.
    public var squareTheme: ToastSquareTheme
    /// The banners' look: SwiftEntryKit's presets.
    public var bannerTheme: ToastBannerTheme

    /// `newest` in front of the toasts in `stack`.
    /// ```swift
    /// ToastPopup(newest: Toast(title: "Copied"), stack: [Toast(title: "Saved"), Toast(title: "Sent")])
    /// ```
    public init(newest: Toast = Toast(), position: ToastPosition? = nil, stack: [Toast] = [],
                pillTheme: ToastPillTheme = ToastPillTheme(), glassPillTheme: ToastPillTheme = .liquidGlass,
                squareTheme: ToastSquareTheme = ToastSquareTheme(), bannerTheme: ToastBannerTheme = ToastBannerTheme()) {
        self.newest = newest
        self.position = position
        self.stack = stack
        self.pillTheme = pillTheme
        self.glassPillTheme = glassPillTheme
        self.squareTheme = squareTheme
        self.bannerTheme = bannerTheme
    }

    /// A toast showing the given icon and text in `style` (its fields are `newest`'s), with earlier toasts
    /// in `stack`.
    /// ```swift
    /// ToastPopup(title: "Copied", stack: [Toast(title: "Saved"), Toast(title: "Sent")])
    /// ```
    public init(style: ToastStyle = .pill, preset: BannerPreset = .float, icon: IconContent? = nil, title: String? = nil,
                subtitle: String? = nil, button: String? = nil, position: ToastPosition? = nil, stack: [Toast] = [],
                pillTheme: ToastPillTheme = ToastPillTheme(), glassPillTheme: ToastPillTheme = .liquidGlass,
                squareTheme: ToastSquareTheme = ToastSquareTheme(), bannerTheme: ToastBannerTheme = ToastBannerTheme()) {
        self.init(newest: Toast(style: style, preset: preset, icon: icon, title: title, subtitle: subtitle, button: button),
                  position: position, stack: stack, pillTheme: pillTheme, glassPillTheme: glassPillTheme, squareTheme: squareTheme,
                  bannerTheme: bannerTheme)
    }

    /// Every toast shown, newest first.
    public var toasts: [Toast] { [newest] + stack }

    /// Where the toasts are: `position`, or the newest toast's own place.
    public var resolvedPosition: ToastPosition { position ?? (newest.style == .square ? .center : .top) }

    /// Toasts leave the screen as it is: none of the three libraries dims it.
    public func backdrop(traits: Traits) -> Color? { nil }

    /// Against the side `resolvedPosition` names, the newest toast's style's distance inside the safe area
    /// (a status-bar banner over it, from the screen's top edge); in the centre of the safe area.
    public func placement(traits: Traits) -> PopupPlacement {
        let margin: Double, style = newest.style, preset = newest.preset
        switch style {
        case .pill: margin = pillTheme(for: traits).edgeMargin
        case .square: margin = squareTheme.edgeMargin
        case .banner: margin = preset == .float ? bannerTheme.floatMargin : 0
        }
        switch resolvedPosition {
        case .center: return .centredInSafeArea
        case .top: return .pinned(.top, margin: margin, fromSafeArea: !(style == .banner && preset == .statusBar))
        case .bottom: return .pinned(.bottom, margin: margin)
        }
    }
}
