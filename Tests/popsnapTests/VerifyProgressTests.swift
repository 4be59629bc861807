import Foundation
import XCTest
import PopsnapSnapshot
@testable import popsnap

/// What `verify` shows as results come in (in the checks' order: `InOrderReleaseTests`).
final class VerifyProgressTests: XCTestCase {
    let specs = ["a.json", "b.json", "c.json", "d.json"]

    /// Everything written, chunk by chunk.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: [String] = []
        func write(_ text: String) { lock.withLock { chunks.append(text) } }
        var all: [String] { lock.withLock { chunks } }
    }

    func run(interactive: Bool) -> [String] {
        let sink = Sink()
        let p = VerifyProgress(specs: specs, interactive: interactive, accept: { r, spec in r.status == .pass ? nil : "popsnap record \(spec)" },
                               write: sink.write)
        for spec in specs {
            p.finished(VerifyResult(spec: spec, status: spec == "c.json" ? .fail : .pass, message: spec == "c.json" ? "3 of 9 px differ" : nil))
        }
        p.end()
        return sink.all
    }

    func testTheBar() {
        XCTAssertEqual(VerifyProgress.bar(0, 4), "[░░░░░░░░░░░░░░░░░░░░░░░░] 0/4")
        XCTAssertEqual(VerifyProgress.bar(2, 4), "[████████████░░░░░░░░░░░░] 2/4")
        XCTAssertEqual(VerifyProgress.bar(4, 4), "[████████████████████████] 4/4")
    }

    func testPlainLinesWithTheMessageAndTheAcceptCommand() {
        XCTAssertEqual(run(interactive: false).joined(), """
            pass     a.json
            pass     b.json
            fail     c.json
                     3 of 9 px differ
                     accept the new image: popsnap record c.json
            pass     d.json

            """)
    }

    /// On a terminal the bar counts up by one a result, and a failure stays above it.
    func testTheTerminalBarCountsUpAndKeepsFailures() {
        let chunks = run(interactive: true)
        XCTAssertEqual(chunks.count, specs.count + 1, "a redraw a result, then the end of the line")
        for (i, chunk) in chunks.dropLast().enumerated() {
            XCTAssertTrue(chunk.hasPrefix("\r\u{1B}[K") && chunk.hasSuffix(VerifyProgress.bar(i + 1, specs.count)), chunk)
        }
        XCTAssertTrue(chunks[2].contains("fail     c.json\n         3 of 9 px differ\n         accept the new image: popsnap record c.json\n"))
        XCTAssertEqual(chunks.joined().components(separatedBy: "c.json").count - 1, 2, "the failure, and its command, once")
        XCTAssertEqual(chunks.last, "\n")
    }
}
