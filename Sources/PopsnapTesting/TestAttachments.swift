import Foundation
import PopsnapFiles
import PopsnapSnapshot
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// A check's artifacts as attachments of the test: the same files, read back from the folder they were
/// written to, so what the test report shows is what the artifacts folder holds.
enum ArtifactAttachments {
    /// No artifact is larger: an image's PNG is smaller than its pixel buffer.
    static let limit = 1 << 30

    /// The files among `artifacts` (a check's `VerifyResult.artifacts`), in name order; a folder of frames is
    /// not attached, and a file that cannot be read again is left out (the message still names its path).
    static func read(_ artifacts: [String: String]) -> [SnapshotAttachment] {
        artifacts.sorted { $0.key < $1.key }.compactMap { _, path in
            guard FileKind.of(path) == .regular, let bytes = try? InputFile.bytes(at: path, limit: limit) else { return nil }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return try? SnapshotAttachment(name: name, bytes: bytes)
        }
    }

    /// Attaches `attachments` to the running test, each named after its snapshot (`alert.side-by-side.png`) so
    /// two snapshots' files stay apart. Swift Testing keeps them (`swift test --attachments-path DIR` writes
    /// them there, Xcode shows them); XCTest keeps them where it has `XCTAttachment` (Xcode). Corelibs XCTest
    /// on Linux has no attachments: there the failure message names the artifacts' paths.
    static func record(_ attachments: [SnapshotAttachment], snapshot name: String, at site: CallSite) {
        // A name is a file name already (no separator, no ".."); a control character in it would reach the
        // file the framework writes and the report that lists it.
        let snapshot = String(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "_" : Character($0) })
        #if canImport(Testing)
        if Test.current != nil {
            for a in attachments { Attachment.record(a.bytes, named: "\(snapshot).\(a.name)", sourceLocation: site.sourceLocation) }
            return
        }
        #endif
        #if canImport(XCTest) && canImport(Darwin)
        // XCTest's activities belong to the main thread, where its tests run.
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            XCTContext.runActivity(named: "snapshot \(snapshot)") { activity in
                for a in attachments {
                    let attachment = XCTAttachment(data: Data(a.bytes))
                    attachment.name = "\(snapshot).\(a.name)"
                    attachment.lifetime = .keepAlways
                    activity.add(attachment)
                }
            }
        }
        #endif
    }
}
