import PopsnapFiles
/// When references are written rather than compared, as swift-snapshot-testing's record modes.
///
/// ```swift
/// let mode = RecordMode.resolve(explicit: nil, environment: EnvironmentBytes.variables)
/// ```
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing reference fails.
    case never
    /// Record references that do not exist yet; compare the others. The default outside CI.
    case missing
    /// Record every reference, whatever it holds now.
    case all
    /// Compare, and record over the references that fail.
    case failed

    /// The mode to use: the one asked for (a call's `record:`, a command's option), else `POPSNAP_RECORD`,
    /// else the command's own default (`popsnap record`: all), else `missing`, except in CI
    /// (`ContinuousIntegration`), where it is `never`: a missing reference fails rather than being
    /// recorded, since nobody would look at it. A mode asked for by name is taken as asked, in CI too
    /// (`VerifyRun.warning` says so loudly).
    public static func resolve(explicit: RecordMode?, environment: [String: String],
                               commandDefault: RecordMode? = nil) throws(SnapshotError) -> RecordMode {
        if let explicit { return explicit }
        if let value = environment["POPSNAP_RECORD"], !value.isEmpty {
            guard let m = RecordMode(rawValue: value) else {
                throw .invalid("POPSNAP_RECORD is \"\(value)\"; expected never, missing, all or failed")
            }
            return m
        }
        if let commandDefault { return commandDefault }
        return ContinuousIntegration.isActive(environment) ? .never : .missing
    }

    /// What to do with a reference in this mode, given whether it exists and whether it matched.
    public func action(referenceExists: Bool, matches: Bool?) -> Action {
        switch self {
        case .all: return .record
        case .never: return referenceExists ? (matches == true ? .pass : .fail) : .missing
        case .missing: return referenceExists ? (matches == true ? .pass : .fail) : .record
        case .failed: return referenceExists && matches == true ? .pass : .record
        }
    }

    /// What `action(referenceExists:matches:)` says to do with one reference.
    public enum Action: Sendable, Equatable {
        /// `pass`: the reference matches; `fail`: it does not, and is left as it is; `missing`: there is none
        /// and this mode does not record it (a failure); `record`: write the new value as the reference.
        case pass, fail, missing, record
    }
}

/// An error from snapshot checking, with a message that says what to do next.
public struct SnapshotError: RemediableError, Sendable, Equatable {
    /// What went wrong and what to do next, in words for the user (the file, the field, what was expected).
    public let message: String
    /// Whether what failed is a write (a reference, an artifact), not a read.
    public var isWrite = false
    /// Allowing a folder, or recording over a file that is not a reference; nil for the rest.
    public var remedy: Remedy?
    /// Bad input, or a reference or artifact that could not be read, said by `message`.
    ///
    /// ```swift
    /// throw SnapshotError.invalid("shard 5/4: the shard must be from 1 to 4, found 5")
    /// ```
    public static func invalid(_ message: String) -> SnapshotError { SnapshotError(message: message) }
    /// `context` followed by `error`'s problem, keeping its remedy (a limit a reference or spec reaches).
    ///
    /// ```swift
    /// throw SnapshotError.invalid("cannot tell which images a.json reads", because: error)
    /// ```
    public static func invalid(_ context: String, because error: any Error) -> SnapshotError {
        var e = SnapshotError(message: context + ": " + ((error as? any RemediableError)?.problem ?? "\(error)"))
        e.remedy = (error as? any RemediableError)?.remedy
        return e
    }
    /// A reference or an artifact that could not, or must not, be written.
    public static func unwritable(_ message: String) -> SnapshotError { SnapshotError(message: message, isWrite: true) }
    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// `message`; `description` adds the remedy.
    public var problem: String { message }
}
