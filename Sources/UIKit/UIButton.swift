import Popsnap
import PopsnapGeometry
import PopsnapText

/// A button with a title and an image for each state, laid out as UIKit lays out a button: its content
/// (image, then title) centred within `contentEdgeInsets` unless aligned otherwise. The title is a
/// `UILabel` (`titleLabel`) and the image a `UIImageView`, real subviews, so they measure and draw as
/// labels and image views do.
///
/// ```swift
/// let close = UIButton(type: .custom)
/// close.setTitle("OK", for: .normal)
/// close.setTitleColor(.white, for: .normal)
/// close.titleLabel?.font = .systemFont(ofSize: 23, weight: .bold)
/// close.backgroundColor = .systemYellow
/// close.addTarget(self, action: #selector(dismissView), for: .touchUpInside)
/// ```
open class UIButton: UIControl {
    /// The kinds of button whose look Popsnap draws: a custom one (white title) and a system one (its
    /// title in the tint colour).
    public enum ButtonType: Int, Sendable {
        /// No look of its own: a white title unless set.
        case custom = 0
        /// The title in the tint colour.
        case system = 1
    }

    /// The kind of button.
    public private(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let picture = UIImageView(frame: .zero)

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        stateChanged()
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit's default title font: seen as 18 pt lines in a 30 pt button (Erica Sadun, "iOS Auto
        // Layout Demystified", a system button's intrinsic size {78, 30}).
        label.font = .systemFont(ofSize: 15)
        addSubview(picture)
        addSubview(label)
        stateChanged()
    }

    /// A system button drawn by `configuration`, running `primaryAction` when tapped and showing its
    /// title if it has one.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        buttonType = .system
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { titles[0] = primaryAction.title }
        }
        self.configuration = configuration
        // An initializer's own assignments skip didSet.
        stateChanged()
    }

    /// Buttons come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The label showing the current title.
    public var titleLabel: UILabel? { label }
    /// The view showing the current image.
    public var imageView: UIImageView? { picture }

    /// The button's look and content (iOS 15); set, it draws the button in place of the titles, colours
    /// and insets set on the button, and a title set with `setTitle` wins over its title.
    public var configuration: UIButton.Configuration? {
        didSet {
            if configuration == nil, oldValue != nil {
                // The title label goes back to the one line in UIKit's default title font.
                label.font = .systemFont(ofSize: 15)
                label.adjustsFontForContentSizeCategory = false
                label.numberOfLines = 1
            }
            stateChanged()
        }
    }

    /// Called with the button before its configuration is next measured or laid out, after the
    /// configuration, the state or this handler changed, to restyle the configuration (iOS 15).
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the handler is due, and whether it is running (what it sets does not make it due again).
    var needsConfigurationUpdate = false, updatingConfiguration = false

    /// Restyles the configuration for the current state; a subclass overrides it, as on iOS. Runs before
    /// `configurationUpdateHandler`.
    open func updateConfiguration() {}

    /// Space kept clear inside the bounds, around the content.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { contentChanged() }
    }
    /// Moves the title from where the layout puts it.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    /// Moves the image from where the layout puts it.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Sets the title shown in `state` (the normal title shows in states without their own).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        stateChanged()
    }

    /// The title set for `state`.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        stateChanged()
    }

    /// The title colour set for `state`.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        stateChanged()
    }

    /// The image set for `state`.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }

    /// The title shown now.
    open var currentTitle: String? { titles[state.rawValue] ?? titles[0] }
    /// The title colour shown now: set for the state or the normal one, else white (custom) or the tint (system).
    open var currentTitleColor: UIColor {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor : .white)
    }
    /// The image shown now.
    open var currentImage: UIImage? { images[state.rawValue] ?? images[0] }

    override open var isEnabled: Bool { didSet { stateChanged() } }
    override open var isSelected: Bool { didSet { stateChanged() } }
    override open var isHighlighted: Bool { didSet { stateChanged() } }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        stateChanged()
    }

    private func stateChanged() {
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        if configuration != nil {
            styleConfiguredTitle(label)
            label.text = configuredTitle
            picture.image = configuration?.image
            return contentChanged()
        }
        label.text = currentTitle
        label.textColor = currentTitleColor
        picture.image = currentImage
        contentChanged()
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title's and the image's sizes, unwrapped; zero for what is not shown.
    private var contentSizes: (title: CGSize, image: CGSize) {
        let title = currentTitle.map { $0.isEmpty ? CGSize.zero : label.sizeThatFits(.zero) } ?? .zero
        return (title, currentImage?.size ?? .zero)
    }

    override open var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if let configuration { return configuredSize(configuration) }
        let (title, image) = contentSizes
        // A titled button is 6 pt taller than its title above and below (a 15 pt title's 18 pt line makes
        // a 30 pt button, an 18 pt title's 21 pt line a 33 pt one: Sadun; Stack Overflow 70778238).
        let padding: CGFloat = title.height > 0 ? 12 : 0
        return CGSize(width: title.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(title.height + padding, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A title alone is drawn as Popsnap's kinds draw a button's title: its paragraph centred in the
    /// bounds less `contentEdgeInsets`, aligned across as `contentHorizontalAlignment` says, so a button
    /// and a kind's button draw alike. With an image, the image view and the title label are drawn where
    /// `layoutSubviews` put them.
    override func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        if let configuration { return try configuredContent(configuration, in: size, traits: traits, path: path) }
        if isRightToLeft, currentImage != nil, !(currentTitle ?? "").isEmpty {
            throw ViewDrawingError(view: path, reason: "a button with an image and a title in a right-to-left layout is not drawn yet (UIKit puts the image after the title there); use a UIButton.Configuration, whose layout is mirrored")
        }
        guard currentImage == nil, let title = currentTitle, !title.isEmpty else { return DrawnContent() }
        var style = label.textStyle(for: traits)
        style.maxLines = 1
        style.alignment = switch absoluteHorizontalAlignment {
        case .left, .leading: .left
        case .right, .trailing: .right
        case .center, .fill: .center
        }
        let insets = contentEdgeInsets
        var drawn = DrawnContent(content: .button(Element.Label(title, style: style)), foreground: currentTitleColor.color(for: traits),
                                 padding: EdgeInsets(top: Double(insets.top), leading: Double(insets.left), bottom: Double(insets.bottom), trailing: Double(insets.right)),
                                 drawnByOwner: [label])
        let typesetter = try FontBook.loaded(for: path)
        do {
            drawn.paragraph = try typesetter.layout(title, style: style, width: Double(max(0, size.width - insets.left - insets.right)),
                                                    height: Double(max(0, size.height - insets.top - insets.bottom)))
        } catch { throw ViewDrawingError(view: path, reason: "its title could not be set: \(error)") }
        return drawn
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if let configuration { return layOutConfiguredContent(configuration) }
        let content = bounds.inset(by: contentEdgeInsets)
        var (title, image) = contentSizes
        title.width = min(title.width, max(0, content.width - image.width))
        let total = title.width + image.width
        let x: CGFloat = switch absoluteHorizontalAlignment {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - total
        case .center: content.minX + (content.width - total) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            case .center: content.minY + (content.height - height) / 2
            }
        }
        let scale = traitCollection.filled(from: UITraitCollection.current).displayScale
        func onGrid(_ r: CGRect) -> CGRect {
            CGRect(x: CGFloat(Double(r.minX).pixelCount(scale: scale)) / scale, y: CGFloat(Double(r.minY).pixelCount(scale: scale)) / scale,
                   width: r.width, height: r.height)
        }
        picture.frame = onGrid(CGRect(x: x + imageEdgeInsets.left - imageEdgeInsets.right, y: y(image.height) + imageEdgeInsets.top - imageEdgeInsets.bottom,
                                      width: image.width, height: image.height))
        label.frame = onGrid(CGRect(x: x + image.width + titleEdgeInsets.left - titleEdgeInsets.right,
                                    y: y(title.height) + titleEdgeInsets.top - titleEdgeInsets.bottom, width: title.width, height: title.height))
    }
}
