import Foundation
import XCTest

/// pixelmatch's own test images (its `test/fixtures`), which are pixelmatch's to publish, not Popsnap's:
/// the tests that compare with them run where `POPSNAP_PIXELMATCH_FIXTURES` names a folder of them (CI
/// sets it), and skip elsewhere, saying how to run them, so a clone needs nothing beside it.
public enum PixelmatchFixtures {
    /// The variable that names the folder.
    public static let variable = "POPSNAP_PIXELMATCH_FIXTURES"

    /// The folder of fixtures; skips the calling test when none is given.
    public static func folder() throws -> URL {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else {
            throw XCTSkip("pixelmatch's fixtures are not part of Popsnap: set \(variable) to a folder of them "
                + "(pixelmatch's test/fixtures, with the counts table its README gives) to run this test")
        }
        let folder = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("1a.png").path) else {
            XCTFail("\(variable)=\(path) holds no pixelmatch fixture 1a.png")
            throw CocoaError(.fileNoSuchFile)
        }
        return folder
    }
}
