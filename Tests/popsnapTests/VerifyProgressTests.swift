import Foundation
import XCTest
import PopsnapSnapshot
@testable import popsnap

/// What `verify` shows while workers finish specs in any order.
final class VerifyProgressTests: XCTestCase {
    let specs = ["a.json", "b.json", "c.json", "d.json", "e.json"]

    /// Everything written, as one string, and the chunks in order.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: [String] = []
        func write(_ text: String) { lock.withLock { chunks.append(text) } }
        var all: [String] { lock.withLock { chunks } }
    }

    func progress(interactive: Bool, _ sink: Sink) -> VerifyProgress {
        VerifyProgress(specs: specs, interactive: interactive, accept: { $0.status == .pass ? nil : "popsnap record \($0.spec)" },
                       write: sink.write)
    }

    func result(_ spec: String) -> VerifyResult {
        VerifyResult(spec: spec, status: spec == "c.json" ? .fail : .pass, message: spec == "c.json" ? "3 of 9 px differ" : nil)
    }

    func testTheBar() {
        XCTAssertEqual(VerifyProgress.bar(0, 4), "[░░░░░░░░░░░░░░░░░░░░░░░░] 0/4")
        XCTAssertEqual(VerifyProgress.bar(2, 4), "[████████████░░░░░░░░░░░░] 2/4")
        XCTAssertEqual(VerifyProgress.bar(4, 4), "[████████████████████████] 4/4")
    }

    func testPlainLinesComeInTheSpecsOrder() {
        let sink = Sink()
        let p = progress(interactive: false, sink)
        for spec in ["d.json", "b.json", "a.json", "e.json", "c.json"] { p.finished(result(spec)) }
        p.end()
        XCTAssertEqual(sink.all.joined(), """
            pass     a.json
            pass     b.json
            fail     c.json
                     3 of 9 px differ
                     accept the new image: popsnap record c.json
            pass     d.json
            pass     e.json

            """)
    }

    /// From many threads at once, in a shuffled order: the counter shown only ever goes up, by whole
    /// specs in order, and ends at the total.
    func testTheTerminalCounterNeverGoesBackwards() {
        for _ in 0..<20 {
            let sink = Sink()
            let p = progress(interactive: true, sink)
            let results = specs.shuffled().map(result)
            DispatchQueue.concurrentPerform(iterations: results.count) { i in p.finished(results[i]) }
            p.end()
            let counts = sink.all.compactMap { chunk in
                chunk.components(separatedBy: "] ").last.flatMap { Int($0.components(separatedBy: "/").first!) }
            }
            XCTAssertEqual(counts, counts.sorted(), "\(sink.all)")
            XCTAssertEqual(counts.last, specs.count)
            XCTAssertEqual(sink.all.joined().components(separatedBy: "fail     c.json").count - 1, 1, "a failure stays on screen, once")
        }
    }
}
