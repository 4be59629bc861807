/// What a caller can do about an error one of Popsnap's limits or rules caused: raise a limit, allow a
/// folder, replace a file. Errors carry it as a value beside what is wrong (`RemediableError`), so each
/// audience reads it in its own words: `description` in a Swift caller's (`raise SpecLimits.frames`), the
/// CLI in its options' (`raise it with --max-frames N`), and no message is rewritten after it is made.
public enum Remedy: Sendable, Equatable {
    /// Raise the run's limit whose `SpecLimits` field is named (`frames`, `memory`, …).
    case raiseLimit(String)
    /// Decode the image with larger `ImageLimits`.
    case largerImageLimits
    /// Read the APNG with a larger frame limit.
    case raiseFrameLimit
    /// Let a spec read files in the folder (`SpecLimits.readableFolders`).
    case allowFolder
    /// Record a reference over a file that is not one (`replacesOtherFiles`).
    case recordOverOtherFile
    /// Write over a file of another kind (no `OutputKind`).
    case replaceOtherKind

    /// The remedy in a Swift caller's words.
    public var inSwift: String {
        switch self {
        case let .raiseLimit(field): return "raise SpecLimits.\(field)"
        case .largerImageLimits: return "pass larger ImageLimits to decode it"
        case .raiseFrameLimit: return "raise the frame limit to read it"
        case .allowFolder: return "add its folder to SpecLimits.readableFolders"
        case .recordOverOtherFile: return "set replacesOtherFiles (of the verifier, or of the snapshot configuration) to record over it anyway"
        case .replaceOtherKind: return "write without an OutputKind to replace it"
        }
    }

    /// What joins it to the problem: "; " after a limit or a folder, ", or " after a file left as it is
    /// ("…: move it, or …").
    public var joiner: String {
        switch self {
        case .raiseLimit, .largerImageLimits, .raiseFrameLimit, .allowFolder: return "; "
        case .recordOverOtherFile, .replaceOtherKind: return ", or "
        }
    }
}

extension Remedy {
    /// `error` in words, its remedy (if it carries one) said by `say`: how a front end words any error.
    public static func describe(_ error: any Error, saying say: (Remedy) -> String) -> String {
        (error as? any RemediableError)?.description(remedy: say) ?? String(describing: error)
    }
}

/// An error that says what is wrong (`problem`) and, apart, what to do about it (`remedy`); its
/// `description` is `description(remedy: \.inSwift)`, declared by each error in its own module so that
/// module's users read it without importing this one.
///
/// ```swift
/// let words = error.description { remedy in remedy == .raiseLimit("frames") ? "raise it with --max-frames N" : remedy.inSwift }
/// ```
public protocol RemediableError: Error, CustomStringConvertible {
    /// What is wrong, in full, without what to do about it.
    var problem: String { get }
    /// What the caller can do about it; nil when the problem says all there is.
    var remedy: Remedy? { get }
}

extension RemediableError {
    /// The problem with its remedy said by `say`.
    public func description(remedy say: (Remedy) -> String) -> String {
        remedy.map { problem + $0.joiner + say($0) } ?? problem
    }

}
