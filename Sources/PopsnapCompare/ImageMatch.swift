/// How two images are held to each other: pixelmatch's perceptual comparison, exact equality of every
/// channel, or a CIE 1994 colour difference per pixel, and how many differing pixels still pass. One value
/// for every comparison, the verifier's and the test API's, where three settings once travelled apart.
///
/// ```swift
/// let loose = ImageMatch(tolerance: Tolerance(maxDiffRatio: 0.001))        // pixelmatch, 0.1% of the pixels
/// let strict = ImageMatch.exact                                              // every channel of every pixel
/// let eye = ImageMatch(tolerance: .ratio(0.01), mode: .deltaE94(max: 2))    // swift-snapshot-testing's 0.98 / 0.99
/// let result = ImageComparison.compare(reference, rendered, match: loose)
/// ```
public struct ImageMatch: Sendable, Equatable {
    /// How a pixel is found to differ.
    public enum Mode: Sendable, Equatable {
        /// pixelmatch's YIQ distance against `options.threshold`, anti-aliasing forgiven unless `options.includeAA`.
        case pixelmatch
        /// Any of the four channels, at each file's own depth.
        case exact
        /// ΔE94 (0 to 100, as Core Image's `CILabDeltaE` measures) above `max`, transparency seen over
        /// white and over black: what swift-snapshot-testing's `perceptualPrecision` p sets, as (1 - p) · 100.
        case deltaE94(max: Double)
    }

    /// pixelmatch's options (its colour threshold, anti-aliasing detection) and the diff image's colours,
    /// which the other modes' marks take too.
    public var options: MatchOptions
    /// How many differing pixels still pass (a count, a fraction, or both); `.zero` passes none.
    public var tolerance: Tolerance
    /// How a pixel is found to differ: `options`' threshold and anti-aliasing detection are pixelmatch's alone.
    public var mode: Mode

    /// Whether every channel of every pixel is compared, at each file's own depth (16-bit files read as such).
    public var isExact: Bool { mode == .exact }

    /// pixelmatch with `options` (threshold 0.1, its v7.2 default), or exact equality with `exact`, passing
    /// up to `tolerance`'s differing pixels (none by default).
    public init(options: MatchOptions = MatchOptions(), tolerance: Tolerance = .zero, exact: Bool = false) {
        self.init(options: options, tolerance: tolerance, mode: exact ? .exact : .pixelmatch)
    }

    /// Pixels compared as `mode` says, passing up to `tolerance`'s differing pixels.
    public init(options: MatchOptions = MatchOptions(), tolerance: Tolerance = .zero, mode: Mode) {
        self.options = options
        self.tolerance = tolerance
        self.mode = mode
    }

    /// pixelmatch's defaults, no pixel allowed to differ.
    public static let pixelmatch = ImageMatch()
    /// Every channel of every pixel equal, none allowed to differ: for references meant to be stable to the
    /// last bit, as Popsnap's own are.
    public static let exact = ImageMatch(exact: true)
}
