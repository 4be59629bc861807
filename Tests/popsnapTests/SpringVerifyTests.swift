import Foundation
import XCTest
import PopsnapPNG
import PopsnapTestSupport

/// A spring named in a spec's `animation.curve` is drawn as `popsnap animate --curve spring` draws it,
/// and `popsnap verify` checks its APNG (specs knew four curves and the CLI five, so a spring could be
/// animated but never verified from a spec).
final class SpringVerifyTests: TemporaryFolderTestCase, ExhaustiveLayer {
    let spec = ReferenceImage.snapshots.appendingPathComponent("alert-spring.json")

    func testASpecsSpringIsVerifiedAgainstItsAPNG() throws {
        let r = try RunPopsnap.run(["verify", spec.path, "--record", "never"], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
        // The spec's spring and the command line's are one curve: the same frames, pixel for pixel.
        let cli = try RunPopsnap.run(["animate", spec.path, "--curve", "spring", "--damping", "0.5", "--response", "0.4", "-o", "cli.apng"], in: folder)
        XCTAssertEqual(cli.status, 0, cli.err)
        let made = try APNG.read(contentsOf: folder.appendingPathComponent("cli.apng").path).frames
        let reference = try APNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("alert-spring.apng").path).frames
        XCTAssertEqual(made.count, 10, "0.6 s at 15 fps")
        XCTAssertEqual(made.map(\.delay), reference.map(\.delay))
        // Not XCTAssertEqual: a failure would print every pixel.
        XCTAssertTrue(made.map(\.image) == reference.map(\.image), "the command line's spring draws the spec's frames")
    }

    func testAnotherSpringIsAMismatch() throws {
        // The same spec with a spring that does not overshoot: verified, and refused (exit 1), against the
        // reference of the one that does.
        let copy = folder.appendingPathComponent("alert-spring.json")
        let text = try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: #""damping": 0.5"#, with: #""damping": 1"#)
        XCTAssertTrue(text.contains(#""damping": 1"#))
        try Data(text.utf8).write(to: copy)
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("alert-spring.apng"),
                                         to: folder.appendingPathComponent("alert-spring.apng"))
        let r = try RunPopsnap.run(["verify", copy.path, "--record", "never"], in: folder)
        XCTAssertEqual(r.status, 1, r.err)
    }
}
