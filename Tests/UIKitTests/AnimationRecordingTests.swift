import Testing
@_spi(PopsnapTesting) @testable import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster
import Foundation

/// Animations recorded frame by frame: each frame shows the views where Core Animation would have them
/// at that time, from UIKit's documented timing (delays filled backwards, nested blocks inheriting,
/// completions at the end), each figure worked out by hand.
@MainActor
struct AnimationRecordingTests {
    /// A 200 x 100 pt white window at 1x holding a 50 x 50 red square at the top left.
    func stage() -> (root: UIView, square: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        square.backgroundColor = .red
        root.addSubview(square)
        return (root, square)
    }

    func record(_ root: UIView, duration: Double? = nil, fps: Double = 10, _ actions: @escaping (UIView) -> Void) throws -> FrameSource {
        try SnapshotHost.frames(of: root, size: nil, safeArea: .zero, traits: UITraitCollection(displayScale: 1), duration: duration,
                                fps: fps, frameLimit: 1000, actions: actions)
    }

    /// The left edge of the red square in row 25 of `image`, in pixels.
    func squareX(_ image: Image) -> Int? {
        (0..<image.width).first { x in
            let p = image[x, 25]
            return p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255
        }
    }

    @Test func aFadeFollowsItsCurveFrameByFrame() throws {
        let (root, square) = stage()
        let frames = try record(root) { _ in
            square.alpha = 0
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { square.alpha = 1 })
        }
        #expect(frames.count == 6, "0.5 s at 10 fps: frames at 0, 0.1, … 0.5")
        for i in 0..<frames.count {
            // Red at alpha i/5 over white: green and blue are 255 · (1 - i/5).
            let g = Int(try frames.frame(i)[25, 25].g)
            #expect(abs(g - Int((255 * (1 - Double(i) / 5)).rounded())) <= 1, "frame \(i): green \(g)")
        }
    }

    @Test func aConstraintChangeLaidOutInTheBlockMovesOnTheDefaultCurve() throws {
        let (root, square) = stage()
        square.translatesAutoresizingMaskIntoConstraints = false
        let leading = square.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([leading, square.topAnchor.constraint(equalTo: root.topAnchor),
                                     square.widthAnchor.constraint(equalToConstant: 50), square.heightAnchor.constraint(equalToConstant: 50)])
        let frames = try record(root) { root in
            leading.constant = 100
            UIView.animate(withDuration: 0.4) { root.layoutIfNeeded() }
        }
        #expect(frames.count == 5)
        // Ease in and out is symmetric: halfway in time is halfway in place.
        #expect(try squareX(frames.frame(0)) == 0)
        #expect(try squareX(frames.frame(2)) == 50)
        #expect(try squareX(frames.frame(4)) == 100)
        #expect(square.frame.minX == 100, "the model value changed at once")
    }

    @Test func aDelayedAnimationShowsWhereItStartsUntilItDoes() throws {
        let (root, square) = stage()
        let frames = try record(root) { _ in
            UIView.animate(withDuration: 0.2, delay: 0.2, options: .curveLinear, animations: { square.frame.origin.x = 100 })
        }
        #expect(frames.count == 5)
        #expect(try squareX(frames.frame(1)) == 0, "at 0.1 s the delay has not run out")
        #expect(try squareX(frames.frame(3)) == 50)
        #expect(try squareX(frames.frame(4)) == 100)
    }

    @Test func aCompletionStartsTheNextAnimationWhenTheFirstEnds() throws {
        let (root, square) = stage()
        var log: [String] = []
        let frames = try record(root) { _ in
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 100 }) { _ in
                log.append("first")
                UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 0 }) { _ in
                    log.append("second")
                }
            }
        }
        #expect(frames.count == 5, "0.4 s in all")
        #expect(try [0, 1, 2, 3, 4].map { try squareX(frames.frame($0)) } == [0, 50, 100, 50, 0])
        #expect(log == ["first", "second"])
    }

    @Test func aSpringSettlesWithinItsDuration() throws {
        let (root, square) = stage()
        let frames = try record(root, fps: 4) { _ in
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { square.frame.origin.x = 100 })
        }
        // Critically damped, ω₀ = ln 1500 / 0.5 s: at 0.25 s, 1 - e^(-ω₀t)(1 + ω₀t) = 0.8806 of the way.
        let w0t = log(1500.0) / 0.5 * 0.25
        let expected = 100 * (1 - exp(-w0t) * (1 + w0t))
        #expect(abs(Double(try squareX(frames.frame(1)) ?? -1) - expected) <= 1, "\(expected)")
        #expect(try squareX(frames.frame(2)) == 100)
    }

    @Test func aNestedBlockInheritsItsEnclosingBlocksDurationUnlessItOverridesIt() throws {
        let (root, square) = stage()
        let frames = try record(root) { _ in
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 100 })
            })
        }
        #expect(frames.count == 5)
        #expect(try squareX(frames.frame(2)) == 50)
        let (root2, square2) = stage()
        let overriding = try record(root2) { _ in
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.8, delay: 0, options: [.curveLinear, .overrideInheritedDuration],
                               animations: { square2.frame.origin.x = 100 })
            })
        }
        #expect(overriding.count == 9)
        #expect(try squareX(overriding.frame(4)) == 50)
    }

    @Test func aRepeatingAnimationNeedsADurationAndAutoreversesWithOne() throws {
        let (root, square) = stage()
        #expect(throws: ViewDrawingError.self) {
            try record(root) { _ in
                UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { square.frame.origin.x = 100 })
            }
        }
        let (root2, square2) = stage()
        let frames = try record(root2, duration: 0.6) { _ in
            UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { square2.frame.origin.x = 100 })
        }
        #expect(try [0, 1, 2, 3, 4, 5].map { try squareX(frames.frame($0)) } == [0, 50, 100, 50, 0, 50])
    }

    @Test func performWithoutAnimationShowsItsChangeAtOnce() throws {
        let (root, square) = stage()
        let frames = try record(root) { _ in
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
                square.backgroundColor = .blue
                UIView.performWithoutAnimation { square.frame.origin.x = 100 }
            })
        }
        #expect(try squareX(frames.frame(1)) == nil, "the colour is halfway to blue")
        #expect(try frames.frame(1)[125, 25].b == 128)
    }

    @Test func aContentTransitionIsNotDrawnAndSaysSo() throws {
        let (root, square) = stage()
        #expect(throws: ViewDrawingError.self) {
            try record(root) { _ in
                UIView.transition(with: square, duration: 0.3, options: .transitionCrossDissolve, animations: { square.backgroundColor = .blue })
            }
        }
    }

    @Test func nothingAnimatingIsAnErrorWithoutADuration() throws {
        let (root, _) = stage()
        #expect(throws: ViewDrawingError.self) { try record(root) { _ in } }
        #expect(try record(root, duration: 0.2) { _ in }.count == 3)
    }

    @Test func aScaleTransformDrawsTheViewScaledAboutItsCentre() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.backgroundColor = .red
        root.addSubview(square)
        square.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(square.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        let image = try root.drawnImage(scale: 2)
        let ys = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].a > 0 } }
        let xs = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].a > 0 } }
        #expect(xs.min() == 50 && xs.max() == 149 && ys.min() == 50 && ys.max() == 149)
        square.transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(throws: ViewDrawingError.self) { try root.drawnImage(scale: 2) }
    }

    /// Keyframes over 0.4 s on the linear curve, recorded at 10 fps: a frame at every quarter.
    let linearKeyframes = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func keyframesPassThroughTheirValuesInTimeOrder() throws {
        let (root, square) = stage()
        square.frame.origin.x = 100
        let frames = try record(root) { _ in
            UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: self.linearKeyframes, animations: {
                // Written out of order: the keyframes play in the order of their start times.
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { square.frame.origin.x = 80 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { square.frame.origin.x = 120 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { square.frame.origin.x = 100 }
            })
        }
        #expect(try (0..<frames.count).map { try squareX(frames.frame($0)) } == [100, 120, 100, 80, 100])
    }

    @Test func keyframesRunOnTheOverallCurveEasingInAndOutUnlessTold() throws {
        let (root, square) = stage()
        let frames = try record(root) { _ in
            UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { square.frame.origin.x = 100 }
            })
        }
        // Ease in and out at a quarter of the time: 0.1291 of the way (12.9 pt), not 25.
        #expect(try squareX(frames.frame(1)) == 13)
        #expect(try squareX(frames.frame(2)) == 50)
    }

    @Test func discreteKeyframesJumpAtTheirStart() throws {
        let (root, square) = stage()
        var options = linearKeyframes
        options.insert(.calculationModeDiscrete)
        let frames = try record(root) { _ in
            UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.frame.origin.x = 100 }
            })
        }
        #expect(try (0..<frames.count).map { try squareX(frames.frame($0)) } == [0, 0, 100, 100, 100])
        let (root2, square2) = stage()
        #expect(throws: ViewDrawingError.self) {
            try record(root2) { _ in
                UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: .calculationModeCubic, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { square2.frame.origin.x = 100 }
                })
            }
        }
    }
}
