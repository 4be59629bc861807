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

    /// The text as measured and drawn for `traits`: the font (following the content size when the
    /// label adjusts and its font has a text style), alignment and line limit.
    func textStyle(for traits: UITraitCollection) -> PopsnapText.TextStyle {
        var style = font.style
        if adjustsFontForContentSizeCategory, let textStyle = font.textStyle {
            style.size = textStyle.dynamic.size(for: traits.filled(from: UITraitCollection.current).preferredContentSizeCategory.popsnap)
        }
        style.alignment = textAlignment.popsnap
        style.maxLines = numberOfLines
        if adjustsFontSizeToFitWidth { style.minimumScaleFactor = Double(minimumScaleFactor) }
        return style
    }

    /// The text's size wrapped at `width` (nil: unwrapped), rounded up to the screen's pixels as UIKit
    /// rounds a label's size.
    func measured(width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let traits = traitCollection.filled(from: UITraitCollection.current)
        let wrapAt = numberOfLines == 1 ? nil : width.map(Double.init)
        guard let l = FontBook.layout(text, style: textStyle(for: traits), width: wrapAt) else { return .zero }
        let scale = traits.displayScale
        return CGSize(width: (l.size.width * scale).rounded(.up) / scale, height: (l.size.height * scale).rounded(.up) / scale)
    }

    override open var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil)
        return measured(width: width)
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
