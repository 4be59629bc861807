/// How much difference still passes: at most `maxDiffPixels` pixels and at most `maxDiffRatio` of
/// them. When both are set both must hold, so the stricter wins; when neither is, nothing may differ.
///
/// ```swift
/// Tolerance(maxDiffPixels: 100).passes(c)                     // up to 100 px
/// Tolerance(maxDiffPixels: 100, maxDiffRatio: 0.001).passes(c) // up to 100 px and 0.1%
/// Tolerance().passes(c)                                        // no pixel at all
/// ```
public struct Tolerance: Sendable, Equatable {
    /// The most differing pixels that pass; nil sets no count limit.
    public var maxDiffPixels: Int?
    /// The largest differing fraction (0 to 1) that passes; nil sets no ratio limit.
    public var maxDiffRatio: Double?

    /// Limits on the count, the ratio, both, or neither (then nothing may differ): `Tolerance(maxDiffRatio: 0.001)`.
    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// No difference at all: the default.
    public static let zero = Tolerance()

    /// Up to `count` differing pixels: `tolerance: .pixels(20)`.
    public static func pixels(_ count: Int) -> Tolerance { Tolerance(maxDiffPixels: count) }

    /// Up to `fraction` (0 to 1) of the pixels differing: `tolerance: .ratio(0.001)`.
    public static func ratio(_ fraction: Double) -> Tolerance { Tolerance(maxDiffRatio: fraction) }

    /// Whether `comparison` is within this tolerance.
    public func passes(_ comparison: Comparison) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil { return comparison.differentPixels == 0 }
        if let pixels = maxDiffPixels, comparison.differentPixels > pixels { return false }
        if let ratio = maxDiffRatio, comparison.ratio > ratio { return false }
        return true
    }
}

extension Tolerance: CustomStringConvertible {
    /// "at most 100 px and 0.1%", or "no difference".
    public var description: String {
        var limits: [String] = []
        if let pixels = maxDiffPixels { limits.append("\(pixels) px") }
        if let ratio = maxDiffRatio { limits.append("\(ratio * 100)%") }
        return limits.isEmpty ? "no difference" : "at most " + limits.joined(separator: " and ")
    }
}
