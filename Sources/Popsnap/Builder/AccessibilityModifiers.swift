extension PopupView {
    /// What VoiceOver says for the element in place of its text (a spec's `accessibility.label`): what an
    /// icon-only button needs, or lint reports it (`unlabelledButton`).
    ///
    /// ```swift
    /// HStack { Icon(.error) }.accessibilityAddTraits(.button).accessibilityLabel("Close")
    /// ```
    public func accessibilityLabel(_ label: String) -> ModifiedView<Self> {
        modified { e, _ in e.accessibilityLabel = label }
    }

    /// What VoiceOver says after the label, such as a progress's percentage (`accessibility.value`).
    ///
    /// ```swift
    /// ProgressView(value: 0.5).accessibilityValue("Half done")
    /// ```
    public func accessibilityValue(_ value: String) -> ModifiedView<Self> {
        modified { e, _ in e.accessibilityValue = value }
    }

    /// Traits added to the ones the element's kind has (`accessibility.traits`); a kind's own cannot be removed.
    ///
    /// ```swift
    /// Text("Payment received").accessibilityAddTraits(.header)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        modified { e, _ in e.accessibilityTraits.formUnion(traits) }
    }

    /// Whether VoiceOver stops on the element itself (`accessibility.element`): a stack made one element
    /// reads its children's labels as one, as SwiftUI's `.accessibilityElement(children: .combine)`.
    ///
    /// ```swift
    /// HStack { Icon(.success); Text("Saved") }.accessibilityElement(true)
    /// ```
    public func accessibilityElement(_ isElement: Bool = true) -> ModifiedView<Self> {
        modified { e, _ in e.isAccessibilityElement = isElement }
    }

    /// Hides the element and everything under it from VoiceOver (`accessibility.hidden`).
    ///
    /// ```swift
    /// Icon(.success).accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> {
        modified { e, _ in e.accessibilityElementsHidden = hidden }
    }
}
