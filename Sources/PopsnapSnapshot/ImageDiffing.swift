import FoundationEssentials
import Popsnap
import PopsnapCompare
import PopsnapPNG
import PopsnapRaster

extension Diffing where Value == Image {
    /// A PNG, compared as `popsnap verify` compares one: as `match` says (pixelmatch's count within its
    /// tolerance, or every channel equal), on the file's own straight colours at its own depth. A failure's attachments
    /// are `expected.png`, `actual.png`, `diff.png` and `side-by-side.png`, captioned with `renderer`'s fonts.
    /// A reference that carries its pixels' digest and still has them is not decoded when they are the render's.
    ///
    /// ```swift
    /// let diffing = Diffing.image(match: ImageMatch(tolerance: Tolerance(maxDiffPixels: 20)), renderer: try PopupRenderer())
    /// ```
    public static func image(match: ImageMatch = .pixelmatch, renderer: PopupRenderer) -> Diffing {
        let judge = { @Sendable (outcome: ComparisonOutcome) throws -> FileDifference in
            FileDifference(failure: outcome.passed ? nil : (outcome.findings, try attachments(outcome, renderer: renderer)),
                           differentPixels: outcome.comparison?.differentPixels, changedBounds: outcome.comparison?.changedBounds)
        }
        var diffing = Diffing(
            toData: { Data(try ReferenceImage.png($0)) },
            fromData: { try PNG.decode(Array($0)) },
            diff: { reference, actual in
                let outcome = ImageComparison.compare(StraightImage(reference), StraightImage(actual), match: match)
                guard !outcome.passed else { return nil }
                // The verdict stands even if its pictures cannot be drawn.
                return (outcome.findings, (try? attachments(outcome, renderer: renderer)) ?? [])
            })
        diffing.comparesFile = { image, path in
            try judge(try ImageComparison.compare(referenceAt: path, image, match: match))
        }
        diffing.noun = "image"
        return diffing
    }

    /// What explains a failed comparison, the side-by-side captioned (with the frame's number for an animation).
    /// The side-by-side is left out when it would be larger than Popsnap reads (three 8192 px wide images in a
    /// row): the three images say the same.
    static func attachments(_ outcome: ComparisonOutcome, renderer: PopupRenderer, frame: Int? = nil) throws -> [SnapshotAttachment] {
        let images = [outcome.expected, outcome.actual] + (outcome.diff.map { [$0] } ?? [])
        let captions = ["reference", "actual", "diff"].prefix(images.count).map { caption in frame.map { "\(caption), frame \($0)" } ?? caption }
        // The caption band is at most 128 px tall.
        let fits = (try? ImageLimits.default.check(width: images.reduce(0) { $0 + $1.width }, height: (images.map(\.height).max() ?? 0) + 128)) != nil
        let named = zip(["expected.png", "actual.png", "diff.png"], images).map { ($0, $1) }
            + (fits ? [("side-by-side.png", try renderer.captionedSideBySide(images, captions: captions))] : [])
        return try named.map { name, image in try SnapshotAttachment(name: name, bytes: try image.pngBytes()) }
    }
}
