import PopsnapRaster
import PopsnapGeometry

/// What checking one spec against its reference came to.
public struct VerifyResult: Sendable, Equatable {
    /// How the check ended; the raw value is the word reports print (`pass`, `fail`, …).
    public enum Status: String, Sendable {
        /// `pass`: the image matches its reference (within the tolerance); `fail`: it differs; `missing`: no
        /// reference, and the record mode does not record one; `recorded`: the reference was written.
        case pass, fail, missing, recorded
        /// The spec or its reference could not be read: bad input, not a mismatch.
        case error
    }

    /// The spec's path, as given.
    public var spec: String
    /// How the check ended: pass, fail, missing, recorded or error.
    public var status: Status
    /// Pixels that differ from the reference (an animation's: those of its first failing frame, or of all its
    /// frames together when it passes); nil when nothing was compared (no reference, a reference recorded
    /// without comparing, images of different sizes, an error), so a missing reference never reads as a match.
    public var differentPixels: Int?
    /// The smallest rectangle holding every differing pixel (of the first failing frame), for a report
    /// to zoom to; nil when nothing differs or nothing was compared.
    public var changedBounds: PixelRect?
    /// Why it failed, or what was recorded, in words a user can act on.
    public var message: String?
    /// The command that accepts the new image, in the caller's words (`popsnap record …` for the CLI,
    /// `POPSNAP_RECORD=failed swift test --filter …` for the test API); reports show it with a failure.
    public var accept: String?
    /// Whether a report lists it as a failure: a mismatch, a missing reference or an error.
    public var needsAttention: Bool { status == .fail || status == .missing || status == .error }
    /// What running `accept` does, in the words every report puts before it.
    public var acceptAction: String { status == .missing ? "record the reference" : "accept the new image" }
    /// For animations: the first frame that differs, and its time in seconds.
    public var failingFrame: (index: Int, time: Double)?
    /// Images written for a failure: the actual render, the diff, and reference | actual | diff.
    public var artifacts: [String: String] = [:]
    /// For an error: whether something could not be written (a reference, an artifact) rather than read.
    public var notWritten = false
    /// Seconds spent on this spec.
    public var seconds: Double = 0

    /// A result for `spec` (its path, with the variant in brackets when it has one); the other fields
    /// (`accept`, `artifacts`, `seconds`, …) are filled in by the check.
    ///
    /// ```swift
    /// VerifyResult(spec: "Snapshots/alert.json", status: .fail, differentPixels: 1200, message: "1200 pixels differ")
    /// ```
    public init(spec: String, status: Status, differentPixels: Int? = nil, message: String? = nil) {
        self.spec = spec
        self.status = status
        self.differentPixels = differentPixels
        self.message = message
    }

    public static func == (a: VerifyResult, b: VerifyResult) -> Bool {
        a.spec == b.spec && a.status == b.status && a.differentPixels == b.differentPixels && a.message == b.message
            && a.failingFrame?.index == b.failingFrame?.index && a.artifacts == b.artifacts && a.accept == b.accept
            && a.changedBounds == b.changedBounds && a.notWritten == b.notWritten
    }
}
