import PopsnapRaster

/// The iOS notification banner (UserNotifications' banner, as the Lock Screen and Home Screen show it):
/// the app's icon at the leading edge, the title in semibold with the time at the trailing end of its line,
/// and the body under it, at most four lines, truncated with "…". Without a title the app's name takes its
/// place, as iOS heads a notification that has none.
///
/// ```swift
/// NotificationPopup(app: "Messages", time: "now", title: "Anna", body: "Are we still on for lunch?")
/// ```
public struct NotificationPopup: PopupKind {
    /// The app's name: the first line when there is no title, and what VoiceOver reads for the icon.
    public var app: String?
    /// The app's icon, a picture or a coloured placeholder (`.standard`, systemBlue, by default).
    public var appIcon: NotificationIcon
    /// When it arrived, as iOS words it ("now", "9:41 AM", "2m ago"), at the trailing end of the first line.
    public var time: String
    /// The bold first line (UNNotificationContent.title); nil shows the app's name there instead.
    public var title: String?
    /// The text under the title (UNNotificationContent.body), on up to four lines; nil leaves it out.
    public var body: String?
    /// The look of iOS 16 to 18 (`Traits.ios` 18).
    public var theme: NotificationTheme
    /// The look of iOS 26 (`Traits.ios` 26): iOS 18's sizes on Liquid Glass (`NotificationTheme.liquidGlass`).
    public var glassTheme: NotificationTheme

    /// A notification banner with the given text, drawn with `theme` for iOS 18 and `glassTheme` for iOS 26.
    /// ```swift
    /// NotificationPopup(app: "Calendar", appIcon: .placeholder(DynamicColor.systemRed), time: "9:41 AM",
    ///                   title: "Design review", body: "In 15 minutes, Room 4")
    /// ```
    public init(app: String? = nil, appIcon: NotificationIcon = .standard, time: String = "now", title: String? = nil, body: String? = nil,
                theme: NotificationTheme = NotificationTheme(), glassTheme: NotificationTheme = .liquidGlass) {
        self.app = app
        self.appIcon = appIcon
        self.time = time
        self.title = title
        self.body = body
        self.theme = theme
        self.glassTheme = glassTheme
    }

    /// What the first line shows: the title, or the app's name when there is none. An empty title is none,
    /// as UNNotificationContent's default title, "", is.
    var heading: String? { title.flatMap { $0.isEmpty ? nil : $0 } ?? app }
    /// The body, absent when empty (UNNotificationContent's default body is "").
    var shownBody: String? { body.flatMap { $0.isEmpty ? nil : $0 } }

    /// The theme of the traits' iOS look: `glassTheme` for iOS 26, `theme` before.
    public func theme(for traits: Traits) -> NotificationTheme { traits.ios == .ios26 ? glassTheme : theme }

    /// A banner dims nothing: the app under it stays as it was.
    public func backdrop(traits: Traits) -> Color? { nil }

    /// Pinned to the top of the safe area, under the status bar and the Dynamic Island.
    public func placement(traits: Traits) -> PopupPlacement {
        .pinned(.top, margin: theme(for: traits).topMargin)
    }

    /// The banner drops from the top with a slight overshoot: SwiftUI's default spring (Apple's
    /// `Animation.spring(response:dampingFraction:blendDuration:)`: response 0.5 s, damping fraction 0.825;
    /// SpringBoard's own curve is private), in 0.5 s, by which it is within 0.6% of its place
    /// (e^(-0.825 * 2 pi / 0.5 * 0.5) = 0.0056).
    public static let drop = SlideMotion(edge: .top, curve: .spring(damping: 0.825, response: 0.5), duration: 0.5)

    public func slide(traits: Traits) -> SlideMotion { Self.drop }
}
