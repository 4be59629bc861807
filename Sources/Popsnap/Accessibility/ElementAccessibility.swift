/// What UIKit's views give VoiceOver by default, for each kind of element, unless the element says otherwise.
/// Sources: Apple's UIAccessibility documentation (isAccessibilityElement is false by default and true for
/// UIKit controls; "standard UIKit controls and views have labels that derive from their titles"), and
/// what VoiceOver reads for UIActivityIndicatorView ("In progress") and UIProgressView (its percentage).
extension Element {
    /// Whether VoiceOver stops on this element: set, or as UIKit's view of its kind decides. A UILabel is
    /// read when it has text, a control always, an image view only when given a label; a plain view (a
    /// stack, a box, a spacer) is not, unless it is a button.
    var isReadByVoiceOver: Bool {
        if let set = accessibility.isAccessibilityElement { return set }
        switch kind {
        case .text: return !(text ?? "").isEmpty || accessibility.accessibilityLabel != nil
        case .button, .indicator, .progress: return true
        case .icon, .image: return accessibility.accessibilityLabel != nil
        case .vstack, .hstack, .overlay, .spacer, .box: return accessibility.accessibilityTraits.contains(.button)
        }
    }

    /// The traits VoiceOver reads: the kind's own, as UILabel, UIButton, UIImageView and UIProgressView
    /// have them, with the element's added.
    var voiceOverTraits: AccessibilityTraits {
        var traits = accessibility.accessibilityTraits
        switch kind {
        case .text: traits.insert(.staticText)
        case .button: traits.insert(.button)
        case .icon, .image: traits.insert(.image)
        case .progress: traits.insert(.updatesFrequently)
        case .vstack, .hstack, .overlay, .spacer, .box, .indicator: break
        }
        return traits
    }

    /// The value VoiceOver reads after the label: set (an empty one is none), or a progress element's
    /// percentage, as UIProgressView's.
    var voiceOverValue: String? {
        if let value = accessibility.accessibilityValue { return value.isEmpty ? nil : value }
        guard case let .progress(p) = content else { return nil }
        return "\(Int((p.value * 100).rounded()))%"
    }
}

/// What VoiceOver reads of a laid-out node that depends on what it covers: its children as placed.
extension LaidOutNode {
    /// The label VoiceOver reads: set, or the text (a label's, a button's title), "In progress" for an
    /// activity indicator, or else the labels of what the element covers, joined as UIKit joins a
    /// container's ("Delete, Trash").
    var voiceOverLabel: String {
        if let label = element.accessibilityLabel { return label }
        if let text = element.text, !text.isEmpty { return text }
        if element.kind == .indicator { return "In progress" }
        return children.filter { $0.isPresent && !$0.accessibilityElementsHidden }
            .map { $0.element.isReadByVoiceOver || $0.element.kind.isContainer ? $0.voiceOverLabel : "" }
            .filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Whether the element shows an icon or an image and no text, itself or through what it covers:
    /// a button drawn as a glyph, which VoiceOver cannot name without a label.
    var showsOnlyPictures: Bool {
        let present = preorder().map(\.node.element)
        return present.contains { $0.kind == .icon || $0.kind == .image } && !present.contains { !($0.text ?? "").isEmpty }
    }
}

