import FoundationEssentials
import Popsnap
import PopsnapFiles
import PopsnapJSON

/// Tells a spec from the other JSON files a folder of specs holds (a `package.json`, a strings table, a
/// report written beside them) by what it says, not by its name alone.
///
/// A spec is a JSON object with a top-level `popup` key, or one whose `$schema` names
/// `popsnap.schema.json` (a spec still being written). A `.json` file that could be a broken spec is
/// taken for one, so its error is reported and `prune` never takes its images for orphans: one that is
/// not valid JSON (unless it is empty, as a report is while a shell redirects into it), and one with a
/// reference beside it (`NAME.png`, `NAME.apng`, a variant's `NAME.….png`), whatever it holds. Only a
/// regular file within `limits.specBytes` is read; anything else that is not a folder (a FIFO, a
/// device, a dangling link, a file over the limit, a link out of `limits.readableFolders`) is taken for
/// a spec too, for the loader to refuse by name.
///
/// ```swift
/// SpecRecognition.verdict(for: "Snapshots/package.json")  // .notSpec("it has no top-level \"popup\" key")
/// ```
public enum SpecRecognition {
    /// Whether a file is to be checked as a spec, or why it is not one.
    public enum Verdict: Equatable, Sendable {
        /// Checked as a spec: its errors, if any, are the loader's.
        case spec
        /// Why the file is not a spec, in words for a message.
        case notSpec(String)
    }

    /// The verdict on the file at `path`; `neighbours`, the names in its folder (read when nil), tell
    /// whether it has a reference.
    public static func verdict(for path: String, limits: SpecLimits = .default, neighbours: [String]? = nil) -> Verdict {
        // A link out of what a spec may read is not opened to tell: the loader refuses it by name.
        if let folders = limits.readableFolders, FileKind.of(path) == .symbolicLink, !FolderContainment.isInside(path, folders: folders) {
            return .spec
        }
        let content: Verdict
        do {
            content = verdict(for: try InputFile.bytes(at: path, limit: limits.specBytes), parser: limits.parser,
                              namedJSON: path.hasSuffix(".json"))
        } catch {
            return error.cause == .notRegularFile(.directory) ? .notSpec("it is a folder") : .spec
        }
        guard content != .spec, path.hasSuffix(".json") else { return content }
        let names = neighbours ?? FolderListing(path: FileError.folder(of: path))?.names ?? []
        let name = PathParts.name(of: path)
        return hasReference(String(name.dropLast(5)), among: names) ? .spec : content
    }

    /// The verdict on a file's bytes; `namedJSON`: whether its name ends in `.json`, so that JSON that does
    /// not parse was meant as JSON.
    public static func verdict(for bytes: [UInt8], parser: JSONParser = JSONParser(), namedJSON: Bool = true) -> Verdict {
        if let format = OutputKind.imageFormat(of: Array(bytes.prefix(16))) { return .notSpec("it is a \(format) image") }
        guard let root = try? parser.parse(bytes) else {
            if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return .notSpec("it is empty") }
            return namedJSON ? .spec : .notSpec("it is not JSON")
        }
        guard case let .object(members) = root.value else { return .notSpec("it is not a JSON object") }
        for (key, node) in members {
            if key == "popup" { return .spec }
            if key == "$schema", case let .string(schema) = node.value, names(schema) { return .spec }
        }
        return .notSpec("it has no top-level \"popup\" key")
    }

    /// Whether a `$schema` value is a path or URL whose last component is Popsnap's schema.
    static func names(_ schema: String) -> Bool {
        let location = schema.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return location.split(separator: "/").last == "popsnap.schema.json"
    }

    /// `stem.png`, `stem.apng`, or a variant's `stem.<variant>.png` / `.apng` among `names`.
    static func hasReference(_ stem: String, among names: [String]) -> Bool {
        names.contains { name in
            name.hasPrefix(stem + ".") && (name.hasSuffix(".png") || name.hasSuffix(".apng"))
        }
    }
}
