import XCTest
@testable import Popsnap

/// A transition written `.appear()` is the one a spec names "appear", with the same default duration.
final class TransitionDefaultsTests: XCTestCase {
    func testDefaultsMatchTheSpecNames() throws {
        let expected: [String: Double] = ["crossfade": 0.3, "appear": 0.4, "disappear": 0.3, "hud": 1.4, "spin": 1, "progress": 1]
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
    }
}
