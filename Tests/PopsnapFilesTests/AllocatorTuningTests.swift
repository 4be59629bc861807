import XCTest
@testable import PopsnapFiles

final class AllocatorTuningTests: XCTestCase {
    /// glibc's mallopt is found and accepts both settings, so the tuning is never silently skipped on Linux.
    func testTheSettingsTakeOnGlibc() {
        #if canImport(Glibc)
        XCTAssertTrue(AllocatorTuning.install())
        let buffer = [UInt8](repeating: 7, count: 12 << 20)
        XCTAssertEqual(buffer[(12 << 20) - 1], 7)
        #endif
    }
}
