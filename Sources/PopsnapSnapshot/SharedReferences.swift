import Popsnap
import PopsnapFiles

/// Two checks of one run that would write one file: found before the run, so nothing is recorded over
/// another check's reference, a spec, or an image a spec reads.
public enum SharedReference: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two checks (named as `Verifier.checkName`) against one reference (a spec named like another's
    /// variant, `alert.de.dark.json` beside `alert.json`'s de.dark): they would record over each other.
    case sameReference(String, first: String, second: String)
    /// A reference that is, through a link, another file of the run (`b.png -> a.json`): `other` says which.
    case referenceIsAnotherFile(String, check: String, other: String)

    public var description: String {
        switch self {
        case let .sameReference(reference, first, second):
            return "\(first) and \(second) are both checked against \(reference) (or .apng), and would record over each other: "
                + "rename one of the specs"
        case let .referenceIsAnotherFile(reference, check, other):
            return "the reference \(reference) of \(check) is the same file as \(other): give the reference a file of its own"
        }
    }
}

extension Verifier {
    /// How a check is named in messages and reports: its spec, and its variant's name when it has one
    /// (`alert.json [de.dark]`).
    public static func checkName(spec: String, variant: Variant) -> String {
        variant.name.isEmpty ? spec : "\(spec) [\(variant.name)]"
    }

    /// The first pair of `checks` (of `specs`, `checks(of:)`) that share a reference; and when the run
    /// `records`, the first reference that is, through a link, a spec of the run, an image one reads or
    /// another check's reference (recording would write over it, whatever `replacesOtherFiles` says).
    /// Comparing only, checks may share a file. nil when every check has its own.
    ///
    /// ```swift
    /// if let shared = verifier.sharedReference(verifier.checks(of: specs), specs: specs, records: true) { throw shared }
    /// ```
    public func sharedReference(_ checks: [(spec: String, variant: Variant)], specs: [String], records: Bool) -> SharedReference? {
        var first: [[UInt8]: String] = [:]
        var files: [FileIdentity: String] = [:]
        // A spec that cannot be read is the check's own error; it reads nothing here.
        for spec in specs where records {
            if let id = FileIdentity(spec) { files[id] = "the spec \(spec)" }
            for input in (try? PopupSpec.decode(contentsOf: spec, limits: limits))?.inputFiles.dropFirst() ?? [] {
                if let id = FileIdentity(input) { files[id] = "\(input), which \(spec) reads" }
            }
        }
        for check in checks {
            let name = Self.checkName(spec: check.spec, variant: check.variant)
            let stem = Self.artifactsKey(spec: check.spec, variant: check.variant)
            let reference = Self.reference(of: stem, animated: false)
            let key = FileNameBytes.bytes(AbsolutePath.of(reference))
            if let other = first[key] { return .sameReference(reference, first: other, second: name) }
            first[key] = name
            guard records else { continue }
            for path in [reference, Self.reference(of: stem, animated: true)] {
                guard let id = FileIdentity(path) else { continue }
                let named = "the reference \(path) of \(name)"
                if let other = files[id] { return .referenceIsAnotherFile(path, check: name, other: other) }
                files[id] = named
            }
        }
        return nil
    }
}
