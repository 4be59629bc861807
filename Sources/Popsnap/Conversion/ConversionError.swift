/// What a spec has that its Swift source cannot say yet: the field, and where (an element's path, or
/// the spec's own key path, "popup.theme.width").
///
/// ```swift
/// do { _ = try SwiftSource(spec, source: "x.json") } catch { print(error) }   // container/title: text placed by its baselines has no Swift form yet
/// ```
public struct ConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The element's path, or the spec key ("background", "popup").
    public var place: String
    /// What cannot be converted.
    public var what: String

    /// An error saying `what` (a field or a kind) at `place` has no Swift form yet.
    /// ```swift
    /// throw ConversionError(place: "card/photo", what: "an image file")
    /// ```
    public init(place: String, what: String) {
        (self.place, self.what) = (place, what)
    }

    public var description: String { "\(place): \(what) has no Swift form yet" }
}
