import Popsnap

/// An image drawn in the view's bounds as its `contentMode` says: as tall and wide as its image unless
/// constrained. Popsnap draws an image fitted inside its bounds, so `.scaleAspectFit`, and the other
/// modes where they come to the same (bounds of the image's proportions), are drawn; another mode on
/// bounds of other proportions is a `ViewDrawingError`, not a different picture.
///
/// ```swift
/// let icon = UIImageView(image: UIImage(named: "warning", in: .module, compatibleWith: nil))
/// icon.contentMode = .scaleAspectFit
/// ```
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// A view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Image views come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        guard let image, size.width > 0, size.height > 0 else { return DrawnContent() }
        let ratio = { (s: CGSize) in s.width / s.height }
        // Within half a pixel across the image, fitting and filling come to the same picture.
        let sameShape = abs(ratio(size) - ratio(image.size)) * size.height < 0.5 / max(traits.displayScale, 1)
        guard contentMode == .scaleAspectFit || sameShape else {
            throw ViewDrawingError(view: path, reason: "contentMode .\(contentMode) on bounds of other proportions than the image is not drawn yet; use .scaleAspectFit or bounds of the image's proportions")
        }
        return DrawnContent(content: .image(.pixels(image.pixels)))
    }
}
