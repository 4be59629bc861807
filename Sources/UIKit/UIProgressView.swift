import Popsnap
import PopsnapGeometry
import PopsnapRaster

/// A determinate progress bar as iOS 14 and later draw it: a capsule track the view's width, and a
/// capsule filled from the left end to `progress` of it. Popsnap's own `.bar` progress draws its track
/// as the fill's colour at 25%, not UIKit's separate track colour, so the two capsules are drawn here.
///
/// ```swift
/// let bar = UIProgressView(progressViewStyle: .default)
/// bar.setProgress(0.4, animated: false)
/// ```
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The thinner bar for toolbars; not drawn yet (its figures are not known here): drawing it is a
        /// `ViewDrawingError`.
        case bar
    }

    /// The bar's look.
    open var progressViewStyle: Style

    /// The share filled, 0…1 (values outside are clamped, as on iOS).
    open var progress: Float {
        get { value }
        set { value = min(max(newValue.isNaN ? 0 : newValue, 0), 1) }
    }
    private var value: Float = 0

    /// The fill's colour; nil (unless set) draws the tint colour.
    open var progressTintColor: UIColor?
    /// The track's colour; nil (unless set) draws `systemFill`.
    open var trackTintColor: UIColor?

    /// The track's colour unless set: `systemFill`, (120, 120, 128) at 20% light and 36% dark (Flutter's
    /// `CupertinoColors.systemFill`, 0x33787880 and 0x5C787880, from Apple's iOS palette).
    private static let systemFill = UIColor { traits in
        UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: traits.userInterfaceStyle == .dark ? 0.36 : 0.2)
    }

    /// The height of a default-style bar: 4 pt, iOS 14 and later's (Interface Builder's 150 x 4 bar).
    static let height: CGFloat = 4

    /// A bar of `style`, empty, with no size.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        // Interface Builder's table of UIKit's defaults: a progress bar hugs its height at 750, its width at 250.
        hugging = [.defaultLow, .defaultHigh]
    }

    /// A default-style bar with `frame`, empty.
    public override convenience init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    /// Progress views come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets `progress`; a snapshot shows the end of any animation.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        guard progressViewStyle == .default else {
            throw ViewDrawingError(view: path, reason: "progressViewStyle .bar is not drawn yet; use .default")
        }
        let track = (trackTintColor ?? Self.systemFill).color(for: traits)
        let fill = (progressTintColor ?? tintColor).color(for: traits)
        let w = Double(size.width), h = Double(size.height), p = Double(progress)
        // The fill is a capsule, never narrower than it is tall: iOS draws 1% to 8% of a 100 x 8 pt bar
        // 8 pt wide (jeong9216.tistory.com/742, measured); an empty bar draws no fill.
        let filled = p > 0 ? min(w, max(h, w * p)) : 0
        let drawing: Element.CustomDrawing = { _, _, _ in
            var operations = [Drawing.Operation.fill(.capsule(in: Rect(x: 0, y: 0, width: w, height: h)), .solid(track))]
            if filled > 0 { operations.append(.fill(.capsule(in: Rect(x: 0, y: 0, width: filled, height: h)), .solid(fill))) }
            return Drawing(operations)
        }
        return DrawnContent(content: .progress(Element.Progress(p, style: .bar, drawing: drawing)), foreground: fill)
    }
}
