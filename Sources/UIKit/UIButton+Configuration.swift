extension UIButton {
    /// A button's look and content in one value (iOS 15): a style, a title, colours, insets and a
    /// background, drawn at the medium size as iOS 15 to 17 draws it.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Continue"
    /// configuration.cornerStyle = .capsule
    /// let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in dismiss() })
    /// ```
    ///
    /// Where each figure comes from (UIKit's own code, as a public decompilation of UIKitCore shows it,
    /// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, and Apple's answers):
    /// - the content insets, 7 above and below and 12 at the sides: Apple Developer Forums thread 733541,
    ///   whose accepted answer (Apple) gives them as the default, sized for the medium button;
    /// - the image's place and the layout of image and title: leading, 0 pt apart, centred on each other
    ///   and as a block in the insets (`-[UIButtonConfigurationVisualProvider _layoutDataInBounds:…]`);
    /// - the title's font, the body text style: `_getDefaultTitleAndSubtitleFontStylesForButtonSize`,
    ///   which gives medium and large buttons `UIFontTextStyleShortBody` (17 pt at the large category);
    /// - the colours: `_UIButtonConfigurationStyleBehaviors` (see `foreground` and `backgroundFill`);
    /// - the corners: the background's radius 5.95 (`-[UIButtonConfiguration _initWithBehaviors:]`),
    ///   scaled for Dynamic Type under the dynamic corner style that every style starts with on iPhone
    ///   (`cornerStyleForDeviceIdiomAndConfigurationKind` answers 0, dynamic, for idioms other than the
    ///   Mac's), and the fixed fractions of the height of the other corner styles (`CornerStyle`).
    ///
    /// Not available, so code using them does not compile: `tinted()` and `borderedTinted()` (their
    /// background's alpha comes from a function no source shows), `buttonSize` (the small, mini and large
    /// sizes' insets and radii come from tables no source shows), a subtitle, an attributed title, symbol
    /// images, the activity indicator and `updated(for:)`. A configured button drawn disabled, highlighted
    /// or selected, or at an accessibility text size, stops the snapshot with a `ViewDrawingError`.
    @MainActor
    public struct Configuration {
        /// How the style colours the title and the background.
        enum Style {
            case plain, gray, filled
        }

        let style: Style
        /// The title; nil or empty shows none.
        public var title: String?
        /// An image beside the title, drawn as it is (Popsnap has no symbol images to tint).
        public var image: UIImage?
        /// Which side of the title the image is on: leading unless set (`-[UIButtonConfiguration
        /// _initWithBehaviors:]`); one edge only, as UIKit supports.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// Space between the image and the title, 0 unless set (nothing in UIKit's initializer sets it).
        public var imagePadding: CGFloat = 0
        /// The title's colour in place of the style's (the tint, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The background's colour in place of the style's (the tint on a filled button, a gray fill on a
        /// gray one); a plain button draws no background whatever this says, as on iOS.
        public var baseBackgroundColor: UIColor?
        /// The background's shape and stroke, and a fill that wins over the style's.
        public var background = UIBackgroundConfiguration.button
        /// How the background's corners are rounded.
        public var cornerStyle = CornerStyle.dynamic
        /// The app's insets; nil keeps the style's (which UIKit widens at accessibility text sizes).
        var insets: NSDirectionalEdgeInsets?

        /// Space between the button's edges and its title: 7 above and below and 12 at the sides unless
        /// set (Apple Developer Forums thread 733541).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { insets ?? NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12) }
            set { insets = newValue }
        }

        init(style: Style) {
            self.style = style
        }

        /// Goes back to the style's own insets.
        public mutating func setDefaultContentInsets() {
            insets = nil
        }

        /// A title in the tint colour over no background.
        public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
        /// A title in the tint colour over a gray fill (`secondarySystemFill`).
        public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A white title over the tint colour.
        public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
        /// Another name for `plain()` (Apple's documentation of `borderless()`).
        public static func borderless() -> UIButton.Configuration { plain() }
        /// Another name for `gray()` (Apple's documentation of `bordered()`).
        public static func bordered() -> UIButton.Configuration { gray() }
        /// Another name for `filled()` (Apple's documentation of `borderedProminent()`).
        public static func borderedProminent() -> UIButton.Configuration { filled() }

        /// How the background's corner radius follows `background.cornerRadius` or the button's height.
        public enum CornerStyle: Hashable, Sendable {
            /// The background's radius as set.
            case fixed
            /// The background's radius scaled for Dynamic Type, as `UIFontMetrics.default` scales it.
            case dynamic
            /// An eighth of the height (UIKit: the height × 0.25 × 0.5).
            case small
            /// 0.175 of the height (UIKit: the height × 0.35 × 0.5).
            case medium
            /// A quarter of the height (UIKit: the height × 0.5 × 0.5).
            case large
            /// Half the height: round ends.
            case capsule
        }
    }
}

extension UIBackgroundConfiguration {
    /// A configured button's background before the app changes it: 5.95 pt corners, the radius
    /// `-[UIButtonConfiguration _initWithBehaviors:]` gives the medium size, and a 1 pt clear stroke.
    static var button: UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.cornerRadius = 5.95
        background.strokeColor = .clear
        background.strokeWidth = 1
        return background
    }
}
