/// What an element is to VoiceOver, as UIAccessibilityTraits says it: a button, a heading, an image, static
/// text. An element's own traits (`Element.accessibilityTraits`) are added to those its kind has, as
/// `label.accessibilityTraits.insert(.header)` adds to a UILabel's `.staticText`.
///
/// ```swift
/// var title = Element(.text(Element.Label("Saved")), name: "title", role: "title")
/// title.accessibilityTraits = [.header]           // read "Saved. Heading."
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// One bit a trait, in `named`'s order of declaration (not UIKit's values: nothing here crosses to UIKit).
    public let rawValue: Int
    /// The traits whose bits `rawValue` has.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A control that acts when tapped: UIButton's, read "Button.".
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link, read "Link.".
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A header that divides content into sections (UIAccessibilityTraits.header): a system alert's title.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A picture, read "Image.": an image view or icon given a label.
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    /// The current choice, read "Selected: …".
    public static let selected = AccessibilityTraits(rawValue: 1 << 4)
    /// Text that does not change, as UILabel's: not spoken as a word.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
    /// Dimmed: a disabled control.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    /// A label or value that changes often (a progress view's percentage).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    /// A value swiped up and down (a slider), read "Adjustable.".
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)

    /// Each trait with its name in specs and reports, in the order VoiceOver speaks those it speaks.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("notEnabled", .notEnabled), ("button", .button), ("header", .header), ("link", .link),
        ("adjustable", .adjustable), ("image", .image), ("selected", .selected), ("staticText", .staticText),
        ("updatesFrequently", .updatesFrequently),
    ]

    /// The names of the traits in this set, in `named`'s order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }

    /// What VoiceOver says after the label for these traits, as AccessibilitySnapshot words it
    /// (cashapp/AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift and its en.lproj strings):
    /// static text, selection and frequent updates are not spoken as words.
    var spoken: [String] {
        let words: [(AccessibilityTraits, String)] = [
            (.notEnabled, "Dimmed."), (.button, "Button."), (.header, "Heading."), (.link, "Link."),
            (.adjustable, "Adjustable."), (.image, "Image."),
        ]
        return words.filter { contains($0.0) }.map(\.1)
    }
}
