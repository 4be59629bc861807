import Foundation
import XCTest
import Popsnap
import PopsnapTestSupport
@testable import PopsnapSnapshot

/// Issue 20: verifying holds the reference and the comparison's buffers beside the render; the memory
/// budget counts them before the spec is drawn.
final class ComparisonBudgetTests: TemporaryFolderTestCase {
    func testVerifyingCountsTheComparisonBuffers() throws {
        let spec = folder.appendingPathComponent("big.json").path
        try Data(#"{"canvas": {"width": 2048, "height": 2048}, "scale": 1, "popup": {"kind": "hud"}}"#.utf8).write(to: URL(fileURLWithPath: spec))
        var limits = SpecLimits()
        // 16 MiB a buffer: a render's 2 fit, a comparison's 2 + 8 do not.
        limits.memory = 100 << 20
        XCTAssertNoThrow(try PopupSpec.load(contentsOf: spec, limits: limits))
        var verifier = Verifier(renderer: try PopupRenderer(), mode: .never, artifacts: folder.appendingPathComponent("art").path)
        verifier.limits = limits
        let result = try XCTUnwrap(verifier.verifyAll([spec], jobs: 1).first)
        XCTAssertEqual(result.status, .error)
        XCTAssertEqual(result.message, "\(spec): popup: painting the popup would take 167772160 bytes (160 MiB): 10 buffers of the "
                       + "2048 x 2048 px canvas (the comparison with the reference), more than the limit of 104857600 bytes; "
                       + "raise SpecLimits.memory")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("art").path), "refused before the work")
    }
}
