import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// The tree `--title`, `--message` and `--button` describe for a sheet: the title over the message at
/// the top, the button at the bottom, the screen's width less the margins. It is not a UIKit view but a
/// sheet's content as Apple's apps lay one out; its figures are the system's, as each says. Its colours
/// and fonts stay dynamic (`Element.dynamicLook`), so one tree draws every appearance and text size.
struct SheetOptionsContent {
    /// 16 pt at the sides and under the button: UIKit's minimum layout margins on an iPhone
    /// (`UIViewController.systemMinimumLayoutMargins`).
    static let margin = 16.0
    /// The title's top 32 pt below the sheet's: clear of the grabber (5 + 5 pt) by 22, the large title's
    /// inset under a navigation bar's top.
    static let top = 32.0
    /// 8 pt between the title and the message: the system spacing (UIStackView's `spacingUseSystem`).
    static let spacing = 8.0
    /// The title: title2 bold (22 pt at the default size), as a sheet's header in Maps and Find My.
    static let titleFont = DynamicFont.preferred(.title2, weight: .bold, alignment: .natural)
    /// The message: body (17 pt), in `label` (secondaryLabel on white is 3.44:1, under WCAG AA's 4.5:1).
    static let messageFont = DynamicFont.preferred(.body, alignment: .natural)
    /// The button: UIButton.Configuration.filled() at the large size, 50 pt tall with 12 pt continuous
    /// corners, its label body semibold, filled with `label` and lettered in `systemBackground` (white on
    /// systemBlue is 4.02:1, under the 4.5:1 WCAG AA asks of 17 pt text, which lint reports).
    static let buttonHeight = 50.0
    /// The button's corner radius (UIButton.Configuration's large `cornerStyle`).
    static let buttonCornerRadius = 12.0
    /// The button's label font: body semibold, centred, one line.
    static let buttonFont = DynamicFont.preferred(.body, weight: .semibold, alignment: .center, maxLines: 1)

    /// The content: `title` (nil leaves it out), `message` under it, and `button` at the bottom, above
    /// `bottomInset` more (the bottom safe area a sheet on the screen's edge covers).
    static func root(title: String?, message: String?, button: String?) -> Element {
        var titleLabel = Element(.text(Element.Label(title, font: titleFont)), name: "title", role: "title")
        titleLabel.isPresent = title != nil
        titleLabel.accessibilityTraits = [.header]
        titleLabel.foregroundColor = DynamicColor.label
        var messageLabel = Element(.text(Element.Label(message, font: messageFont)), name: "message", role: "message")
        messageLabel.isPresent = message != nil
        messageLabel.foregroundColor = DynamicColor.label
        var gap = Element(.spacer(length: nil), name: "spacer", role: "spacer")
        gap.isPresent = button != nil
        var action = Element(.button(Element.Label(button, font: buttonFont)), name: "button", role: "button")
        action.isPresent = button != nil
        action.sizing = Sizing(minHeight: buttonHeight)
        action.padding = EdgeInsets(horizontal: margin)
        action.cornerRadius = buttonCornerRadius
        action.cornerCurve = .continuous
        action.foregroundColor = DynamicColor.systemBackground
        action.background = .color(DynamicColor.label)

        var content = Element(.vstack(Element.Stack(spacing: spacing)), name: "content", role: "content")
        content.padding = EdgeInsets(top: top, leading: margin, bottom: margin, trailing: margin)
        content.children = [titleLabel, messageLabel, gap, action]
        return content
    }
}
