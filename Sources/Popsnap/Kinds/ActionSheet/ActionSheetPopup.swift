import PopsnapRaster
import PopsnapGeometry

/// iOS's UIAlertController in the .actionSheet style: an optional title and message over its actions, the
/// cancel action apart below them, against the bottom of the safe area; on an iPad, a popover whose arrow
/// points at `anchor`.
///
/// ```swift
/// ActionSheetPopup(title: "Delete this photo?", actions: [AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel)])
/// ```
public struct ActionSheetPopup: PopupKind {
    /// The title over the message, footnote-sized; nil leaves it out.
    public var title: String?
    /// The message under the title; nil leaves it out.
    public var message: String?
    /// The actions, top to bottom; a cancel one is drawn apart below the others on an iPhone and left out
    /// of an iPad's popover (tapping outside cancels it there), as UIKit does.
    public var actions: [AlertAction]
    /// The rectangle an iPad's popover points at, in screen points (UIPopoverPresentationController's
    /// `sourceRect`); nil centres it on the screen. An iPhone ignores it.
    public var anchor: Rect?
    /// The look of iOS 13 to 18 (`Traits.ios` 18).
    public var theme: ActionSheetTheme
    /// The look of iOS 26 (`Traits.ios` 26).
    public var glassTheme: ActionSheetTheme

    /// An action sheet with the given text and `actions`, drawn with `theme` for iOS 13 to 18 and
    /// `glassTheme` for iOS 26 (as `Traits.ios` chooses).
    /// ```swift
    /// ActionSheetPopup(title: "Share", actions: [AlertAction("Copy Link"), AlertAction("Cancel", style: .cancel)],
    ///                  anchor: Rect(x: 700, y: 40, width: 44, height: 44))
    /// ```
    public init(title: String? = nil, message: String? = nil, actions: [AlertAction], anchor: Rect? = nil,
                theme: ActionSheetTheme = ActionSheetTheme(), glassTheme: ActionSheetTheme = .liquidGlass) {
        self.title = title
        self.message = message
        self.actions = actions
        self.anchor = anchor
        self.theme = theme
        self.glassTheme = glassTheme
    }

    public func backdrop(traits: Traits) -> Color? {
        // A popover does not dim the screen behind it.
        if isPopover(traits) { return nil }
        return theme(for: traits).backdrop.resolved(for: traits.appearance)
    }

    /// Against the bottom of the safe area, `margin` above it; on an iPad, beside `anchor`.
    public func placement(traits: Traits) -> PopupPlacement {
        if isPopover(traits) { return .beside(popoverSource(traits), margin: theme(for: traits).popover.margin) }
        return .pinned(.bottom, margin: theme(for: traits).margin)
    }

    /// It rises from the bottom of the screen in 0.335 s, the time Flutter's `cupertino/route.dart` measured
    /// on an iOS 13 device for the modal popup an action sheet is (`_kModalPopupTransitionDuration`), on a
    /// critically damped spring (no overshoot: UIKit's presentations have none) that is 99.9% of the way
    /// there by then: a response of 2π · 0.335 / 9.23 = 0.228 s.
    public func slide(traits: Traits) -> SlideMotion {
        SlideMotion(edge: .bottom, curve: .spring(damping: 1, response: 0.228), duration: 0.335)
    }

    /// Whether the screen is an iPad's, where an action sheet is a popover.
    func isPopover(_ traits: Traits) -> Bool { traits.screen?.device?.isPad == true }

    /// What the popover points at: `anchor`, or a point at the screen's centre.
    func popoverSource(_ traits: Traits) -> Rect {
        if let anchor { return anchor }
        let size = traits.screen?.size ?? Size(width: 0, height: 0)
        return Rect(x: size.width / 2, y: size.height / 2, width: 0, height: 0)
    }

    /// Where in `actions` are the actions drawn in the group, and the cancel action drawn apart (the first
    /// cancel-style one); places rather than actions, since a report names each row's place in the spec.
    var split: (group: [Int], cancel: Int?) {
        guard let i = actions.firstIndex(where: { $0.style == .cancel }) else { return (Array(actions.indices), nil) }
        return (actions.indices.filter { $0 != i }, i)
    }
}
