import PopsnapRaster

/// The app icon at a notification's leading edge: a picture, or a placeholder, a rounded square in one
/// colour, where a test has no icon to hand.
///
/// ```swift
/// NotificationPopup(app: "Mail", appIcon: .placeholder(DynamicColor.systemGreen), title: "Anna", body: "Lunch?")
/// ```
public enum NotificationIcon: Sendable {
    /// A rounded square filled with the colour, in the icon's size and corners.
    case placeholder(DynamicColor)
    /// Pixels already in memory, scaled to the icon's size.
    case image(Image)
    /// A PNG file, decoded when drawn at the icon's size (what a spec's `"appIcon": "icon.png"` gives).
    case file(ImageFile)

    /// The placeholder in `systemBlue` (#007AFF light, #0A84FF dark): what a spec without `appIcon` shows.
    public static let standard = NotificationIcon.placeholder(DynamicColor.systemBlue)
}
