import PopsnapRaster
/// The verdict of `ImageComparison.compare`, with what a report shows: the counts, the diff image
/// and a side-by-side image.
///
/// ```swift
/// let result = ImageComparison.compare(reference, rendered, match: ImageMatch(tolerance: Tolerance(maxDiffPixels: 10)))
/// if !result.passed {
///     print(result)                                   // 240 of 2962440 px differ (0.008%), in 20 x 12 px at (585, 1300)...
///     try result.sideBySide.write(to: "artifacts/alert-compare.png")
/// }
/// ```
public struct ComparisonOutcome: Sendable, Equatable {
    /// Whether the images are within the tolerance; false whenever they could not be compared.
    public let passed: Bool
    /// Counts and bounds; nil when the images could not be compared (`error` says why).
    public let comparison: Comparison?
    /// Why the images could not be compared, such as different sizes; nil when they were.
    public let error: CompareError?
    /// How the images were compared, and the tolerance the verdict was taken against.
    public let match: ImageMatch
    /// The first image compared (the reference), for the side-by-side image.
    public let expected: StraightImage
    /// The second image compared (the new render), for the side-by-side image.
    public let actual: StraightImage

    /// pixelmatch's diff image (the other modes' marks drawn the same way); nil when the images could not be compared.
    /// Drawn on demand, from the images: passing comparisons, the common case, never pay for it.
    public var diff: StraightImage? {
        guard error == nil, var diff = try? StraightImage(width: expected.width, height: expected.height) else { return nil }
        diff.rgba.withUnsafeMutableBufferPointer { output in
            _ = match.tally(expected, actual, output: output.baseAddress)
        }
        return diff
    }

    /// expected | actual | diff, or expected | actual when there is no diff (different sizes).
    /// Composed on demand, like the diff.
    public var sideBySide: StraightImage {
        SideBySide.compose([expected, actual] + (diff.map { [$0] } ?? []))
    }
}

extension ComparisonOutcome: CustomStringConvertible {
    /// One line: "pass" or "fail", then the counts against the tolerance, or the error.
    public var description: String {
        "\(passed ? "pass" : "fail"): \(findings)"
    }

    /// What was found, without the verdict, for messages that already say it ("does not match: …"):
    /// the counts against the tolerance, or why the images could not be compared.
    public var findings: String {
        if let error { return "\(error)" }
        guard let comparison else { return "not compared" }
        return "\(comparison); tolerance: \(match.tolerance)"
    }
}
