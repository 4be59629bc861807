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
    public var label: String
    public var value: String?
    public var traits: AccessibilityTraits
    /// The element's frame in points, in screen coordinates (its accessibilityFrame).
    public var frame: Frame
    /// The same rectangle in the render's pixels.
    public var pixels: PixelRect

    public init(path: String, label: String, value: String?, traits: AccessibilityTraits, frame: Frame, pixels: PixelRect) {
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
}
