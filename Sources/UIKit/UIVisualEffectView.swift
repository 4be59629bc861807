import Popsnap

/// A view that blurs what is drawn beneath it in its hierarchy, in a `UIBlurEffect`'s material, with its
/// content over the blur in `contentView`. The blur reads the pixels of the views beneath, as UIKit's does;
/// in a snapshot nothing lies beneath the hierarchy, so the blur of its edges reads only what it drew.
///
/// ```swift
/// let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
/// panel.layer.cornerRadius = 14
/// panel.contentView.addSubview(title)
/// ```
open class UIVisualEffectView: UIView {
    /// The effect drawn behind the content; nil draws none.
    open var effect: UIVisualEffect?

    /// The view holding the content, sized to the effect view: add subviews here, as on iOS.
    public let contentView: UIView

    /// A view drawing `effect`, with an empty content view, no size.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view with no effect, with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Effect views come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        guard let blur = effect as? UIBlurEffect else { return DrawnContent() }
        // Apple's UIVisualEffectView reference ("Setting the correct alpha value"): an alpha under 1 on the
        // view or a superview makes effects look wrong or vanish, which cannot be drawn as iOS draws it.
        var view: UIView? = self
        while let v = view {
            guard v.alpha >= 1 else {
                throw ViewDrawingError(view: path, reason: "an alpha under 1 on a visual effect view or a superview breaks the blur on iOS; fade the content view's subviews instead")
            }
            view = v.superview
        }
        guard backgroundColor == nil, layer.backgroundColor == nil else {
            throw ViewDrawingError(view: path, reason: "a background colour on a visual effect view itself is not drawn yet; set it on its contentView")
        }
        let appearance = blur.style.fixedAppearance ?? (traits.userInterfaceStyle == .dark ? .dark : .light)
        return DrawnContent(background: .material(blur.style.material.resolved(for: appearance)))
    }
}
