import PopsnapGeometry
import PopsnapLayout

/// One stop of VoiceOver's cursor in a laid-out popup: what it reads and where its outline is drawn.
///
/// ```swift
/// let elements = layout.voiceOverElements(direction: scene.layoutDirection)
/// elements[0].description     // "Saved. Heading."
/// ```
public struct VoiceOverElement: Sendable, Equatable, CustomStringConvertible {
    /// The element's path in the laid-out tree ("container/content/title").
    public var path: String
    /// What is said first: the element's label, set or derived ("" when it has none).
    public var label: String
    /// What is said after the label ("50%"); nil when none.
    public var value: String?
    /// Its traits, the kind's with the element's own.
    public var traits: AccessibilityTraits
    /// The element's frame in points, in screen coordinates (its accessibilityFrame).
    public var frame: Rect
    /// The same rectangle in the render's pixels.
    public var pixels: PixelRect

    /// An element read with `label`, `value` and `traits`, outlined at `frame` (points) and `pixels`.
    public init(path: String, label: String, value: String?, traits: AccessibilityTraits, frame: Rect, pixels: PixelRect) {
        self.path = path
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
        self.pixels = pixels
    }

    /// What VoiceOver says, worded as AccessibilitySnapshot words it: the label, ": value" after it, then
    /// the spoken traits, each a sentence ("OK. Button.", "Progress: 50%.", "Selected: Wi-Fi. Button.").
    public var description: String {
        var said = label
        if let value, !value.isEmpty { said = said.isEmpty ? value : "\(said): \(value)" }
        if traits.contains(.selected) { said = said.isEmpty ? "Selected." : "Selected: \(said)" }
        let words = traits.spoken
        guard !words.isEmpty else { return said }
        guard !said.isEmpty else { return words.joined(separator: " ") }
        return said + (said.hasSuffix(".") ? " " : ". ") + words.joined(separator: " ")
    }

    /// "1. Saved. Heading.", one line an element, numbered in the order given.
    public static func lines(_ elements: [VoiceOverElement]) -> [String] {
        elements.enumerated().map { "\($0.offset + 1). \($0.element.description)" }
    }

    /// `lines`, each ended by a newline: what `popsnap accessibility` prints and the `.accessibility` snapshot holds.
    public static func text(_ elements: [VoiceOverElement]) -> String {
        lines(elements).map { $0 + "\n" }.joined()
    }

    /// The elements as JSON, in the order given, keys in a fixed order: `order`, `path`, what VoiceOver
    /// says (`description`), `label`, `value` (null when none), `traits` by name, `frame` in points and
    /// `pixels`, as `popsnap layout` prints frames.
    public static func json(_ elements: [VoiceOverElement]) -> String {
        var out = "["
        for (i, e) in elements.enumerated() {
            let q = LayoutReport.string
            out += (i == 0 ? "\n" : ",\n") + "  {\"order\": \(i + 1), \"path\": \(q(e.path)), \"description\": \(q(e.description)), "
            out += "\"label\": \(q(e.label)), \"value\": \(e.value.map(q) ?? "null"), \"traits\": [\(e.traits.names.map(q).joined(separator: ", "))], "
            out += "\"frame\": \(LayoutReport.json(e.frame)), \"pixels\": \(LayoutReport.json(e.pixels))}"
        }
        return out + (elements.isEmpty ? "]\n" : "\n]\n")
    }
}
