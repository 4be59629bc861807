import PopsnapRaster
import PopsnapText

/// SwiftEntryKit's banners: the float, a card inside the safe area; the note, a strip of one line; the
/// status-bar note, a strip over the status bar.
///
/// Sources: huri000/SwiftEntryKit (commit 5ad36cc, October 2021): the presets
/// (`EKAttributes+Presets.swift`, `EKAttributes+PositionConstraints.swift`), the views
/// (`EKNotificationMessageView`, `EKNoteMessageView`, `EKButtonBarView`, `EKNotificationMessage.Insets`,
/// `EKProperty.ButtonBarContent`) and the example app's `PresetsViewController` and `PresetsDataSource`,
/// which give the entries their fonts and shadows (the library's own default background is clear). The
/// example's Helvetica Neue Medium and Light are drawn in the system family at those weights.
public struct ToastBannerTheme: Sendable {
    /// A float 10 pt inside the safe area at its edge: `PositionConstraints.float`'s `verticalOffset`.
    public var floatMargin = 10.0
    /// A float 20 pt from each side of the screen: `.float`'s width `.offset(value: 20)`.
    public var floatSideMargin = 20.0
    /// A float's 10 pt corners: the `float` preset's `roundCorners = .all(radius: 10)`.
    public var cornerRadius = 10.0
    /// 16 pt inside a float to its content: `EKNotificationMessage.Insets.contentInsets`.
    public var contentInset = 16.0
    /// A 35 pt square icon: the example's notification `ImageContent` size.
    public var iconSize = 35.0
    /// The text 12 pt past the icon: `messageContentView.layout(.left, to: .right, of: thumbImageView, offset: 12)`.
    public var iconToText = 12.0
    /// The title 4 pt below the icon's top: `layout(to: .top, of: thumbImageView, offset: 4)`.
    public var textBelowIconTop = 4.0
    /// 5 pt between title and body: `Insets.titleToDescription`.
    public var titleToSubtitle = 5.0
    /// The title in medium 16 pt: the example's `MainFont.medium.with(size: 16)`.
    public var titleFont = DynamicFont(TextStyle(size: 16, weight: .medium))
    /// The body in light 14 pt: the example's `MainFont.light.with(size: 14)`.
    public var subtitleFont = DynamicFont(TextStyle(size: 14, weight: .light))
    /// The button's label in medium 16 pt, centred: the example's button bar `MainFont.medium.with(size: 16)`.
    public var buttonFont = DynamicFont(TextStyle(size: 16, weight: .medium, alignment: .center, maxLines: 1))
    /// The button row 50 pt tall under a hairline: `ButtonBarContent.buttonHeight` and the bar's 1 pt separator.
    public var buttonHeight = 50.0
    /// The button's label in the example's `Color.Teal.a600` (#00897B); dark, Material teal 300 #4DB6AC (choice: the example has no dark value).
    public var buttonColor = DynamicColor(light: Color(r8: 0x00, g8: 0x89, b8: 0x7B), dark: Color(r8: 0x4D, g8: 0xB6, b8: 0xAC))
    /// The hairline over the button: the example's button bar `separatorColor`, `Color.Gray.light`
    /// (230, 230, 230); dark, the system `separator`'s opaque dark value #38383A (choice: the example has none).
    public var separatorColor = DynamicColor(light: Color(r8: 230, g8: 230, b8: 230), dark: Color(r8: 0x38, g8: 0x38, b8: 0x3A))
    /// A note's line in light 14 pt, centred: the example's `showNote`.
    public var noteFont = DynamicFont(TextStyle(size: 14, weight: .light, alignment: .center))
    /// A note's line 10 pt from the sides and 5 pt from the top and bottom: `EKNoteMessageView`'s offsets.
    public var noteInsets = EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    /// The status-bar note 20 pt tall: SwiftEntryKit's note for a status bar of 20 pt (the example's
    /// `statusBarHeight > 20` branch splits the text around a notch instead; lint reports this strip under
    /// a notch or a Dynamic Island).
    public var statusBarHeight = 20.0
    /// Its line in light 12 pt, centred: the example's `showStatusBarMessage`.
    public var statusBarFont = DynamicFont(TextStyle(size: 12, weight: .light, alignment: .center, maxLines: 1))
    /// The entries' fill: `EKColor.standardBackground`, white in light and black in dark.
    public var background = DynamicColor(light: Color.white, dark: Color.black)
    /// Text in `EKColor.standardContent`, black in light and white in dark.
    public var contentColor = DynamicColor(light: Color.black, dark: Color.white)
    /// A built-in icon's disc: the content colour in light, as the example tints its image with the text
    /// colour; systemGray in dark (#8E8E93), since the icons' marks are white and would vanish in white.
    public var iconColor = DynamicColor(light: Color.black, dark: DynamicColor.systemGray.dark)
    /// A float's shadow, black at 0.5, 10 pt soft: the example's top float.
    public var floatShadow: ShadowStyle? = ShadowStyle(color: Color.black.withAlpha(0.5), radius: 10)
    /// A note's thin shadow, black at 0.2, 1 pt soft: the example's white note ("Top Animating Image Note").
    public var noteShadow: ShadowStyle? = ShadowStyle(color: Color.black.withAlpha(0.2), radius: 1)
    /// 10 pt between stacked banners: NotificationBanner's `spacerViewDefaultOffset`.
    public var stackSpacing = 10.0

    /// SwiftEntryKit's presets with its example's content, each field at the value its comment gives.
    /// ```swift
    /// var banner = ToastBannerTheme()
    /// banner.background = DynamicColor(DynamicColor.systemBlue.light)
    /// ```
    public init() {}
}

extension ToastBannerTheme: DefaultInitializable {}
