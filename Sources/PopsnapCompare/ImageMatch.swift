/// How two images are held to each other: pixelmatch's perceptual comparison or exact equality of every
/// channel, and how many differing pixels still pass. One value for every comparison, the verifier's and
/// the test API's, where three settings once travelled apart.
///
/// ```swift
/// let loose = ImageMatch(tolerance: Tolerance(maxDiffRatio: 0.001))        // pixelmatch, 0.1% of the pixels
/// let strict = ImageMatch.exact                                              // every channel of every pixel
/// let result = ImageComparison.compare(reference, rendered, match: loose)
/// ```
public struct ImageMatch: Sendable, Equatable {
    /// pixelmatch's options (its colour threshold, anti-aliasing detection) and the diff image's colours,
    /// which an exact comparison's marks take too.
    public var options: MatchOptions
    /// How many differing pixels still pass (a count, a fraction, or both); `.zero` passes none.
    public var tolerance: Tolerance
    /// Every channel of every pixel equal, at each file's own depth, instead of pixelmatch's distance:
    /// `options`' threshold and anti-aliasing detection then mean nothing.
    public var isExact: Bool

    /// pixelmatch with `options` (threshold 0.1, its v7.2 default), or exact equality with `exact`, passing
    /// up to `tolerance`'s differing pixels (none by default).
    public init(options: MatchOptions = MatchOptions(), tolerance: Tolerance = .zero, exact: Bool = false) {
        self.options = options
        self.tolerance = tolerance
        isExact = exact
    }

    /// pixelmatch's defaults, no pixel allowed to differ.
    public static let pixelmatch = ImageMatch()
    /// Every channel of every pixel equal, none allowed to differ: for references meant to be stable to the
    /// last bit, as Popsnap's own are.
    public static let exact = ImageMatch(exact: true)
}
