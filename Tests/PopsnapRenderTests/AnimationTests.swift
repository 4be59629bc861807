import XCTest
import Synchronization
@testable import Popsnap
import PopsnapRaster

final class AnimationTests: XCTestCase {
    let renderer = try! PopupRenderer()

    func alertScene() throws -> PopupScene {
        try PopupSpec.load(contentsOf: "Snapshots/alert.json".inRepository).scene()
    }

    func testTimelineFramesAndTimes() throws {
        let t = try Timeline(duration: 0.3, fps: 60)
        XCTAssertEqual(t.frameCount, 19)
        XCTAssertEqual(t.time(of: 0), 0)
        XCTAssertEqual(t.time(of: 9), 0.15, accuracy: 1e-12)
        XCTAssertEqual(t.time(of: 18), 0.3)
        XCTAssertEqual(try Timeline(duration: 1, fps: 24).frameCount, 25)
        XCTAssertThrowsError(try Timeline(duration: 0, fps: 60))
        XCTAssertThrowsError(try Timeline(duration: -1, fps: 60))
        XCTAssertThrowsError(try Timeline(duration: 1, fps: 0))
        XCTAssertThrowsError(try Timeline(duration: .nan, fps: 60))
        XCTAssertThrowsError(try Timeline(duration: 20, fps: 60)) { error in
            XCTAssertTrue("\(error)".contains("more than the limit of 1000"), "\(error)")
        }
    }

    func testEasingCurves() {
        XCTAssertEqual(Easing.linear.value(at: 0.25, duration: 1), 0.25)
        XCTAssertEqual(Easing.easeInOut.value(at: 0.5, duration: 1), 0.5, accuracy: 1e-9, "symmetric")
        XCTAssertLessThan(Easing.easeIn.value(at: 0.5, duration: 1), 0.5)
        XCTAssertGreaterThan(Easing.easeOut.value(at: 0.5, duration: 1), 0.5)
        // The Bézier (0.42, 0)(0.58, 1) at x = 0.25: solve x(t) = 0.25 by hand to t ≈ 0.3177, y(t) ≈ 0.1291.
        XCTAssertEqual(Easing.easeInOut.value(at: 0.25, duration: 1), 0.1291, accuracy: 2e-4)
        var last = 0.0
        for k in 0...100 {
            let v = Easing.easeInOut.value(at: Double(k) / 100, duration: 1)
            XCTAssertGreaterThanOrEqual(v, last)
            last = v
        }
        // A critically damped spring never overshoots; an underdamped one does; both end at 1.
        let critical = (0...400).map { Easing.spring(damping: 1, response: 0.3).value(at: Double($0) / 400, duration: 1) }
        XCTAssertLessThanOrEqual(critical.max()!, 1)
        XCTAssertEqual(critical.last, 1)
        let bouncy = (0...400).map { Easing.spring(damping: 0.5, response: 0.3).value(at: Double($0) / 400, duration: 1) }
        XCTAssertGreaterThan(bouncy.max()!, 1.05)
        XCTAssertEqual(Easing.spring(damping: 2, response: 0.3).value(at: 0, duration: 1), 0, accuracy: 1e-12)
    }

    func testFirstAndLastFramesAreTheStaticRenders() throws {
        let scene = try alertScene()
        let still = try renderer.render(scene)
        var bare = scene
        bare.popup.isPresent = false
        bare.backdrop = nil
        let screen = try renderer.render(bare)
        let animation = AnimationRenderer(renderer: renderer)
        for (transition, duration) in [(Transition.crossfade(curve: .easeInOut), 0.3), (.appear(curve: .easeOut, fromScale: 1.2), 0.4)] {
            let frames = try animation.frames(of: scene, transition: transition, timeline: try Timeline(duration: duration, fps: 30))
            XCTAssertEqual(try frames.frame(0), screen, "\(transition): the first frame is the app screen alone")
            XCTAssertEqual(try frames.frame(frames.count - 1), still, "\(transition): the last frame is the still")
        }
        let leaving = try animation.frames(of: scene, transition: .disappear(curve: .easeIn, toScale: 0.9), timeline: try Timeline(duration: 0.3, fps: 30))
        XCTAssertEqual(try leaving.frame(0), still)
        XCTAssertEqual(try leaving.frame(leaving.count - 1), screen)
    }

    func testLinearCrossfadeMidpointIsTheHalfBlend() throws {
        let scene = try alertScene()
        let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .crossfade(curve: .linear),
                                                                       timeline: try Timeline(duration: 0.2, fps: 10))
        let start = try frames.frame(0), end = try frames.frame(2), middle = try frames.frame(1)
        var worst = 0.0
        for i in 0..<start.pixels.count {
            let half = (Double(start.pixels[i]) + Double(end.pixels[i])) / 2
            worst = max(worst, abs(Double(middle.pixels[i]) - half))
        }
        XCTAssertLessThanOrEqual(worst, 1, "within 1/255 of the 50% blend")
    }

    func testZoomedFramesArePaintedAtTheirSize() throws {
        let scene = try alertScene()
        let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .appear(curve: .linear, fromScale: 1.2),
                                                                       timeline: try Timeline(duration: 0.1, fps: 10))
        let layer = try renderer.popupLayer(scene, zoom: 1.2)
        XCTAssertEqual(Double(layer.image.width), 879 * 1.2, accuracy: 2, "the popup is 20% larger at the start")
        XCTAssertEqual(frames.count, 2)
    }

    func testSpinnerStepsOneSpokeATwelfthOfASecond() throws {
        let spin = Transition.spin
        let t = try Timeline(duration: 1, fps: 24)
        XCTAssertEqual(spin.state(0, t).spinnerPhase, 0)
        XCTAssertEqual(spin.state(1, t).spinnerPhase, 0)
        XCTAssertEqual(spin.state(2, t).spinnerPhase, 1)
        XCTAssertEqual(spin.state(23, t).spinnerPhase, 11)
        let hud = try PopupSpec.load(contentsOf: "Snapshots/hud.json".inRepository).scene()
        let frames = try AnimationRenderer(renderer: renderer).frames(of: hud, transition: .spin, timeline: t)
        XCTAssertEqual(frames.count, 24, "a loop leaves out the frame that would repeat the first")
        XCTAssertNotEqual(try frames.frame(0), try frames.frame(2))
        XCTAssertEqual(try frames.frame(0), try frames.frame(1), "the same spoke for a twelfth of a second")
    }

    func testOutputDoesNotDependOnTheNumberOfThreads() throws {
        let scene = try alertScene()
        let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .appear(curve: .easeOut, fromScale: 1.2),
                                                                       timeline: try Timeline(duration: 0.2, fps: 20))
        func all(_ jobs: Int) throws -> [[UInt8]] {
            var out: [[UInt8]] = []
            try frames.forEachFrame(jobs: jobs, transform: { (_, image: Image) throws(PopsnapError) -> [UInt8] in image.pixels }) { (_: Int, p: [UInt8]) throws(PopsnapError) in out.append(p) }
            return out
        }
        let one = try all(1), two = try all(2), three = try all(3)
        XCTAssertEqual(one.count, 5)
        XCTAssertEqual(one, two)
        XCTAssertEqual(one, three)
    }

    /// The previous frame a thread hands over is always frame i - 1, and every thread count hands most of them.
    func testThePreviousFrameHandedOverIsTheOneBefore() throws {
        let frames = try AnimationRenderer(renderer: renderer).frames(of: try alertScene(), transition: .crossfade(curve: .linear),
                                                                       timeline: try Timeline(duration: 0.45, fps: 20))
        let expected = try (0..<frames.count).map { try frames.frame($0).pixels }
        for jobs in 1...3 {
            var handed = 0, order: [Int] = []
            try frames.forEachFrameWithPrevious(jobs: jobs, transform: { (i, image: Image, previous: Image?) throws(PopsnapError) -> Int in
                XCTAssertEqual(image.pixels, expected[i])
                if let previous { XCTAssertEqual(previous.pixels, expected[i - 1], "frame \(i), \(jobs) threads") }
                return previous == nil ? 0 : 1
            }) { (i: Int, got: Int) throws(PopsnapError) in
                order.append(i)
                handed += got
            }
            XCTAssertEqual(order, Array(0..<frames.count))
            XCTAssertGreaterThanOrEqual(handed, frames.count / 2, "\(jobs) threads")
        }
    }
}

extension String {
    /// A path in the repository, wherever the tests run from.
    var inRepository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(self).path
    }
}

extension AnimationTests {
    /// The spinning loop turns from the still's own indicator phase, so its first frame is the still.
    func testSpinStartsFromTheStillsIndicatorPhase() throws {
        let json = """
            {"scale": 1, "popup": {"kind": "custom", "root": {"type": "overlay", "width": 80, "height": 80, "background": "#000000",
             "children": [{"type": "indicator", "name": "spinner", "width": 40, "height": 40, "color": "#FFFFFF", "phase": 5}]}}}
            """
        let scene = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "spin.json"), baseDirectory: ".").scene()
        let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .spin, timeline: try Timeline(duration: 1, fps: 12))
        XCTAssertEqual(try frames.frame(0), try renderer.render(scene), "frame 0 of the loop is the still")
        XCTAssertNotEqual(try frames.frame(1), try frames.frame(0), "and it turns")
    }
}

extension AnimationTests {
    /// The first failing frame is the error thrown, after every frame before it reached the body, at any
    /// thread count; and a body that throws stops the workers (the call returns, nothing is left running).
    func testAFailingFrameOrBodyStopsTheFramesInOrder() throws {
        let frames = try AnimationRenderer(renderer: renderer).frames(of: try alertScene(), transition: .crossfade(curve: .linear),
                                                                       timeline: try Timeline(duration: 1, fps: 30))
        XCTAssertGreaterThan(frames.count, 20)
        for jobs in [1, 2, 5] {
            var seen: [Int] = []
            XCTAssertThrowsError(try frames.forEachFrameWithPrevious(jobs: jobs, transform: { (i, _: Image, _: Image?) throws(PopsnapError) -> Int in
                if i == 13 || i == 21 { throw .invalid("frame \(i)") }
                return i
            }) { (i: Int, _: Int) throws(PopsnapError) in seen.append(i) }) { error in
                XCTAssertEqual("\(error)", "\(PopsnapError.invalid("frame 13"))", "\(jobs) threads")
            }
            XCTAssertEqual(seen, Array(0..<13), "\(jobs) threads")
            var taken = 0
            XCTAssertThrowsError(try frames.forEachFrameWithPrevious(jobs: jobs, transform: { (i, _: Image, _: Image?) throws(PopsnapError) -> Int in i }) {
                (i: Int, _: Int) throws(PopsnapError) in
                taken += 1
                if i == 3 { throw .invalid("body") }
            })
            XCTAssertEqual(taken, 4)
        }
    }

    /// Workers draw up to their window of frames (a run of eight each) past the frame taken last, and no further;
    /// taking a frame makes room for one more. The frames done ahead never exceed it at any thread count.
    func testTheFramesDoneAheadOfTheBodyStayWithinTheWindow() throws {
        let pipeline = OrderedPipeline<Int>(count: 100, jobs: 2, run: 8, aheadPerWorker: 8)
        XCTAssertEqual(pipeline.workers, 2)
        XCTAssertEqual([pipeline.claimRun(), pipeline.claimRun()], [0..<8, 8..<16])
        XCTAssertTrue(pipeline.hasRoom(15))
        XCTAssertFalse(pipeline.hasRoom(16))
        pipeline.deliver(0, .success(0))
        XCTAssertEqual(try pipeline.take(0).get(), 0)
        XCTAssertTrue(pipeline.hasRoom(16))
        XCTAssertFalse(pipeline.hasRoom(17))
        XCTAssertEqual(OrderedPipeline<Int>(count: 9, jobs: 4, run: 8, aheadPerWorker: 8).workers, 2, "no more workers than runs")
        pipeline.cancel()
        XCTAssertNil(pipeline.claimRun())
        XCTAssertFalse(pipeline.waitForRoom(17), "a stopped pipeline lets its waiting workers go")

        let frames = try AnimationRenderer(renderer: renderer).frames(of: try alertScene(), transition: .crossfade(curve: .linear),
                                                                       timeline: try Timeline(duration: 2, fps: 30))
        for jobs in [1, 2, 3] {
            let done = Mutex(0)
            try frames.forEachFrameWithPrevious(jobs: jobs, transform: { (i, _: Image, _: Image?) throws(PopsnapError) -> Int in
                done.withLock { $0 += 1 }
                return i
            }) { (i: Int, _: Int) throws(PopsnapError) in
                // Frame i is taken before its body runs.
                XCTAssertLessThanOrEqual(done.withLock { $0 }, i + 1 + jobs * 8, "frame \(i), \(jobs) threads")
            }
        }
    }
}
