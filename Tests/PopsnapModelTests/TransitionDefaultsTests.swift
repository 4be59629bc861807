import XCTest
@testable import Popsnap

/// A transition written `.appear()` is the one a spec names "appear", with the same default duration.
final class TransitionDefaultsTests: XCTestCase {
    func testDefaultsMatchTheSpecNames() throws {
        let expected: [String: Double] = ["crossfade": 0.3, "appear": 0.4, "disappear": 0.3, "hud": 1.4, "spin": 1, "progress": 1,
                                          "slide-in": 0.5, "slide-out": 0.5]
        XCTAssertEqual(Set(expected.keys), Set(NameTable(Transition.Name.self).names))
        for name in Transition.Name.allCases {
            XCTAssertEqual(Transition(name).defaultDuration, expected[name.rawValue], name.rawValue)
        }
        guard case let .appear(curve, fromScale) = Transition.appear() else { return XCTFail("appear") }
        XCTAssertEqual(curve, .easeOut)
        XCTAssertEqual(fromScale, 1.2)
        guard case let .appear(custom, _) = Transition(.appear, curve: .linear) else { return XCTFail("appear") }
        XCTAssertEqual(custom, .linear, "a spec's curve replaces the default")
        XCTAssertEqual(Transition.hud(edge: 0.5).defaultDuration, 2, "in, a second of spinning, out")
        // A slide moves as its kind does, a spec's curve in place of the kind's.
        let drop = SlideMotion(edge: .top, curve: .easeOut, duration: 0.7)
        XCTAssertEqual(Transition(.slideIn, slide: drop).defaultDuration, 0.7)
        guard case let .slideOut(m) = Transition(.slideOut, curve: .linear, slide: drop) else { return XCTFail("slide-out") }
        XCTAssertEqual(m, SlideMotion(edge: .top, curve: .linear, duration: 0.7))
        // UIKit's presentation spring: mass 3, stiffness 1000, critically damped; 98.4% there at Flutter's 0.335 s.
        guard case let .spring(damping, response) = SlideMotion().curve else { return XCTFail("spring") }
        XCTAssertEqual(damping, 1)
        XCTAssertEqual(response, 0.3441, accuracy: 0.0001)
        XCTAssertEqual(SlideMotion().curve.value(at: 0.335 / 0.5, duration: 0.5), 0.984, accuracy: 0.001)
    }
}
