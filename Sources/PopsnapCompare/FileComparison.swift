import PopsnapRaster
import PopsnapPNG

/// Two image files compared as `popsnap diff` compares them: two stills as images, anything with an
/// APNG in it as animations (`AnimationComparison`, frame by frame), so different animations never pass
/// on their first frame alone.
///
/// ```swift
/// switch try FileComparison.compare("Snapshots/hud-spin.apng", "spin.apng") {
/// case let .stills(result): print(result)
/// case let .animations(result): print(result)     // fail: 3 of 12 frames differ, the first frame 4 …
/// }
/// ```
public enum FileComparison: Sendable {
    /// Neither file is an animation: the two images compared as straight-alpha pixels.
    case stills(ComparisonOutcome)
    /// At least one file is an APNG: frame counts, delays and loop counts, then each frame pair.
    case animations(AnimationComparisonResult)

    /// Compares the image files at `expected` (the reference) and `actual`, stills or animations as the
    /// files are, held to each other as `match` says. Throws when either file cannot be read or decoded.
    public static func compare(_ expected: String, _ actual: String, match: ImageMatch = .pixelmatch) throws(PNGError) -> FileComparison {
        let a = try APNGFrameReader(contentsOf: expected), b = try APNGFrameReader(contentsOf: actual)
        guard a.isAnimated || b.isAnimated else {
            // Read again as straight pixels, which a translucent PNG keeps exactly and premultiplied frames do not.
            return .stills(ImageComparison.compare(try StraightImage(contentsOf: expected), try StraightImage(contentsOf: actual),
                                                   match: match))
        }
        return .animations(try AnimationComparison.compare(a, b, match: match))
    }

    /// Whether the files match within the tolerance.
    public var passed: Bool {
        switch self {
        case let .stills(r): return r.passed
        case let .animations(r): return r.passed
        }
    }

    /// The comparison whose images a diff image and a side-by-side show: the stills', or the animations'
    /// first differing frame (else frame 0); nil when the images could not be paired (sizes, frame counts).
    public var shown: ComparisonOutcome? {
        switch self {
        case let .stills(r): return r.error == nil ? r : nil
        case let .animations(r): return r.shown?.result
        }
    }
}

extension FileComparison: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .stills(r): return r.description
        case let .animations(r): return r.description
        }
    }
}
