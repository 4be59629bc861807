import Foundation
import PopsnapFiles
import PopsnapRaster

/// One self-contained page for a verify run: every failure with its expected, actual and diff images
/// (embedded, so the page travels as one file), a slider and an onion skin to compare them, a frame
/// scrubber for animations, and the command that accepts the new image.
public enum HTMLReport {
    public static func page(_ results: [VerifyResult], title: String = "popsnap verify") -> String {
        let failures = results.filter { $0.status == .fail || $0.status == .missing || $0.status == .error }
        let counts = "\(results.filter { $0.status == .pass }.count) passed, \(failures.count) failed, "
            + "\(results.filter { $0.status == .recorded }.count) recorded"
        var body = ""
        for (n, r) in failures.enumerated() {
            body += "<section class=\"case\" id=\"case\(n)\">\n<h2>\(escape(r.spec)) <span class=\"status \(r.status.rawValue)\">\(r.status.rawValue)</span></h2>\n"
            body += "<p class=\"message\">\(escape(r.message ?? ""))</p>\n"
            if let expected = dataURI(r.artifacts["expected"]), let actual = dataURI(r.artifacts["actual"]) {
                body += "<div class=\"views\">\n"
                body += "<figure><figcaption>expected</figcaption><img src=\"\(expected)\"></figure>\n"
                body += "<figure><figcaption>actual</figcaption><img src=\"\(actual)\"></figure>\n"
                if let diff = dataURI(r.artifacts["diff"]) { body += "<figure><figcaption>diff</figcaption><img src=\"\(diff)\"></figure>\n" }
                body += "</div>\n<div class=\"compare\">\n"
                body += "<figure class=\"slider\"><figcaption>slider: expected | actual</figcaption><div class=\"stack\"><img src=\"\(expected)\">"
                body += "<img class=\"top\" src=\"\(actual)\" style=\"clip-path: inset(0 0 0 50%)\"></div>"
                body += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"this.previousElementSibling.lastChild.style.clipPath='inset(0 0 0 '+this.value+'%)'\"></figure>\n"
                body += "<figure class=\"onion\"><figcaption>onion skin: actual over expected</figcaption><div class=\"stack\"><img src=\"\(expected)\">"
                body += "<img class=\"top\" src=\"\(actual)\" style=\"opacity: 0.5\"></div>"
                body += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"this.previousElementSibling.lastChild.style.opacity=this.value/100\"></figure>\n"
                body += "</div>\n"
            }
            if let folder = r.artifacts["frames"] { body += scrubber(folder, id: n) }
            if r.status != .error {
                body += "<p class=\"accept\">Accept the new image: <code>popsnap record \(escape(ShellQuoting.quoted(r.spec))) --record all</code></p>\n"
            }
            body += "</section>\n"
        }
        if failures.isEmpty { body = "<p class=\"allpass\">Every snapshot matches its reference.</p>\n" }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; } h2 { font-size: 17px; margin: 0 0 8px; }
        .case { background: white; border-radius: 12px; padding: 16px; margin: 16px 0; box-shadow: 0 1px 3px rgba(0,0,0,.1); }
        .status { font-size: 12px; padding: 2px 8px; border-radius: 8px; color: white; background: #ff3b30; }
        .status.missing { background: #ff9500; }
        .message { font-family: ui-monospace, monospace; font-size: 12px; color: #3c3c43; white-space: pre-wrap; }
        .views, .compare { display: flex; gap: 12px; flex-wrap: wrap; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #8e8e93; margin-bottom: 4px; }
        img { max-height: 420px; border: 1px solid #d1d1d6; image-rendering: pixelated; display: block; }
        .stack { position: relative; } .stack .top { position: absolute; left: 0; top: 0; }
        input[type=range] { width: 100%; }
        code { background: #f2f2f7; padding: 2px 6px; border-radius: 6px; }
        </style></head>
        <body><h1>\(escape(title))</h1><p>\(counts)</p>
        \(body)</body></html>

        """
    }

    /// Expected and actual frames side by side with a range input that steps through them.
    static func scrubber(_ folder: String, id: Int) -> String {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let expected = files.filter { $0.hasPrefix("expected-") }.compactMap { dataURI(folder + "/" + $0) }
        let actual = files.filter { $0.hasPrefix("actual-") }.compactMap { dataURI(folder + "/" + $0) }
        guard !expected.isEmpty, expected.count == actual.count else { return "" }
        let list = { (uris: [String]) in "[" + uris.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        return """
        <div class="scrubber"><figcaption>frames: expected | actual — frame <span id="f\(id)">0</span></figcaption>
        <div class="views"><img id="e\(id)" src="\(expected[0])"><img id="a\(id)" src="\(actual[0])"></div>
        <input type="range" min="0" max="\(expected.count - 1)" value="0" oninput="document.getElementById('e\(id)').src=E\(id)[this.value];document.getElementById('a\(id)').src=A\(id)[this.value];document.getElementById('f\(id)').textContent=this.value">
        <script>var E\(id)=\(list(expected)), A\(id)=\(list(actual));</script></div>

        """
    }

    static func dataURI(_ path: String?) -> String? {
        // Artifacts are Popsnap's own PNGs; the cap only guards against a folder someone swapped.
        guard let path, let bytes = try? InputFile.bytes(at: path, limit: ImageLimits.default.maxBytes) else { return nil }
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// For HTML and XML text and attributes; control characters (not allowed in XML 1.0) are dropped.
    static func escape(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" }))
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
