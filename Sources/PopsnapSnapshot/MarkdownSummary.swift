import PopsnapFiles
import PopsnapGeometry

/// A verify run in GitHub-flavoured Markdown, for a CI page (GitHub's `$GITHUB_STEP_SUMMARY`, a merge
/// request's note): the counts the JSON report gives, then a table with a row per failure (status, differing
/// pixels, changed region, message, accept command, the image to open), then where the report and the
/// artifacts are. Made from the same results as `Reports.json` and `HTMLReport`, so every number agrees.
///
/// Text from specs and file names is escaped: control characters and newlines are shown as escapes (one
/// line, as in a terminal), `|` cannot end a cell, and nothing in a name is read as Markdown or HTML.
/// ```swift
/// let text = MarkdownSummary.text(results, report: "report.html", artifacts: ".popsnap-artifacts")
/// ```
public enum MarkdownSummary {
    /// The most a step's summary may hold: GitHub refuses the whole summary of a step past 1 MiB
    /// (docs.github.com, "Adding a job summary": "each step is restricted to a maximum size of 1MiB").
    public static let stepSummaryLimit = 1 << 20

    /// The summary, at most `maxBytes` of UTF-8 (the heading, counts and closing lines always, then as many
    /// rows as fit, and how many were left out); `report` and `artifacts` name the HTML report and the
    /// artifacts folder when the run wrote them.
    public static func text(_ results: [VerifyResult], title: String = "popsnap verify", report: String? = nil, artifacts: String? = nil,
                            maxBytes: Int = stepSummaryLimit) -> String {
        let failures = results.filter(\.needsAttention)
        let count = { (status: VerifyResult.Status) in results.filter { $0.status == status }.count }
        var head = "### \(plain(title)): " + (failures.isEmpty ? "every snapshot matches" : "\(failures.count) of \(results.count) failed") + "\n\n"
        head += "| passed | failed | missing | recorded | errors |\n|---:|---:|---:|---:|---:|\n"
        head += "| \(count(.pass)) | \(count(.fail)) | \(count(.missing)) | \(count(.recorded)) | \(count(.error)) |\n"
        var tail = ""
        if !failures.isEmpty {
            var open: [String] = []
            if let report { open.append("\(code(report)) (each failure's images, compared)") }
            if let artifacts, failures.contains(where: { !$0.artifacts.isEmpty }) { open.append("\(code(artifacts + "/")) (a folder a failure: expected, actual, diff, side by side)") }
            if !open.isEmpty { tail = "\nOpen " + open.joined(separator: " and ") + " from this job's artifacts.\n" }
        }
        guard !failures.isEmpty else { return head }
        head += "\n| spec | status | differing pixels | changed region | message | accept | image |\n|---|---|---:|---|---|---|---|\n"
        var body = ""
        var shown = 0
        for r in failures {
            let row = self.row(r)
            let note = leftOut(failures.count - shown - 1)
            // A row must leave room for the note saying how many rows follow it unshown.
            guard head.utf8.count + body.utf8.count + row.utf8.count + note.utf8.count + tail.utf8.count <= maxBytes else { break }
            body += row
            shown += 1
        }
        return head + body + leftOut(failures.count - shown) + tail
    }

    static func row(_ r: VerifyResult) -> String {
        let region = r.changedBounds.map { "\($0.width) × \($0.height) at (\($0.x), \($0.y))" } ?? ""
        let frame = r.failingFrame.map { ", frame \($0.index)" } ?? ""
        let image = r.artifacts["sideBySide"] ?? r.artifacts["actual"] ?? r.artifacts["frames"]
        let cells = [code(r.spec), r.status.rawValue, r.differentPixels.map(String.init) ?? "", region + frame,
                     plain(r.message ?? ""), r.accept.map(code) ?? "", image.map(code) ?? ""]
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    static func leftOut(_ n: Int) -> String {
        n <= 0 ? "" : "\n\(n) more \(n == 1 ? "failure is" : "failures are") left out to keep this summary under "
            + "\(stepSummaryLimit >> 20) MiB, GitHub's limit for a step: the JSON and HTML reports list every one.\n"
    }

    /// Text read as itself: every ASCII punctuation character backslash-escaped (CommonMark lets any be),
    /// so no `*`, `<`, `[` or `|` in a name starts emphasis, HTML, a link or a new cell.
    static func plain(_ s: String) -> String {
        var out = ""
        for c in TerminalText.escaped(s).unicodeScalars {
            if asciiPunctuation.unicodeScalars.contains(c) { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out
    }

    static let asciiPunctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

    /// A code span, to copy as it is: fenced by one backtick more than the longest run inside, `|` escaped
    /// (GitHub's tables split cells before they read code spans), padded where it starts or ends with a backtick.
    static func code(_ s: String) -> String {
        let text = TerminalText.escaped(s)
        guard !text.isEmpty else { return "" }
        var longest = 0, run = 0
        for c in text { run = c == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text.replacing("|", with: "\\|") + pad + fence
    }
}
