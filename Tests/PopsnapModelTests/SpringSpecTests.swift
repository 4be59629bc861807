import PopsnapJSON
import XCTest
@testable import Popsnap

/// A spec's `animation.curve` names the curves `popsnap animate --curve` does, a spring included, with
/// the same defaults and ranges; the transition is a name of `Transition.Name`.
final class SpringSpecTests: XCTestCase {
    func animation(_ block: String) throws -> AnimationSpec? {
        let text = #"{"popup": {"kind": "alert", "title": "T", "message": "M", "button": "OK"}, "animation": \#(block)}"#
        return try PopupSpec.decode(SpecParsing.parse(Array(text.utf8), file: "spec.json"), baseDirectory: "/").animation
    }

    func message(_ block: String) -> String {
        do { _ = try animation(block); return "" } catch { return "\(error)" }
    }

    func testASpringIsACurve() throws {
        let shaped = try XCTUnwrap(try animation(#"{"transition": "appear", "curve": "spring", "damping": 0.5, "response": 0.4}"#))
        XCTAssertEqual(shaped.transition, .appear)
        XCTAssertEqual(shaped.curve, .spring(damping: 0.5, response: 0.4))
        XCTAssertEqual(try animation(#"{"curve": "spring"}"#)?.curve, .spring(damping: Easing.defaultDamping, response: Easing.defaultResponse))
        XCTAssertEqual(try animation(#"{"curve": "easeIn"}"#)?.curve, .easeIn)
    }

    func testSpringShapesNeedASpring() {
        XCTAssertTrue(message(#"{"curve": "easeIn", "damping": 0.5}"#).contains(#"damping shapes a spring; it needs "curve": "spring""#),
                      message(#"{"curve": "easeIn", "damping": 0.5}"#))
        XCTAssertTrue(message(#"{"response": 0.5}"#).contains("response shapes a spring"))
        XCTAssertTrue(message(#"{"curve": "spring", "damping": 11}"#).contains("damping"), "out of range")
    }

    func testTransitionsAreNamesOfOneEnum() throws {
        let m = message(#"{"transition": "apear"}"#)
        XCTAssertTrue(m.contains(#"expected one of "appear", "crossfade", "disappear", "hud", "progress", "slide-in", "slide-out", "spin", found "apear""#), m)
        for name in Transition.Name.allCases {
            XCTAssertEqual(try animation(#"{"transition": "\#(name.rawValue)"}"#)?.transition, name)
        }
    }
}
