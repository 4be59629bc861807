import Foundation
import Popsnap

/// Finds the specs a verify run covers and the references no spec owns any more.
public enum SpecDiscovery {
    /// Files as given; each folder's `*.json` files (not its subfolders), sorted, so every machine runs
    /// the same list in the same order. `popsnap.schema.json`-style schemas are not specs.
    public static func specs(in arguments: [String]) throws(SnapshotError) -> [String] {
        var specs: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw .invalid("\(argument) does not exist")
            }
            if isDirectory.boolValue {
                let folder = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                specs += names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { folder + "/" + $0 }
            } else {
                specs.append(argument)
            }
        }
        return specs
    }

    /// References (`.png`, `.apng`) in `folders` whose spec (`.json` of the same name) is gone.
    public static func orphans(in folders: [String]) -> [String] {
        var orphans: [String] = []
        for argument in folders {
            let folder = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            for name in names.sorted() {
                let stem: Substring
                if name.hasSuffix(".apng") { stem = name.dropLast(5) } else if name.hasSuffix(".png") { stem = name.dropLast(4) } else { continue }
                if !names.contains(stem + ".json") { orphans.append(folder + "/" + name) }
            }
        }
        return orphans
    }
}

extension Verifier {
    /// Every spec, on `jobs` threads; results in the specs' order whatever the threads do.
    /// `progress` hears each result as it finishes.
    public func verifyAll(_ specs: [String], jobs: Int, progress: @Sendable @escaping (VerifyResult) -> Void = { _ in }) -> [VerifyResult] {
        let slots = IndexedResults<VerifyResult>(count: specs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, specs.count))) { worker in
            var i = worker
            while i < specs.count {
                let r = verify(spec: specs[i])
                slots.set(i, r)
                progress(r)
                i += max(1, min(jobs, specs.count))
            }
        }
        return slots.all
    }
}
