import Popsnap

/// A spinning activity indicator, drawn as iOS 14 and later draw it: 8 rounded ticks fading behind the
/// brightest (Popsnap's `IndicatorStyle.ticks`, the HUD kinds' indicator). A snapshot shows one frame of
/// the spin: the first tick brightest.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
open class UIActivityIndicatorView: UIView {
    /// The indicator's size; iOS 13's styles (the deprecated white and gray ones are left out: iOS 14
    /// draws them as these, in fixed colours).
    public enum Style: Int, Sendable {
        /// 20 x 20 pt, the default.
        case medium = 100
        /// 37 x 37 pt.
        case large = 101

        /// The side in points. Medium: Flutter's `_kDefaultIndicatorRadius` of 10 (packages/flutter/lib/src/
        /// cupertino/activity_indicator.dart), the native medium indicator's; large: 37, UIKit's large
        /// indicator as MBProgressHUD measures it when it places one (MBProgressHUD.m:378).
        var side: CGFloat {
            switch self {
            case .medium: 20
            case .large: 37
            }
        }
    }

    /// The indicator's size.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The ticks' colour. Unless set, Flutter's `_kActivityIndicatorColor` (activity_indicator.dart):
    /// secondaryLabel's red, green and blue, opaque ((60, 60, 68) light, (235, 235, 245) dark), whose
    /// ticks Popsnap fades by Flutter's own alphas.
    open var color: UIColor! = UIActivityIndicatorView.defaultColor

    private static let defaultColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 1)
            : UIColor(red: 60 / 255, green: 60 / 255, blue: 68 / 255, alpha: 1)
    }

    /// Whether the indicator is spinning (false until `startAnimating`).
    open private(set) var isAnimating = false

    /// Whether a stopped indicator is hidden (true unless set, as on iOS): it sets `isHidden`, so it draws
    /// nothing and a stack view closes up over it.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// An indicator of `style`, sized to it, stopped.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        configure()
    }

    /// A medium indicator with `frame`, stopped.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        configure()
    }

    /// Indicators come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func configure() {
        isUserInteractionEnabled = false
        isHidden = true
        // UIKit's indicator hugs its size at 750 both ways (its default content hugging, as Interface Builder lists it).
        hugging = [.defaultHigh, .defaultHigh]
    }

    /// Starts the spin, showing an indicator hidden because it was stopped.
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops the spin; with `hidesWhenStopped` the indicator is hidden.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        return DrawnContent(content: .indicator(Element.Indicator(style: .ticks)), foreground: color.color(for: traits))
    }
}
