import Foundation
import XCTest

/// A test case with a fresh empty folder of its own for each test, removed afterwards: the place for
/// the files a test writes and the working directory of the commands it runs.
open class TemporaryFolderTestCase: XCTestCase {
    public var folder: URL!

    override open func setUpWithError() throws {
        try super.setUpWithError()
        if self is ExhaustiveLayer { try requireExhaustive() }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-\(Self.self)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override open func tearDownWithError() throws {
        // No folder when the setup skipped the test before making one.
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }

    /// Writes `text` to `name` in the folder, making the folders on its way.
    public func writeFile(_ text: String, at name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Where `name` in the folder really is, links resolved: how Popsnap names a link's target in a message.
    public func realPath(_ name: String) throws -> String {
        let resolved = try XCTUnwrap(realpath(folder.appendingPathComponent(name).path, nil))
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
