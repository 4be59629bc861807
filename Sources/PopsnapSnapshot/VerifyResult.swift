/// What checking one spec against its reference came to.
public struct VerifyResult: Sendable, Equatable {
    public enum Status: String, Sendable {
        case pass, fail, missing, recorded
        /// The spec or its reference could not be read: bad input, not a mismatch.
        case error
    }

    /// The spec's path, as given.
    public var spec: String
    public var status: Status
    public var differentPixels: Int
    /// Why it failed, or what was recorded, in words a user can act on.
    public var message: String?
    /// For animations: the first frame that differs, and its time in seconds.
    public var failingFrame: (index: Int, time: Double)?
    /// Images written for a failure: the actual render, the diff, and expected | actual | diff.
    public var artifacts: [String: String] = [:]
    /// Seconds spent on this spec.
    public var seconds: Double = 0

    public init(spec: String, status: Status, differentPixels: Int = 0, message: String? = nil) {
        self.spec = spec
        self.status = status
        self.differentPixels = differentPixels
        self.message = message
    }

    public static func == (a: VerifyResult, b: VerifyResult) -> Bool {
        a.spec == b.spec && a.status == b.status && a.differentPixels == b.differentPixels && a.message == b.message
            && a.failingFrame?.index == b.failingFrame?.index && a.artifacts == b.artifacts
    }
}
