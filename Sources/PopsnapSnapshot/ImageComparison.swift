/// Compares an expected image with an actual one and gives a verdict against a tolerance, with the
/// artifacts a failure report needs. Never throws: images of different sizes are a failed result
/// whose `error` names both sizes.
///
/// ```swift
/// let result = ImageComparison.compare(reference, rendered,
///                                      options: MatchOptions(threshold: 0.1),
///                                      tolerance: Tolerance(maxDiffRatio: 0.001))
/// XCTAssert(result.passed, result.description)
/// ```
public enum ImageComparison {
    /// pixelmatch's comparison (or, with `exact`, equality of every pixel's four channels), judged by `tolerance`.
    public static func compare(_ expected: StraightImage, _ actual: StraightImage,
                               options: MatchOptions = MatchOptions(), tolerance: Tolerance = .zero,
                               exact: Bool = false) -> ComparisonResult {
        do {
            try Pixelmatch.checkSizes(expected, actual)
        } catch {
            return ComparisonResult(passed: false, comparison: nil, error: error, diff: nil,
                                    tolerance: tolerance, expected: expected, actual: actual)
        }
        // Same size, so a transparent diff image of that size cannot fail.
        var diff = try! StraightImage(width: expected.width, height: expected.height)
        let tally = diff.rgba.withUnsafeMutableBufferPointer { output in
            exact ? ExactComparison.tally(expected, actual, options: options, output: output.baseAddress)
                : Pixelmatch.tally(expected, actual, options: options, output: output.baseAddress)
        }
        let comparison = Comparison(differentPixels: tally.count, width: expected.width, height: expected.height,
                                    changedBounds: tally.bounds)
        return ComparisonResult(passed: tolerance.passes(comparison), comparison: comparison, error: nil, diff: diff,
                                tolerance: tolerance, expected: expected, actual: actual)
    }
}
