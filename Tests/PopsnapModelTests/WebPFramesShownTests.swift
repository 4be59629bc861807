import XCTest
@testable import Popsnap

/// Which file frame of a WebP shows each animation frame, from the durations libwebp stored.
final class WebPFramesShownTests: XCTestCase {
    func testEachFrameIsShownByTheFileFrameWhoseTimeHoldsItsStart() throws {
        // 0.1 s at 30 fps: 4 frames from 0, 33, 67 and 100 ms, the last shown until 133.
        let timeline = try Timeline(duration: 0.1, fps: 30)
        let all = AnimationWriter.framesShown([33, 34, 33, 33], timeline: timeline, count: 4)
        XCTAssertEqual(all.fileFrame, [0, 1, 2, 3])
        XCTAssertEqual(all.first, [0, 1, 2, 3])
        // Frames 1 and 2 stored as frame 0 shown longer, then frame 3.
        let merged = AnimationWriter.framesShown([100, 33], timeline: timeline, count: 4)
        XCTAssertEqual(merged.fileFrame, [0, 0, 0, 1])
        XCTAssertEqual(merged.first, [0, 3])
        let one = AnimationWriter.framesShown([133], timeline: timeline, count: 4)
        XCTAssertEqual(one.fileFrame, [0, 0, 0, 0])
        XCTAssertEqual(one.first, [0])
    }
}
