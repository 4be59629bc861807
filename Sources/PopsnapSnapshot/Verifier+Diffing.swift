import FoundationEssentials
import Popsnap
import PopsnapFiles
import PopsnapPNG
import PopsnapRaster

extension Verifier {
    /// `value` against the reference at `path`, through `diffing`: the one policy every format shares, a
    /// user's own included. The reference is looked at before it is trusted (`ReferenceFile`: a regular file
    /// or a link to one inside the readable folders), read within a size, then compared or recorded as the
    /// mode says; a failure's files (the diff's attachments) and a missing reference's new value go to the
    /// artifacts folder of `name` (`ArtifactFolder`), listed in its manifest, and the message points at them.
    ///
    /// ```swift
    /// let result = try verifier.check(layoutText, as: .lines, pathExtension: "layout.json",
    ///                                 reference: "Snapshots/AlertTests/alert.layout.json", name: "AlertTests/alert")
    /// ```
    public func check<Value>(_ value: Value, as diffing: Diffing<Value>, pathExtension: String, reference path: String,
                             name: String) throws -> VerifyResult {
        let files = ArtifactFiles(root: artifacts, name: name)
        try files.clear()
        let reference = ReferenceFile(path: path, writing: mode == .all, readableFolders: limits.readableFolders)
        let exists = try reference.exists()
        var found: FileDifference?
        if exists && mode != .all { found = try Self.compare(value, path, diffing) }
        var r: VerifyResult
        switch mode.action(referenceExists: exists, matches: found.map { $0.failure == nil }) {
        case .pass:
            r = VerifyResult(spec: name, status: .pass)
        case .record:
            try reference.checkRecordable(decoded: found != nil, replacesOtherFiles: replacesOtherFiles, maxFrames: limits.frames,
                                          limits: imageLimits, format: diffing.comparesFile == nil ? "\(pathExtension) snapshot" : nil) { path in
                _ = try diffing.fromData(Data(try Self.referenceBytes(path)))
            }
            let bytes = Array(try diffing.toData(value))
            // What is recorded must be read back: no reference is larger than a check reads.
            guard bytes.count <= imageLimits.maxBytes else { throw FileError(.write, path: path, cause: .outputTooLarge(limit: imageLimits.maxBytes)) }
            try Self.makeFolder(of: path)
            try AtomicFile.write(bytes, to: path)
            r = VerifyResult(spec: name, status: .recorded, message: "recorded \(path)")
        case .missing:
            // The new value is kept, so a run that cannot record (CI) still hands it over.
            r = VerifyResult(spec: name, status: .missing)
            let actual = try SnapshotAttachment(name: "actual." + pathExtension, bytes: Array(try diffing.toData(value)))
            r.artifacts = try files.write([actual])
            r.message = "no reference at \(path); the new \(diffing.noun) is \(r.artifacts["actual"]!)"
        case .fail:
            let (message, attachments) = found!.failure!
            r = VerifyResult(spec: name, status: .fail)
            r.artifacts = try files.write(attachments)
            r.message = "\(message), against \(path)" + (ArtifactFiles.shown(r.artifacts).map { "; see \($0)" } ?? "")
        }
        r.differentPixels = found?.differentPixels
        r.changedBounds = found?.changedBounds
        return r
    }

    /// The reference read whole and compared, or compared by the format's own shortcut.
    private static func compare<Value>(_ value: Value, _ path: String, _ diffing: Diffing<Value>) throws -> FileDifference {
        if let comparesFile = diffing.comparesFile { return try comparesFile(value, path) }
        let reference: Value
        do { reference = try diffing.fromData(Data(try referenceBytes(path))) } catch let error as FileError { throw error } catch {
            throw SnapshotError.invalid("the reference \(path) cannot be read as this snapshot's format", because: error)
        }
        return FileDifference(failure: diffing.diff(reference, value))
    }

    /// A reference's bytes: no reference is larger than the largest image buffer a decoder may make.
    private static func referenceBytes(_ path: String) throws(FileError) -> [UInt8] {
        try InputFile.bytes(at: path, limit: ImageLimits.default.maxBytes)
    }
}
