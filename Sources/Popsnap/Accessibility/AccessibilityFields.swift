extension Element {
    /// What VoiceOver reads of an element, as UIAccessibility's properties. nil and empty values are
    /// derived as UIKit derives them (`VoiceOverElement`): a label's text, a button's title, "In progress"
    /// for an activity indicator. Read and written as the element's own fields.
    public struct Accessibility: Sendable, Equatable {
        /// What VoiceOver says for the element (UIAccessibility.accessibilityLabel); nil: its text, or its
        /// children's labels.
        public var accessibilityLabel: String?
        /// Its current value, read after the label ("Progress: 50%"); nil: a progress element's percentage.
        public var accessibilityValue: String?
        /// Traits added to those the element's kind has (a text's `.staticText`, a button's `.button`).
        public var accessibilityTraits: AccessibilityTraits = []
        /// Whether VoiceOver stops on the element; nil: as UIKit decides (texts with text, buttons, indicators,
        /// progress, images and icons given a label). An element VoiceOver stops on covers its children.
        public var isAccessibilityElement: Bool?
        /// Neither the element nor anything under it is read (UIAccessibility.accessibilityElementsHidden).
        public var accessibilityElementsHidden = false

        /// Everything derived as UIKit derives it.
        public init() {}
    }
}
