import Foundation
import XCTest
import PopsnapPNG
import PopsnapTestSupport

/// `popsnap layout`'s text facts through the built binary (issue 10): a title shrunk to fit says by how
/// much, a title cut short after its last line says so, and the lines and overflow it reports are what
/// `popsnap render` paints. A label's ink is found by rendering the spec twice, the label black and
/// then white, and taking the pixels that differ.
final class LayoutTextFactsTests: TemporaryFolderTestCase, ExhaustiveLayer {
    /// What `popsnap layout` prints for `popup`, decoded and as text, and the ink of its title (the
    /// theme's `titleColor`).
    func laidOut(_ popup: String) throws -> (report: ReportedLayout, json: String, ink: ChangedPixels) {
        try laidOut { colour in #"{"popup": \#(popup), "theme": {"titleColor": "\#(colour)"}}"# }
    }

    /// What `popsnap layout` prints for the spec `spec(colour)`, decoded and as text, and the ink of the
    /// label that `colour` paints.
    func laidOut(spec: (String) -> String) throws -> (report: ReportedLayout, json: String, ink: ChangedPixels) {
        var renders: [String] = []
        var json = ""
        for colour in ["#000000", "#FFFFFF"] {
            let name = "label-\(colour.dropFirst())"
            try Data(spec(colour).utf8).write(to: folder.appendingPathComponent(name + ".json"))
            let layout = try RunPopsnap.run(["layout", name + ".json"], in: folder)
            XCTAssertEqual(layout.status, 0, layout.err)
            // The label's colour moves nothing.
            if !json.isEmpty { XCTAssertEqual(layout.out, json) }
            json = layout.out
            let render = try RunPopsnap.run(["render", name + ".json", "-o", name + ".png"], in: folder)
            XCTAssertEqual(render.status, 0, render.err)
            renders.append(folder.appendingPathComponent(name + ".png").path)
        }
        let ink = ChangedPixels(try PNG.read(contentsOf: renders[0]), try PNG.read(contentsOf: renders[1]))
        return (try ReportedLayout(json: json), json, ink)
    }

    /// The line of `json` that reports the node at `path`.
    func line(of path: String, in json: String) -> String {
        json.split(separator: "\n").first { $0.contains(#""path": "\#(path)""#) }.map(String.init) ?? ""
    }

    func alert(title: String) -> String {
        #"{"kind": "alert", "title": "\#(title)", "message": "Hi", "button": "OK"}"#
    }

    /// Seed 000's title is one line that shrinks its font to fit (adjustsFontSizeToFitWidth). Capitals
    /// without descenders, so the ink's height is the capital height, which scales with the font.
    func testALongAlertTitleReportsTheShrinkFactorItsPixelsShow() throws {
        let long = try laidOut(alert(title: "ERROR ERROR ERROR ERROR ERROR ERROR ERROR"))
        let short = try laidOut(alert(title: "ERROR"))
        let title = try XCTUnwrap(long.report.node("container/title"))
        let shrink = try XCTUnwrap(title.text).shrinkFactor
        XCTAssertLessThan(shrink, 1)
        XCTAssertGreaterThan(shrink, 0.01)
        XCTAssertEqual(title.text, ReportedLayout.Text(lines: 1, truncated: false, shrinkFactor: shrink, overflows: false))
        XCTAssertNotNil(line(of: "container/title", in: long.json).range(
            of: #""text": \{"lines": 1, "truncated": false, "shrinkFactor": 0\.[0-9]{1,4}, "overflows": false\}\}"#, options: .regularExpression),
            line(of: "container/title", in: long.json))
        XCTAssertTrue(line(of: "container/title", in: short.json).hasSuffix(#""text": {"lines": 1, "truncated": false, "shrinkFactor": 1, "overflows": false}},"#),
                      line(of: "container/title", in: short.json))

        // The pixels: one line, inside the title's frame, its capitals `shrinkFactor` as tall as at full size.
        for (ink, node) in [(long.ink, title), (short.ink, try XCTUnwrap(short.report.node("container/title")))] {
            XCTAssertFalse(ink.isEmpty)
            XCTAssertEqual(ink.outside(node.pixels.intRect), [], "the title's ink outside its frame \(node.pixels)")
            XCTAssertEqual(ink.rowBands.count, 1, "\(ink.rowBands)")
        }
        let longHeight = Double(long.ink.rowBands[0].count), fullHeight = Double(short.ink.rowBands[0].count)
        // A pixel of anti-aliasing may join or leave each band at the top and at the bottom.
        XCTAssertEqual(longHeight, shrink * fullHeight, accuracy: 2, "capitals \(longHeight) px high shrunk, \(fullHeight) px at full size")
    }

    /// Seed 001's titleLabel has numberOfLines 2: a longer title ends its second line with an ellipsis.
    func testAConfirmationTitleLongerThanTwoLinesReportsTwoLinesTruncated() throws {
        func confirmation(_ title: String) -> String {
            #"{"kind": "confirmation", "icon": "warning", "title": "\#(title)", "message": "It will be removed.", "cancel": "Cancel", "ok": "Delete"}"#
        }
        let long = try laidOut(confirmation("Delete this photo and every other photo taken on the same day in the same album on every device you own"))
        let short = try laidOut(confirmation("Delete this photo?"))
        let path = "container/stack/title"
        XCTAssertTrue(line(of: path, in: long.json).hasSuffix(#""text": {"lines": 2, "truncated": true, "shrinkFactor": 1, "overflows": false}},"#),
                      line(of: path, in: long.json))
        XCTAssertTrue(line(of: path, in: short.json).hasSuffix(#""text": {"lines": 1, "truncated": false, "shrinkFactor": 1, "overflows": false}},"#),
                      line(of: path, in: short.json))
        XCTAssertEqual(long.report.node(path)?.text, ReportedLayout.Text(lines: 2, truncated: true, shrinkFactor: 1, overflows: false))

        // The pixels: as many lines of ink as reported, inside the title's frame.
        for (laid, lines) in [(long, 2), (short, 1)] {
            let node = try XCTUnwrap(laid.report.node(path))
            XCTAssertFalse(laid.ink.isEmpty)
            XCTAssertEqual(laid.ink.outside(node.pixels.intRect), [], "the title's ink outside its frame \(node.pixels)")
            XCTAssertEqual(laid.ink.rowBands.count, lines, "rows of ink \(laid.ink.rowBands) in \(node.pixels)")
        }
    }

    /// A label with a fixed height shorter than its line reports `overflows`, and its ink does reach
    /// outside its frame: the fact is two-sided, not always false.
    func testALabelShorterThanItsLineReportsOverflowsAndItsInkLeavesTheFrame() throws {
        let laid = try laidOut { colour in
            #"{"popup": {"kind": "custom", "root": {"type": "vstack", "name": "container", "width": 200, "padding": 20, "background": "white", "children": ["#
                + #"{"type": "text", "name": "label", "text": "Overflowing", "height": 10, "color": "\#(colour)", "font": {"size": 20, "alignment": "center"}}]}}}"#
        }
        XCTAssertTrue(line(of: "container/label", in: laid.json).hasSuffix(#""text": {"lines": 1, "truncated": false, "shrinkFactor": 1, "overflows": true}}"#),
                      line(of: "container/label", in: laid.json))
        let node = try XCTUnwrap(laid.report.node("container/label"))
        XCTAssertEqual(laid.ink.rowBands.count, 1, "\(laid.ink.rowBands)")
        let outside = laid.ink.outside(node.pixels.intRect)
        XCTAssertFalse(outside.isEmpty, "ink all inside \(node.pixels)")
        // Above and below: the line is taller than the frame, and centred on it as UILabel centres it.
        XCTAssertTrue(outside.contains { $0.y < node.pixels.y } && outside.contains { $0.y >= node.pixels.y + node.pixels.height }, "\(laid.ink.bounds.map { "\($0)" } ?? "-")")
    }
}
