import Popsnap
import PopsnapFiles

/// Finds the specs a verify run covers and the references no spec owns any more.
public enum SpecDiscovery {
    /// A JSON file in a folder of specs that is not one (`SpecRecognition`), and why.
    public struct Skipped: Equatable, Sendable {
        /// The JSON file's path: the folder as given, a slash, and the file's name.
        public var path: String
        /// In words for a message: "it has no top-level \"popup\" key".
        public var reason: String
    }

    /// The specs to check, and the JSON files beside them that were passed over, each in the order found.
    public struct Found: Equatable, Sendable {
        /// The specs' paths in the arguments' order, a folder's files sorted by name, each spec once (where first found).
        public var specs: [String] = []
        /// The JSON files in the folders given that are not specs, and why, for a run to mention.
        public var skipped: [Skipped] = []
    }

    /// Files as given; each folder's `*.json` files that are specs by their content (not its subfolders),
    /// sorted, so every machine runs the same list in the same order. A file named in `arguments` that is
    /// not a spec is an error; one found in a folder is skipped and listed. A spec named twice (a folder
    /// and a file in it, or one file by two paths) is found once, where it was first.
    ///
    /// ```swift
    /// let found = try SpecDiscovery.specs(in: ["Snapshots", "Snapshots/alert.json"])   // alert.json once
    /// ```
    public static func specs(in arguments: [String], limits: SpecLimits = .default) throws(SnapshotError) -> Found {
        var found = Found()
        for argument in arguments {
            guard let kind = FileKind.followed(argument).kind else { throw .invalid("\(argument) does not exist") }
            if kind == .directory {
                let folder = PathParts.folderSpelling(argument)
                let names = FolderListing(path: folder)?.sortedNames ?? []
                for path in names.filter({ $0.hasSuffix(".json") }).map({ folder + "/" + $0 }) {
                    switch SpecRecognition.verdict(for: path, limits: limits, neighbours: names) {
                    case .spec: found.specs.append(path)
                    case let .notSpec(reason): found.skipped.append(Skipped(path: path, reason: reason))
                    }
                }
            } else if case let .notSpec(reason) = SpecRecognition.verdict(for: argument, limits: limits) {
                throw .invalid("\(argument) is not a spec: \(reason); a spec is a JSON object with a top-level \"popup\" key")
            } else {
                found.specs.append(argument)
            }
        }
        // By bytes: String equality takes "é" composed and decomposed, two files, for one.
        var seen = Set<[UInt8]>()
        found.specs = found.specs.filter { seen.insert(FileNameBytes.bytes(AbsolutePath.of($0))).inserted }
        return found
    }

    /// References (`.png`, `.apng`) in `folders` whose spec (`.json` of the same name) is gone.
    ///
    /// Only regular files are candidates (not links, not folders), and never a file that a spec in
    /// any of `folders` reads (`background.image`, `icon.image`, an element's `image`): those are
    /// inputs, not references. A spec that cannot be read could name any file, so it stops the
    /// search with an error rather than let its images be taken for orphans. `skipped`: the JSON files
    /// that are not specs, so own nothing. `limits` (`readableFolders` among them) are the specs' as they
    /// are read: a spec naming a file it may not read stops the search too.
    public static func orphans(in folders: [String], limits: SpecLimits = .default) throws(SnapshotError) -> (orphans: [String], skipped: [Skipped]) {
        var candidates: [String] = []
        var skipped: [Skipped] = []
        var inputs = Set<FileIdentity>()
        for argument in folders {
            let folder = PathParts.folderSpelling(argument)
            guard FileKind.followed(folder).kind == .directory else {
                throw .invalid("\(argument) is not a folder")
            }
            let names = FolderListing(path: folder)?.sortedNames ?? []
            // A spec owns its reference, or one reference a variant (`alert.de.dark.png`) when it declares variants;
            // by bytes, as String's == would let `é.json` composed own `é.png` decomposed, another file.
            var owned = Set<[UInt8]>()
            let found = try Self.specs(in: [folder], limits: limits)
            skipped += found.skipped
            for spec in found.specs {
                do {
                    let decoded = try PopupSpec.decode(contentsOf: spec, limits: limits)
                    inputs.formUnion(decoded.inputFiles.compactMap(FileIdentity.init))
                    let base = String(spec.dropFirst(folder.count + 1).dropLast(5))
                    owned.formUnion(decoded.variants.matrix.map { FileNameBytes.bytes($0.named(base)) })
                } catch {
                    throw .invalid("cannot tell which images \(spec) reads, so nothing was pruned", because: error)
                }
            }
            for name in names {
                let stem: Substring
                if name.hasSuffix(".apng") { stem = name.dropLast(5) } else if name.hasSuffix(".png") { stem = name.dropLast(4) } else { continue }
                let path = folder + "/" + name
                if !owned.contains(FileNameBytes.bytes(String(stem))) && FileKind.of(path) == .regular { candidates.append(path) }
            }
        }
        return (candidates.filter { path in FileIdentity(path).map { !inputs.contains($0) } ?? false }, skipped)
    }
}

extension Verifier {
    /// Every check (a spec, or each of its variants: `checks(of:)`), on `jobs` threads; results in the
    /// checks' order whatever the threads do. `progress` hears the results in that order too, one at a
    /// time, each as soon as it and every one before it are done, so what a caller shows never runs
    /// backwards and reads the same at any `jobs`.
    public func verifyAll(_ specs: [String], jobs: Int, progress: @Sendable @escaping (VerifyResult) -> Void = { _ in }) -> [VerifyResult] {
        let items = Array(checks(of: specs).enumerated())
        let inOrder = InOrderRelease(progress)
        // The specs checked at once share the memory budget: each waits for its part.
        var shared = self
        if jobs > 1 { shared.memoryGate = MemoryGate(capacity: limits.memory) }
        return items.parallelMap(jobs: jobs) { [shared] i, item in
            let r = shared.verify(spec: item.spec, variant: item.variant)
            inOrder.done(i, r)
            return r
        }
    }
}
