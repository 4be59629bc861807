import PopsnapRaster

/// iOS's UIAlertController in the .alert style: an optional title and message and its actions.
///
/// ```swift
/// SystemAlertPopup(title: "Delete?", actions: [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)])
/// ```
public struct SystemAlertPopup: PopupKind {
    public var title: String?
    public var message: String?
    public var actions: [AlertAction]
    /// Stack the buttons even when there are only two (UIKit stacks two when a title does not fit).
    public var stacked: Bool
    public var theme: SystemAlertTheme

    public init(title: String? = nil, message: String? = nil, actions: [AlertAction], stacked: Bool = false,
                theme: SystemAlertTheme = SystemAlertTheme()) {
        self.title = title
        self.message = message
        self.actions = actions
        self.stacked = stacked
        self.theme = theme
    }

    public func backdrop(traits: Traits) -> Color? { theme.backdrop.resolved(for: traits.appearance) }
    /// UIAlertController centres its alert in the safe area (measured: `PopupPlacement`).
    public var placement: PopupPlacement { .centredInSafeArea }
}
