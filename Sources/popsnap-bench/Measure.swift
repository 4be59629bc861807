import Foundation

/// Runs a piece of work repeatedly and reports its median time.
struct Measurement {
    let name: String
    let median: Duration
    let runs: Int

    var milliseconds: Double {
        let c = median.components
        return Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
    }
}

/// Times `body` after one warm-up run, repeating until `minimumRuns` and about `budget` are spent.
func measure(_ name: String, minimumRuns: Int = 15, budget: Duration = .milliseconds(600), _ body: () throws -> Void) rethrows -> Measurement {
    let clock = ContinuousClock()
    try body()
    var times: [Duration] = []
    let start = clock.now
    while times.count < minimumRuns || (clock.now - start < budget && times.count < 1000) {
        let t0 = clock.now
        try body()
        times.append(clock.now - t0)
    }
    times.sort()
    return Measurement(name: name, median: times[times.count / 2], runs: times.count)
}

/// Prints one result line: the median, and a throughput when `megapixels` or `bytes` is given.
func report(_ m: Measurement, megapixels: Double? = nil, extra: String = "") {
    var line = m.name.padding(toLength: 58, withPad: " ", startingAt: 0) + String(format: "%9.3f ms", m.milliseconds)
    if let mp = megapixels {
        line += String(format: "  %8.1f MP/s", mp / (m.milliseconds / 1000))
    }
    if !extra.isEmpty { line += "  " + extra }
    print(line + "  (\(m.runs) runs)")
}
