import Popsnap
import PopsnapText

/// A read-only text, measured and drawn by Popsnap's paragraph layout, so a label and the same text in
/// a spec wrap and draw alike.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Delete this photo?"
/// title.font = .systemFont(ofSize: 17, weight: .semibold)
/// title.textAlignment = .center
/// title.numberOfLines = 0
/// ```
open class UILabel: UIView {
    /// The string shown.
    open var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The font, 17 pt system regular unless set.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text's colour, `label` unless set.
    open var textColor: UIColor! = .label
    /// How lines sit between the edges; natural unless set.
    open var textAlignment = NSTextAlignment.natural
    /// The most lines shown; 0 for as many as the text needs. 1 unless set.
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// What happens to text that does not fit; truncated at the tail unless set.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font shrinks (down to `minimumScaleFactor`) to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size shrinking may reach.
    open var minimumScaleFactor: CGFloat = 0
    /// The width multi-line text wraps at for its intrinsic size; 0: the label's own width once known.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether a text style's font follows the content size category of the label's traits.
    open var adjustsFontForContentSizeCategory = false

    /// An empty label with `frame`, deaf to touches as UIKit's labels are (their descriptions say so).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Labels come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text as measured and drawn for `traits`: the font (following the content size when the
    /// label adjusts and its font has a text style), alignment and line limit.
    func textStyle(for traits: UITraitCollection) -> PopsnapText.TextStyle {
        var style = font.style
        if adjustsFontForContentSizeCategory, let size = font.size(for: traits.filled(from: UITraitCollection.current).preferredContentSizeCategory) {
            style.size = size
        }
        style.alignment = textAlignment.popsnap
        // A right-to-left layout sets paragraphs right to left, so natural alignment is on the right.
        if isRightToLeft { style.direction = .rightToLeft }
        style.maxLines = numberOfLines
        if adjustsFontSizeToFitWidth { style.minimumScaleFactor = Double(minimumScaleFactor) }
        return style
    }

    /// Whether the label wraps at the width layout gives it (several lines, no preferred width): Auto
    /// Layout measures it again once that width is known.
    var wrapsAtItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text laid out wrapped at `width` (nil: unwrapped); nil without text or fonts.
    private func textLayout(width: CGFloat?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let traits = traitCollection.filled(from: UITraitCollection.current)
        let key = Measurement(text: text, style: textStyle(for: traits), width: numberOfLines == 1 ? nil : width.map(Double.init))
        if let known = measurements[key] { return known }
        guard let layout = FontBook.layout(key.text, style: key.style, width: key.width) else { return nil }
        // Auto Layout asks a label again at every pass, at a width or two: a few entries hold them all.
        if measurements.count >= 8 { measurements.removeAll() }
        measurements[key] = layout
        return layout
    }

    /// What a measurement depends on: the same text, style and width always lay out alike.
    private struct Measurement: Hashable {
        let text: String
        let style: PopsnapText.TextStyle
        let width: Double?
    }

    private var measurements: [Measurement: TextLayout] = [:]

    /// The width the label wraps at for its intrinsic size, given the width layout gave it.
    private func wrapWidth(_ given: CGFloat?) -> CGFloat? {
        preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : given
    }

    /// The text's size wrapped at `width` (nil: unwrapped), rounded up to the screen's pixels as UIKit
    /// rounds a label's size: swift-snapshot-testing's iPhone SE reference of labels sized to fit
    /// (`testTraits.iphone-se.txt`, 2x) has half-point sizes such as 7.5 x 17 and 53 x 19.5, where whole
    /// points would be 8 and 20.
    func measured(width: CGFloat?) -> CGSize {
        guard let l = textLayout(width: width) else { return .zero }
        let scale = traitCollection.filled(from: UITraitCollection.current).displayScale
        return CGSize(width: (l.size.width * scale).rounded(.up) / scale, height: (l.size.height * scale).rounded(.up) / scale)
    }

    /// The intrinsic size when layout gives the label `width` (nil: not yet known).
    func intrinsicSize(wrappingAt width: CGFloat?) -> CGSize {
        measured(width: wrapWidth(width))
    }

    /// The first and last baselines from the label's centre, as it draws its text centred in its height.
    func baselineOffsets(wrappingAt width: CGFloat?) -> (first: Double, last: Double)? {
        guard let l = textLayout(width: wrapWidth(width)) else { return nil }
        return (l.firstBaseline - l.size.height / 2, l.lastBaseline - l.size.height / 2)
    }

    override open var intrinsicContentSize: CGSize {
        intrinsicSize(wrappingAt: bounds.width > 0 ? bounds.width : nil)
    }

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        let style = textStyle(for: traits)
        var drawn = DrawnContent(content: .text(Element.Label(text, style: style)), foreground: textColor.color(for: traits))
        guard let text, !text.isEmpty else { return drawn }
        let typesetter = try FontBook.loaded(for: path)
        do { drawn.paragraph = try typesetter.layout(text, style: style, width: Double(size.width), height: Double(size.height)) } catch {
            throw ViewDrawingError(view: path, reason: "its text could not be set: \(error)")
        }
        if lineBreakMode == .byWordWrapping, drawn.paragraph?.isTruncated == true {
            throw ViewDrawingError(view: path, reason: "lineBreakMode .byWordWrapping cuts text that does not fit without an ellipsis, which is not drawn yet; use .byTruncatingTail or give the label room")
        }
        return drawn
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        measured(width: size.width > 0 ? size.width : nil)
    }
}

extension NSTextAlignment {
    var popsnap: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension UIContentSizeCategory {
    /// Popsnap's name for the category (large for unspecified).
    var popsnap: ContentSizeCategory {
        ContentSizeCategory.allCases[Self.ordered.firstIndex(of: self) ?? 3]
    }
}
