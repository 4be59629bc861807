import PopsnapPNG
import PopsnapRaster

/// Compares an expected image with an actual one and gives a verdict against a tolerance, with the
/// artifacts a failure report needs. Never throws: images of different sizes are a failed result
/// whose `error` names both sizes.
///
/// ```swift
/// let result = ImageComparison.compare(reference, rendered,
///                                      match: ImageMatch(options: MatchOptions(threshold: 0.1),
///                                                        tolerance: Tolerance(maxDiffRatio: 0.001)))
/// XCTAssert(result.passed, result.description)
/// ```
public enum ImageComparison {
    /// The images compared as `match`'s mode compares pixels (pixelmatch's distance, equality of every
    /// pixel's four channels, or ΔE94), judged by `match`'s tolerance.
    public static func compare(_ expected: StraightImage, _ actual: StraightImage, match: ImageMatch = .pixelmatch) -> ComparisonOutcome {
        do {
            try Pixelmatch.checkSizes(expected, actual)
        } catch {
            return ComparisonOutcome(passed: false, comparison: nil, error: error, match: match, expected: expected, actual: actual)
        }
        // Counted without drawing: the diff image is drawn only if a report asks for it.
        let tally = match.tally(expected, actual, output: nil)
        let comparison = Comparison(differentPixels: tally.count, width: expected.width, height: expected.height,
                                    changedBounds: tally.bounds)
        return ComparisonOutcome(passed: match.tolerance.passes(comparison), comparison: comparison, error: nil, match: match,
                                 expected: expected, actual: actual)
    }

    /// `image` (a render) against the PNG reference at `path`, as `compare` judges them. A reference
    /// recorded with its pixels' digest (`PNG.encodeWithDigest`) and unchanged since, whose digest is
    /// `image`'s, holds `image`'s pixels: it passes as identical without being decoded. Any other
    /// reference, a hand-edited one included, is decoded and compared in full.
    ///
    /// ```swift
    /// let result = try ImageComparison.compare(referenceAt: "Snapshots/alert.png", render)
    /// ```
    public static func compare(referenceAt path: String, _ image: Image, match: ImageMatch = .pixelmatch) throws(PNGError) -> ComparisonOutcome {
        let actual = StraightImage(image)
        guard let decoded = try PNG.readStraight(contentsOf: path, unlessItsDigestIs: PixelDigest(image)) else {
            // What `compare` finds for two equal images, without looking at a pixel.
            let none = Comparison(differentPixels: 0, width: actual.width, height: actual.height, changedBounds: nil)
            return ComparisonOutcome(passed: match.tolerance.passes(none), comparison: none, error: nil, match: match, expected: actual, actual: actual)
        }
        // Exact compares at the reference's own depth, so a 16-bit reference is read again with its low bytes.
        let expected = match.isExact ? try StraightImage(contentsOf: path) : StraightImage(checked: decoded.width, height: decoded.height, rgba: decoded.rgba, rgba16: nil)
        return compare(expected, actual, match: match)
    }
}

extension ImageMatch {
    /// The pixels that differ under this mode, drawn into `output` (the diff image) when given.
    func tally(_ expected: StraightImage, _ actual: StraightImage, output: UnsafeMutablePointer<UInt8>?) -> Pixelmatch.Tally {
        switch mode {
        case .pixelmatch: Pixelmatch.tally(expected, actual, options: options, output: output)
        case .exact: ExactComparison.tally(expected, actual, options: options, output: output)
        case let .deltaE94(max): PerceptualComparison.tally(expected, actual, maxDeltaE: max, options: options, output: output)
        }
    }
}
