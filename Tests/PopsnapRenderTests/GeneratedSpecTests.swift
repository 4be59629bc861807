import XCTest
import PopsnapTestSupport
import PopsnapLayout
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

/// Issue 20: a few hundred generated specs (`SpecGenerator`, a fixed seed) through everything a spec
/// reaches: layout and its report, render, every lint rule, a contact sheet cell, and an animation's
/// first, middle and last frames. A trap anywhere fails the whole run; each case also checks what must
/// hold for every popup.
final class GeneratedSpecTests: XCTestCase {
    let renderer = try! PopupRenderer()

    func testGeneratedSpecsRenderLayOutLintAndAnimate() throws {
        var generator = SpecGenerator(seed: 20)
        var decoded = 0
        for i in 0..<300 {
            let json = generator.spec()
            let spec: PopupSpec
            do { spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "generated.json"), baseDirectory: ".") } catch {
                // The generator writes only what the schema allows, so a refusal is a finding too.
                XCTFail("case \(i) refused: \(error)\n\(json)")
                continue
            }
            decoded += 1
            // The fast layer draws every fifth case (each is generated and decoded all the same, so the cases
            // drawn are the same cases in both layers).
            guard Exhaustive.isOn || i % 5 == 0 else { continue }
            try check(spec, transition: [Transition.crossfade(), .appear(), .disappear(), .hud()][i % 4], case: i, json)
        }
        XCTAssertEqual(decoded, 300)
    }

    private func check(_ spec: PopupSpec, transition: Transition, case i: Int, _ json: String) throws {
        let context = "case \(i): \(json)"
        let scene = spec.scene()
        let layout = try renderer.layout(scene)
        let still = try renderer.render(scene, laidOut: layout)
        let pixels = spec.scale.pixelsPerPoint
        XCTAssertEqual([still.width, still.height], [Int((scene.canvas.width * pixels).rounded()), Int((scene.canvas.height * pixels).rounded())], context)
        _ = LayoutReport.json(layout, scene: scene)

        let lint = try Linter(renderer: renderer).lint(spec)
        let paths = Set(layout.nodes.map(\.path))
        XCTAssertTrue(lint.findings.allSatisfy { paths.contains($0.node) }, context)
        // A popup that fits the room the safe areas leave is placed inside the screen, so one that reaches
        // outside the screen is larger than that room: offscreen.
        let screen = Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height)
        if !screen.contains(layout.root.frame) {
            XCTAssertTrue(lint.findings.contains { $0.rule == .offscreen }, "\(layout.root.frame) outside the screen; \(context)")
        }
        var sheet = ContactSheet()
        try sheet.add(name: "generated", image: still, layout: layout, outlines: lint.findings.map(\.pixels))

        let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: transition, timeline: try Timeline(duration: 0.1, fps: 20))
        for f in Set([0, frames.count / 2, frames.count - 1]) {
            let frame = try frames.frame(f)
            XCTAssertEqual([frame.width, frame.height], [still.width, still.height], context)
        }
    }
}
