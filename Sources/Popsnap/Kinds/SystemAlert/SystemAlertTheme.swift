import PopsnapRaster
import PopsnapText

/// The look of iOS's UIAlertController (.alert style), one instance a look: `SystemAlertTheme()` is iOS 13
/// to 18's (sizes and fonts UIKit's, a blur material behind the content), `SystemAlertTheme.liquidGlass`
/// iOS 26's (a wider glass card, leading-aligned text, capsule actions). A field one look does not draw
/// says so.
public struct SystemAlertTheme: Sendable {
    /// UIKit: 270 pt wide, 14 pt corners, continuous (`cornerCurve = .continuous`) since iOS 13, as
    /// issue 21 says iOS draws its system corners.
    public var width = 270.0
    /// The corner radius in points (14, UIKit).
    public var cornerRadius = 14.0
    /// How the corners turn: continuous (UIKit's `cornerCurve = .continuous` since iOS 13).
    public var cornerCurve = CornerCurve.continuous
    /// The material behind the alert's content: `systemMaterial`, the adaptable material of normal
    /// thickness (UIKit's alert uses a private blur style; Apple documents none for it, and its look is
    /// the regular material's; its light tint is fitted to a measured iOS alert, see `MaterialStyle`), or
    /// glass (`.glass(.regular)`). nil draws the flat `background` instead.
    public var material: SurfaceMaterial? = .blur(.systemMaterial)
    /// The flat background when `material` is nil: the material's average, light, white at 0.9 over the
    /// dimmed screen; dark, #1E1E1E at 0.9. (Measured off screenshots of iOS 17 alerts over mid-grey.)
    public var background = DynamicColor(light: Color(white: 0.97).withAlpha(0.94), dark: Color(r8: 0x1E, g8: 0x1E, b8: 0x1E).withAlpha(0.94))
    /// UIKit: 16 pt side insets (SDCAlertView's `AlertVisualStyle.contentPadding`; Ionic's 16 px).
    public var sideInset = 16.0
    /// UIKit places the title and message by their baselines (points; each grows with its text's Dynamic
    /// Type size as UIFontMetrics scales a constraint). Measured on an iPhone 11 simulator at 2x (issue 21):
    /// "Title" (no descenders) inks 23.0–36.0 pt and "Message" 46.5–58.5, the content section 80.0 tall.
    /// The title's first baseline 36 below the top: the measured ink's bottom, SDCAlertView's
    /// `contentPadding.top` (a `firstBaselineAnchor` constraint), and Flutter's `cupertino/dialog.dart`
    /// within a point (20 pt padding, 17 pt at a 1.3 line height: 37.1).
    public var titleBaseline = 36.0
    /// The message's first baseline 20 below the title's last: "Message"'s ink runs from its capitals' top
    /// to its "g"'s tail, so its baseline is the capitals' top plus SF's 13 pt cap height (46.5 + 9.2) and
    /// the tail's bottom less its depth (58.5 - 2.7), both 55.7–55.8, 56 on the 2x grid. Flutter's padding
    /// gives 20.4; SDCAlertView's `verticalElementSpacing` (28) does not reproduce iOS.
    public var titleToMessage = 20.0
    /// The content's bottom 24 below the message's last baseline: the measured 80.0 less the baseline at 56
    /// (Flutter's 20 pt padding and 1.35 line height give 24.2).
    public var messageBottom = 24.0
    /// The content's bottom below the title's last baseline when there is no message: 26, which makes a
    /// title-only alert's content 2 pt taller than the 19 + 21 + 20 Popsnap drew, the difference the issue
    /// measured for that case (Flutter's 20 pt padding and 1.3 line height give 25.0).
    public var titleBottom = 26.0
    /// The message's first baseline below the top when there is no title: Flutter's 20 pt padding and
    /// 1.35 line height at SF's 13 pt ascent (20 + 1.0 + 12.4 = 33.4), on the 2x grid.
    public var messageBaseline = 33.5
    /// UIKit: the title in the headline style (17 semibold at the default size), the message in footnote
    /// (13), both centred; both follow Dynamic Type.
    public var titleFont = DynamicFont.preferred(.headline, alignment: .center)
    /// The message's font: footnote, 13 pt at the default size, centred, following Dynamic Type (UIKit).
    public var messageFont = DynamicFont.preferred(.footnote, alignment: .center)
    /// The title's and, in iOS 13 to 18, the message's colour: the system `label` colour, black in light
    /// and white in dark.
    public var textColor = DynamicColor.label
    /// iOS 26's message colour (`liquidGlass`'s comment gives it); iOS 13 to 18 draws the message in `textColor`.
    public var messageColor = DynamicColor.secondaryLabel
    /// UIKit: buttons at least 44 high (Ionic's `$alert-ios-button-height`, SDCAlertView's
    /// `actionViewSize`), in the body style (17 at the default size), following Dynamic Type; the cancel
    /// action semibold, a destructive one red.
    public var buttonHeight = 44.0
    /// A button's label baseline below the row's top: 28, measured (issue 21: 28 pt below the hairline
    /// on an iPhone 11 at 2x), so 16 below it in a 44 pt row; both grow with the label's Dynamic Type size.
    public var buttonBaseline = 28.0
    /// A default or destructive action's title: body, 17 pt regular at the default size, centred, one line (UIKit).
    public var buttonFont = DynamicFont.preferred(.body, alignment: .center, maxLines: 1)
    /// The cancel action's title: body semibold, 17 pt at the default size (UIKit), unless another action
    /// is preferred, which takes the emphasis from it (`preferredFont`).
    public var cancelFont = DynamicFont.preferred(.body, weight: .semibold, alignment: .center, maxLines: 1)
    /// The preferred action's title (`AlertAction.preferred`): body semibold, 17 pt at the default size. Apple's
    /// `UIAlertController.preferredAction` reference: "the alert controller highlights the text of that action
    /// to give it emphasis. (If the alert also contains a cancel button, the preferred action receives the
    /// highlighting instead of the cancel button.)" The highlight is the cancel title's semibold.
    public var preferredFont = DynamicFont.preferred(.body, weight: .semibold, alignment: .center, maxLines: 1)
    /// A default or cancel action's title colour: the system `systemBlue` (#007AFF light, #0A84FF dark).
    public var tint = DynamicColor.systemBlue
    /// A destructive action's title colour: the system `systemRed` (#FF3B30 light, #FF453A dark).
    public var destructive = DynamicColor.systemRed
    /// Hairlines between the content and the buttons and between buttons: one pixel, `separator`. iOS 26's
    /// look has none.
    public var separator = DynamicColor.separator
    /// Points at least between a label and its button's ends: 8 in iOS 13 to 18.
    public var buttonPadding = 8.0
    /// A button's fill: iOS 26's capsules'; none in iOS 13 to 18.
    public var buttonFill: DynamicColor?
    /// Points between iOS 26's capsules, side by side or stacked; iOS 13 to 18's buttons meet at a hairline.
    public var buttonSpacing = 8.0
    /// iOS 26's capsules' distance from the card's sides and bottom; iOS 13 to 18's buttons reach the edges.
    public var actionInset = 16.0
    /// UIKit: the dimming view is black 20% in light mode, 48% in dark.
    public var backdrop = DynamicColor(light: Color.black.withAlpha(0.2), dark: Color.black.withAlpha(0.48))
    /// The text fields' look (`AlertTextFieldTheme()`, whose comments cite each figure).
    public var textField = AlertTextFieldTheme()

    /// UIAlertController's look from iOS 13 to 18, each field at the value its comment gives (`liquidGlass`
    /// for iOS 26's).
    /// ```swift
    /// var theme = SystemAlertTheme()
    /// theme.material = nil          // the flat `background` instead of the blur
    /// theme.tint = DynamicColor.systemGreen
    /// ```
    public init() {}
}

/// An action of a system alert.
public struct AlertAction: Sendable, Equatable {
    /// UIAlertAction.Style: how an action's button is drawn and where it is placed.
    public enum Style: String, Sendable, CaseIterable { /** `default`: a regular button; `cancel`: semibold on iOS 18, placed left of a pair and last of a stack; `destructive`: red. */ case `default`, cancel, destructive }
    /// The button's label.
    public var title: String
    /// How the action looks: a regular, cancel (semibold) or destructive (red) button; `.default` unless given.
    public var style: Style
    /// Whether this is the alert's preferred action (UIAlertController.preferredAction): its title drawn in
    /// `preferredFont`, and a cancel action then drawn as the others. At most one action of an alert; an
    /// action sheet takes none, as UIKit ignores `preferredAction` there.
    public var preferred: Bool
    /// An action titled `title`, in `style`, the preferred one when `preferred` is set.
    /// ```swift
    /// let actions = [AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive)]
    /// let save = AlertAction("Save", preferred: true)
    /// ```
    public init(_ title: String, style: Style = .default, preferred: Bool = false) {
        self.title = title
        self.style = style
        self.preferred = preferred
    }
}

/// Swift written from a spec gives this theme as its differences from `SystemAlertTheme()` (`ValueSource`).
extension SystemAlertTheme: LiquidGlassTheme {}
