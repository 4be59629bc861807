import PopsnapGeometry
import Popsnap
import PopsnapFiles
import PopsnapJSON
import PopsnapRaster

/// Machine-readable reports of a verify run: JSON for scripts, JUnit XML for CI dashboards.
public enum Reports {
    /// `{"results": [{"spec": …, "status": …, "differentPixels": …, …}], "passed": N, "failed": N, …}`,
    /// keys in a fixed order; `differentPixels` is null when nothing was compared (status `missing`,
    /// `recorded` without a comparison, `error`).
    public static func json(_ results: [VerifyResult]) -> String {
        var out = "{\n  \"results\": ["
        for (i, r) in results.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            // null, not 0, when nothing was compared: a missing reference is not a match.
            out += "    {\"spec\": \(quote(r.spec)), \"status\": \"\(r.status.rawValue)\", \"differentPixels\": \(r.differentPixels.map(String.init) ?? "null")"
            if let m = r.message { out += ", \"message\": \(quote(m))" }
            if let a = r.accept { out += ", \"accept\": \(quote(a))" }
            if let b = r.changedBounds { out += ", \"changedBounds\": {\"x\": \(b.x), \"y\": \(b.y), \"width\": \(b.width), \"height\": \(b.height)}" }
            if let f = r.failingFrame { out += ", \"failingFrame\": \(f.index), \"failingTime\": \(String(printf: "%.4f", f.time))" }
            for key in r.artifacts.keys.sorted() { out += ", \(quote(key)): \(quote(r.artifacts[key]!))" }
            out += "}"
        }
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        out += results.isEmpty ? "]" : "\n  ]"
        for status in [VerifyResult.Status.pass, .fail, .missing, .recorded, .error] {
            let key = [.pass: "passed", .fail: "failed", .error: "errors"][status] ?? status.rawValue
            out += ",\n  \"\(key)\": \(counts[status] ?? 0)"
        }
        return out + "\n}\n"
    }

    /// One JUnit test suite, a test case a spec; failures and missing references are failures.
    public static func junit(_ results: [VerifyResult], suite: String = "popsnap verify") -> String {
        JUnitXML.document(suite: suite, cases: results.map { r in
            switch r.status {
            case .pass, .recorded: JUnitXML.TestCase(name: r.spec, seconds: r.seconds)
            case .fail, .missing:
                JUnitXML.TestCase(name: r.spec, seconds: r.seconds, failure: (r.message ?? r.status.rawValue) + (r.accept.map { "\n\(r.acceptAction): " + $0 } ?? ""))
            case .error: JUnitXML.TestCase(name: r.spec, seconds: r.seconds, error: r.message ?? "error")
            }
        })
    }

    /// A name that is not UTF-8 appears as in messages (`bad\xFF.json`): JSON holds only Unicode.
    static func quote(_ s: String) -> String { JSONQuoting.quoted(FileNameBytes.shown(s)) }


}
