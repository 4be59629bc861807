/// What a spec has that its Swift source cannot say yet: the field, and where (an element's path, or
/// the spec's own key).
///
/// ```swift
/// do { _ = try SwiftSource(spec) } catch { print(error) }   // popup: a "alert" popup: only custom trees convert for now
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
