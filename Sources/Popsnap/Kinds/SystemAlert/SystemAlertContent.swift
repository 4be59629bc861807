import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

extension SystemAlertPopup {
    /// The title over the message, `sideInset` from the sides, placed by their baselines (each distance
    /// grown with its label's Dynamic Type size, as UIFontMetrics scales a constraint); absent when the
    /// alert has neither.
    func content(_ m: SystemAlertTheme, traits: Traits) -> Element {
        let titleColor = m.textColor.resolved(for: traits.appearance)
        // iOS 13 to 18 draws the message in the title's colour; iOS 26 in its own.
        let messageColor = (traits.ios == .ios26 ? m.messageColor : m.textColor).resolved(for: traits.appearance)
        let titleStyle = m.titleFont.resolved(for: traits.contentSize), messageStyle = m.messageFont.resolved(for: traits.contentSize)
        // UIFontMetrics scales a constraint's constant as its label's font grows.
        let titleScale = titleStyle.size / m.titleFont.style.size, messageScale = messageStyle.size / m.messageFont.style.size
        var titleLabel = Element.text(name: "title", role: "title", title, style: titleStyle, color: titleColor, specPath: "popup.title")
        var messageLabel = Element.text(name: "message", role: "message", message, style: messageStyle, color: messageColor, specPath: "popup.message")
        // UIAlertController's title label carries the header trait, so VoiceOver reads "Title. Heading."
        titleLabel.accessibilityTraits = [.header]
        // Between the two baselines the frames meet under the title's descenders, or at the message's baseline
        // when a theme puts the two closer (only the baselines are UIKit's; where the frames meet moves no pixel).
        let titleDescent = message == nil ? m.titleBottom * titleScale : min((0.25 * titleStyle.size).rounded(), m.titleToMessage * messageScale)
        titleLabel.baselines = BaselineInsets(top: m.titleBaseline * titleScale, bottom: titleDescent)
        messageLabel.baselines = BaselineInsets(top: title == nil ? m.messageBaseline * messageScale : m.titleToMessage * messageScale - titleDescent,
                                                bottom: m.messageBottom * messageScale)
        var texts = Element(.vstack(Element.Stack()), name: "content", role: "content")
        texts.children = [titleLabel, messageLabel]
        texts.padding = EdgeInsets(top: 0, leading: m.sideInset, bottom: 0, trailing: m.sideInset)
        texts.isPresent = title != nil || message != nil
        return texts
    }

    /// The font of `action`'s title: the preferred action's emphasis, else the cancel action's, else the
    /// others' (UIKit moves the emphasis from the cancel action to the preferred one).
    func font(of action: AlertAction, _ t: SystemAlertTheme) -> DynamicFont {
        if action.preferred { return t.preferredFont }
        return action.style == .cancel && !actions.contains(where: \.preferred) ? t.cancelFont : t.buttonFont
    }

    /// The actions in UIKit's order: the cancel action first when side by side (on the leading side), last
    /// when stacked; each with its place in `actions`, which a report names.
    func orderedActions(sideBySide: Bool) -> [(index: Int, action: AlertAction)] {
        var ordered = Array(actions.enumerated().map { (index: $0, action: $1) })
        if let cancel = ordered.firstIndex(where: { $0.action.style == .cancel }) {
            let action = ordered.remove(at: cancel)
            if sideBySide { ordered.insert(action, at: 0) } else { ordered.append(action) }
        }
        return ordered
    }
}
