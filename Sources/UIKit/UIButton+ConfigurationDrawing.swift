import Popsnap
import PopsnapGeometry
import PopsnapRaster
import PopsnapText

extension UIButton.Configuration {
    /// The title's colour in the normal state, as `_UIButtonConfigurationStyleBehaviors` computes it: the
    /// base foreground colour if set; else the tint (plain, gray), or, filled, the label colour of the dark
    /// appearance (white), unless the tint is white and there is no base background, when it is the light
    /// appearance's (black) so the title stays readable.
    func foreground(tint: UIColor, traits: UITraitCollection) -> UIColor {
        if let baseForegroundColor { return baseForegroundColor }
        switch style {
        case .plain, .gray:
            return tint
        case .filled:
            let whiteTint = tint.color(for: traits) == UIColor.white.color(for: traits)
            return baseBackgroundColor == nil && whiteTint ? .black : .white
        }
    }

    /// The background's colour in the normal state: the background's own if the app set one; else the
    /// style's (`_UIButtonConfigurationStyleBehaviors`): none (plain), the base background or
    /// `secondarySystemFill` (gray), the base background or the tint (filled).
    func backgroundFill(tint: UIColor) -> UIColor? {
        if let color = background.backgroundColor { return color }
        switch style {
        case .plain: return nil
        case .gray: return baseBackgroundColor ?? .secondarySystemFill
        case .filled: return baseBackgroundColor ?? tint
        }
    }

    /// The background's corner radius for a button `size` big, as
    /// `-[UIButtonConfigurationVisualProvider _updateBackgroundViewWithConfiguration:]` sets it, never
    /// more than half the shorter side (Core Animation rounds no further).
    func cornerRadius(size: CGSize, traits: UITraitCollection) -> CGFloat {
        let h = size.height
        let radius: CGFloat = switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic: UIFontMetrics.default.scaledValue(for: background.cornerRadius, compatibleWith: traits)
        case .small: h * 0.25 * 0.5
        case .medium: h * 0.35 * 0.5
        case .large: h * 0.5 * 0.5
        case .capsule: .greatestFiniteMagnitude
        }
        return min(radius, min(size.width, h) / 2)
    }
}

extension UIButton {
    /// The title a configured button shows: one set for the state (or the normal one) with `setTitle`
    /// wins over the configuration's, as UIKit copies the button's title into its configuration.
    var configuredTitle: String? {
        title(for: state) ?? title(for: .normal) ?? configuration?.title
    }

    /// The title's font: the body style at the button's text size, followed as the size changes.
    func styleConfiguredTitle(_ label: UILabel) {
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
    }

    /// The title's and the image's frames in a button `size` big (nil: at its intrinsic size), as
    /// `_layoutDataInBounds:` places them: side by side (or stacked, for a top or bottom image)
    /// `imagePadding` apart, centred on each other, the pair centred in the bounds less the insets, offsets
    /// floored to the pixel grid.
    func configuredLayout(_ configuration: UIButton.Configuration, in size: CGSize?) -> (title: CGRect, image: CGRect, block: CGSize) {
        let i = configuration.contentInsets
        let scale = traitCollection.filled(from: UITraitCollection.current).displayScale
        func floored(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.down) / scale }
        func rounded(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }
        let image = configuration.image?.size ?? .zero
        let hasTitle = !(configuredTitle ?? "").isEmpty
        let gap = configuration.image != nil && hasTitle ? configuration.imagePadding : 0
        let across = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
        var title = CGSize.zero
        if hasTitle, let label = titleLabel {
            // Laid out in the width the image leaves; unconstrained (one line) for the intrinsic size.
            let room = size.map { max(0, $0.width - i.leading - i.trailing - (across ? image.width + gap : 0)) } ?? 0
            title = label.sizeThatFits(CGSize(width: room, height: 0))
        }
        let block = across ? CGSize(width: image.width + gap + title.width, height: max(image.height, title.height))
            : CGSize(width: max(image.width, title.width), height: image.height + gap + title.height)
        let bounds = size ?? CGSize(width: i.leading + block.width + i.trailing, height: i.top + block.height + i.bottom)
        let origin = CGPoint(x: i.leading + floored((bounds.width - i.leading - i.trailing - block.width) / 2),
                             y: i.top + floored((bounds.height - i.top - i.bottom - block.height) / 2))
        var titleFrame = CGRect(origin: origin, size: title), imageFrame = CGRect(origin: origin, size: image)
        if across {
            // The shorter of the two is moved down by the rounded half of the difference.
            titleFrame.origin.y += rounded((block.height - title.height) / 2)
            imageFrame.origin.y += rounded((block.height - image.height) / 2)
            if configuration.imagePlacement == .leading { titleFrame.origin.x += image.width + gap } else { imageFrame.origin.x += title.width + gap }
        } else {
            titleFrame.origin.x += floored((block.width - title.width) / 2)
            imageFrame.origin.x += floored((block.width - image.width) / 2)
            if configuration.imagePlacement == .top { titleFrame.origin.y += image.height + gap } else { imageFrame.origin.y += title.height + gap }
        }
        if isRightToLeft {
            // Insets and the image's placement are directional: right to left, the layout is mirrored.
            titleFrame.origin.x = bounds.width - titleFrame.maxX
            imageFrame.origin.x = bounds.width - imageFrame.maxX
        }
        return (titleFrame, imageFrame, block)
    }

    /// The insets around the title and the image, at their unconstrained sizes.
    func configuredSize(_ configuration: UIButton.Configuration) -> CGSize {
        let i = configuration.contentInsets, block = configuredLayout(configuration, in: nil).block
        return CGSize(width: i.leading + block.width + i.trailing, height: i.top + block.height + i.bottom)
    }

    /// The title label and the image view where `configuredLayout` puts them.
    func layOutConfiguredContent(_ configuration: UIButton.Configuration) {
        let layout = configuredLayout(configuration, in: bounds.size)
        titleLabel?.frame = layout.title
        imageView?.frame = layout.image
    }

    /// A configured button drawn as Popsnap's button element: its title's paragraph centred in the bounds
    /// less the insets, over the background's fill, corners and stroke.
    func configuredContent(_ configuration: UIButton.Configuration, in size: CGSize, traits: UITraitCollection,
                           path: String) throws(ViewDrawingError) -> DrawnContent {
        guard [.leading, .trailing, .top, .bottom].contains(configuration.imagePlacement) else {
            throw ViewDrawingError(view: path, reason: "imagePlacement must be one edge (.leading, .trailing, .top or .bottom), as UIKit supports")
        }
        guard state == .normal else {
            throw ViewDrawingError(view: path, reason: "a configured button is drawn in the normal state only; its disabled, highlighted and selected colours are not drawn yet")
        }
        if configuration.insets == nil, traits.preferredContentSizeCategory.isAccessibilityCategory {
            throw ViewDrawingError(view: path, reason: "a configured button's default insets at an accessibility text size are not drawn yet (UIKit widens them); set contentInsets")
        }
        let tint = tintColor ?? .systemBlue
        let fill = configuration.backgroundFill(tint: tint)?.color(for: traits)
        let stroke = configuration.background.strokeWidth > 0 ? (configuration.background.strokeColor ?? tint).color(for: traits) : nil
        let ownFill = (backgroundColor?.color(for: traits).alpha ?? 0) > 0 || (layer.backgroundColor.map(Color.init)?.alpha ?? 0) > 0
        if ownFill, (fill?.alpha ?? 0) > 0 || (stroke?.alpha ?? 0) > 0 {
            throw ViewDrawingError(view: path, reason: "a configured button's background over the button's own backgroundColor is two layers on iOS, which are not drawn yet; give the colour to the configuration (baseBackgroundColor)")
        }
        var drawn = DrawnContent(content: .box, drawnByOwner: titleLabel.map { [$0] } ?? [])
        if let fill, fill.alpha > 0 { drawn.background = .color(DynamicColor(fill)) }
        if let stroke, stroke.alpha > 0 { drawn.border = Border(width: Double(configuration.background.strokeWidth), color: stroke) }
        if drawn.background != nil || drawn.border != nil {
            if layer.borderWidth > 0, let c = layer.borderColor, Color(c).alpha > 0 {
                throw ViewDrawingError(view: path, reason: "a layer border over a configured button's background is two shapes on iOS, which are not drawn yet; use the configuration's background stroke")
            }
            // A layer that clips rounds the background further: the two shapes' overlap has the larger corners.
            let clip = layer.masksToBounds ? layer.cornerRadius : 0
            drawn.cornerRadius = Double(max(configuration.cornerRadius(size: size, traits: traits), min(clip, min(size.width, size.height) / 2)))
        }
        guard let title = configuredTitle, !title.isEmpty, let label = titleLabel else { return drawn }
        var style = label.textStyle(for: traits)
        style.alignment = .center
        // The paragraph is set in the title's frame: the padding is what lies around it.
        let frame = configuredLayout(configuration, in: size).title
        drawn.content = .button(Element.Label(title, style: style))
        drawn.foreground = configuration.foreground(tint: tint, traits: traits).color(for: traits)
        drawn.padding = EdgeInsets(top: Double(frame.minY), leading: Double(frame.minX),
                                   bottom: Double(size.height - frame.maxY), trailing: Double(size.width - frame.maxX))
        let typesetter = try FontBook.loaded(for: path)
        do {
            drawn.paragraph = try typesetter.layout(title, style: style, width: Double(frame.width), height: Double(frame.height))
        } catch { throw ViewDrawingError(view: path, reason: "its title could not be set: \(error)") }
        return drawn
    }
}
