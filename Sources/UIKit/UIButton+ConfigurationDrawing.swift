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

    /// The insets plus the title's size, each on the pixel grid as a label measures it.
    func configuredSize(_ configuration: UIButton.Configuration) -> CGSize {
        let insets = configuration.contentInsets
        let title = (configuredTitle ?? "").isEmpty ? CGSize.zero : titleLabel!.sizeThatFits(.zero)
        return CGSize(width: insets.leading + title.width + insets.trailing, height: insets.top + title.height + insets.bottom)
    }

    /// The title centred in the bounds less the insets, on the pixel grid (UIKit floors the offset).
    func layOutConfiguredTitle(_ configuration: UIButton.Configuration) {
        guard let label = titleLabel else { return }
        let i = configuration.contentInsets
        let content = CGRect(x: i.leading, y: i.top, width: max(0, bounds.width - i.leading - i.trailing),
                             height: max(0, bounds.height - i.top - i.bottom))
        let size = (configuredTitle ?? "").isEmpty ? CGSize.zero : label.sizeThatFits(CGSize(width: content.width, height: 0))
        let scale = traitCollection.filled(from: UITraitCollection.current).displayScale
        func floored(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.down) / scale }
        label.frame = CGRect(x: content.minX + floored((content.width - size.width) / 2), y: content.minY + floored((content.height - size.height) / 2),
                             width: size.width, height: size.height)
    }

    /// A configured button drawn as Popsnap's button element: its title's paragraph centred in the bounds
    /// less the insets, over the background's fill, corners and stroke.
    func configuredContent(_ configuration: UIButton.Configuration, in size: CGSize, traits: UITraitCollection,
                           path: String) throws(ViewDrawingError) -> DrawnContent {
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
            drawn.cornerRadius = Double(configuration.cornerRadius(size: size, traits: traits))
        }
        guard let title = configuredTitle, !title.isEmpty, let label = titleLabel else { return drawn }
        var style = label.textStyle(for: traits)
        style.alignment = .center
        let i = configuration.contentInsets
        drawn.content = .button(Element.Label(title, style: style))
        drawn.foreground = configuration.foreground(tint: tint, traits: traits).color(for: traits)
        drawn.padding = EdgeInsets(top: Double(i.top), leading: Double(i.leading), bottom: Double(i.bottom), trailing: Double(i.trailing))
        let typesetter = try FontBook.loaded(for: path)
        do {
            drawn.paragraph = try typesetter.layout(title, style: style, width: Double(max(0, size.width - i.leading - i.trailing)),
                                                    height: Double(max(0, size.height - i.top - i.bottom)))
        } catch { throw ViewDrawingError(view: path, reason: "its title could not be set: \(error)") }
        return drawn
    }
}
