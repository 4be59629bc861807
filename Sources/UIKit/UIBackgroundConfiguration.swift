/// A background's look: its fill, its corner radius and its stroke, as a configured button draws it
/// (`UIButton.Configuration.background`). Only what Popsnap draws is here; a custom view, an image, a
/// visual effect, insets, a colour transformer and the list styles (`clear()`, `listPlainCell()`, …) are not
/// available.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.background.backgroundColor = .systemRed
/// configuration.background.strokeColor = .white
/// configuration.background.strokeWidth = 2
/// ```
@MainActor
public struct UIBackgroundConfiguration {
    /// The fill; nil leaves it to the owner's style (a filled button's tint, a gray one's fill), and a
    /// colour set here wins over the style, as on iOS.
    public var backgroundColor: UIColor?
    /// The corner radius in points; a button's corner style decides whether and how it is used.
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour; nil strokes in the owner's tint colour.
    public var strokeColor: UIColor?
    /// The stroke's width in points, drawn inside the edge; 0 draws none.
    public var strokeWidth: CGFloat = 0

    init() {}
}
