import PopsnapGeometry
/// Why two images could not be compared; each description says what to do next.
///
/// ```swift
/// do { _ = try Pixelmatch.compare(a, b) }
/// catch { print(error) } // images differ in size: expected 390 x 844 px, actual 390 x 845 px
/// ```
public enum CompareError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The two images are not the same size, so no pixel can be paired with another.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    /// The diff image given to draw into is not the images' size.
    case diffSizeMismatch(diff: PixelSize, images: PixelSize)

    /// The message: what differs, and what to do about it.
    public var description: String {
        switch self {
        case let .sizeMismatch(expected, actual):
            return "images differ in size: expected \(expected), actual \(actual); "
                + "record a new reference if the new size is intended"
        case let .diffSizeMismatch(diff, images):
            return "the diff image is \(diff) but the images are \(images); pass nil to get a diff image of the right size"
        }
    }
}
