import Foundation
import XCTest

/// Issue 22: rendering returns images and bytes; files are written by the CLI's output layer
/// (`ReportFile`), PopsnapExport (`OutputFile`, `AnimationExport`) and PopsnapSnapshot (references, artifacts), all
/// through PopsnapFiles. The Popsnap module, which lays out, paints and encodes, writes none.
final class FileWritingTests: XCTestCase {
    static let writes = ["AtomicFile.", "AtomicFileStream(", "TemporaryFiles.", "FolderHandle(making", ".removeFile(", "createFolder("]

    func testThePopsnapModuleWritesNoFile() throws {
        let folder = ModuleDirectionTests.root.appendingPathComponent("Sources/Popsnap")
        for file in try ModuleDirectionTests.swiftFiles(under: folder) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (n, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for call in Self.writes where line.contains(call) {
                    XCTFail("\(file.lastPathComponent):\(n + 1): \(call) writes a file; return the image or bytes and let the caller write them")
                }
            }
        }
    }
}
