import FoundationEssentials
import PopsnapFiles
import PopsnapRaster
import PopsnapGeometry
import Popsnap

/// One page for a verify run: each of the first failures (`defaultInlineLimit`) with its expected, actual
/// and diff images (embedded while they fit `Embedding`, so a page of small images travels as one file, and
/// linked to their artifact files past it; a click shows one at full size), the changed region
/// zoomed in, a slider and an onion skin to compare them, a frame scrubber for animations that opens on
/// the first failing frame, and the command that accepts the new image (`VerifyResult.accept`); the
/// failures after those with their message, command and links to their artifact files.
///
/// Images shown smaller than they are are scaled smoothly; only a zoom that magnifies shows pixels as
/// squares, so neither hides a difference nor invents jagged edges.
public enum HTMLReport {
    /// How many failures a page shows in full; the others link to their artifact files, so a run of
    /// thousands of failures writes a page of bounded size.
    public static let defaultInlineLimit = 50

    /// The whole page as one string (`write` streams the same text).
    public static func page(_ results: [VerifyResult], title: String = "popsnap verify", inlineLimit: Int = defaultInlineLimit,
                            linkingFrom folder: String = ".", embedding: Embedding = .default) -> String {
        var page = ""
        write(results, title: title, inlineLimit: inlineLimit, linkingFrom: folder, embedding: embedding) { page += $0 }
        return page
    }

    /// The page, handed to `output` a failure at a time, so neither the page nor its images are held whole:
    /// the first `inlineLimit` failures (in the order of `results`) in full, the rest with their messages,
    /// accept commands and links to their artifact files, relative to `folder`, the one the page is written in.
    /// Images are embedded within `embedding` and linked past it, so the page stays small and an animation's
    /// frames are read one at a time by the browser, never all at once by the writer.
    ///
    /// ```swift
    /// try HTMLReport.write(results, linkingFrom: ".") { try file.append(Array($0.utf8)) }
    /// ```
    public static func write(_ results: [VerifyResult], title: String = "popsnap verify", inlineLimit: Int = defaultInlineLimit,
                             linkingFrom folder: String = ".", embedding: Embedding = .default,
                             to output: (String) throws -> Void) rethrows {
        let failures = results.filter(\.needsAttention)
        let counts = "\(results.filter { $0.status == .pass }.count) passed, \(failures.count) failed, "
            + "\(results.filter { $0.status == .recorded }.count) recorded"
        try output(head(title: title, counts: counts) + controls)
        if failures.isEmpty { try output("<p class=\"allpass\">Every snapshot matches its reference.</p>\n") }
        if failures.count > inlineLimit {
            try output("<p class=\"note\">The first \(inlineLimit) failures are shown in full; the other \(failures.count - inlineLimit) "
                + "link to their files among the artifacts.</p>\n")
        }
        var sources = ImageSources(embedding, linkingFrom: folder)
        for (n, r) in failures.enumerated() {
            try output(n < inlineLimit ? section(r, n, &sources) : linkedSection(r, n, from: folder))
        }
        for (n, r) in results.filter({ !$0.needsAttention }).enumerated() { try output(oneLineSection(r, n)) }
        try output(navigationScript + "</body></html>\n")
    }

    /// A failure in full: its images embedded or linked, compared, zoomed and scrubbed.
    static func section(_ r: VerifyResult, _ n: Int, _ sources: inout ImageSources) -> String {
        var body = heading(r, n) + comparison(r, &sources)
        if let folder = r.artifacts["frames"] { body += scrubber(folder, id: n, opensOn: r.failingFrame?.index ?? 0, &sources) }
        return body + accept(r) + "</section>\n"
    }

    /// A failure's images from its artifacts: expected, actual and diff side by side, the changed region
    /// zoomed, a slider and an onion skin; the new image alone when there is nothing to compare it with.
    /// The report's markup, for another page to show a failure as the report does: images within
    /// `embedding` are embedded, and one past it is left out (its file is named in the message).
    public static func comparison(_ r: VerifyResult, embedding: Embedding = .default) -> String {
        var sources = ImageSources(embedding, linkingFrom: nil)
        return comparison(r, &sources)
    }

    /// The same markup with each image's `src` given by `source` from its artifact's key (`expected`,
    /// `actual`, `diff`; nil: none): a server's URL (`popsnap preview`'s), so a page loads each image once
    /// instead of a copy embedded in every view.
    public static func comparison(_ r: VerifyResult, source: (String) -> String?) -> String {
        comparison(r) { key, _ in source(key) }
    }

    static func comparison(_ r: VerifyResult, _ sources: inout ImageSources) -> String {
        comparison(r) { key, copies in sources.source(r.artifacts[key], copies: copies) }
    }

    /// The markup, each image's `src` from `source(key, copies)`: the artifact's key and how often the page shows it.
    private static func comparison(_ r: VerifyResult, source: (String, Int) -> String?) -> String {
        var body = ""
        // Each of expected and actual is shown in the row, the slider and the onion skin, and zoomed when a region changed.
        let zoomed = r.changedBounds != nil ? 1 : 0
        if let expected = source("expected", 3 + zoomed), let actual = source("actual", 3 + zoomed) {
            let diff = source("diff", 1 + zoomed)
            let frame = r.failingFrame.map { ", frame \($0.index)" } ?? ""
            body += "<div class=\"views\">\n"
            body += "<figure><figcaption>expected\(frame)</figcaption><img class=\"shot\" src=\"\(expected)\" \(fullSizeOnClick)></figure>\n"
            body += "<figure><figcaption>actual\(frame)</figcaption><img class=\"shot\" src=\"\(actual)\" \(fullSizeOnClick)></figure>\n"
            if let diff { body += "<figure><figcaption>diff\(frame)</figcaption><img class=\"shot\" src=\"\(diff)\" \(fullSizeOnClick)></figure>\n" }
            body += "</div>\n"
            if let region = r.changedBounds {
                body += zoom(region, images: [("expected", expected), ("actual", actual)] + (diff.map { [("diff", $0)] } ?? []))
            }
            body += "<div class=\"compare\">\n"
            body += "<figure class=\"slider\"><figcaption>slider: expected | actual</figcaption><div class=\"stack\"><img src=\"\(expected)\">"
            body += "<img class=\"top\" src=\"\(actual)\" style=\"clip-path: inset(0 0 0 50%)\"></div>"
            body += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"this.previousElementSibling.lastChild.style.clipPath='inset(0 0 0 '+this.value+'%)'\"></figure>\n"
            body += "<figure class=\"onion\"><figcaption>onion skin: actual over expected</figcaption><div class=\"stack\"><img src=\"\(expected)\">"
            body += "<img class=\"top\" src=\"\(actual)\" style=\"opacity: 0.5\"></div>"
            body += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"this.previousElementSibling.lastChild.style.opacity=this.value/100\"></figure>\n"
            body += "</div>\n"
        } else if let actual = source("actual", 1) {
            // Nothing to compare with (no reference, or frames of another timing): the new image alone, to look at.
            let caption = r.status == .missing ? "actual: the new image, with no reference yet" : "actual"
            body += "<div class=\"views\">\n<figure><figcaption>\(caption)</figcaption><img class=\"shot\" src=\"\(actual)\" \(fullSizeOnClick)></figure>\n</div>\n"
        }
        return body
    }

    /// The section's title (spec and status) and message, the same inline or linked.
    static func heading(_ r: VerifyResult, _ n: Int) -> String {
        "<section class=\"case failure\" id=\"case\(n)\" tabindex=\"0\">\n<h2>\(escape(r.spec)) <span class=\"status \(r.status.rawValue)\">\(r.status.rawValue)</span></h2>\n"
            + "<p class=\"message\">\(escape(r.message ?? ""))</p>\n"
    }

    static func accept(_ r: VerifyResult) -> String {
        guard let accept = r.accept, r.status != .error else { return "" }
        return "<p class=\"accept\">\(r.acceptAction.prefix(1).uppercased() + r.acceptAction.dropFirst()): <code>\(escape(accept))</code></p>\n"
    }

    static func head(title: String, counts: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; } h2 { font-size: 17px; margin: 0 0 8px; }
        .case { background: white; border-radius: 12px; padding: 16px; margin: 16px 0; box-shadow: 0 1px 3px rgba(0,0,0,.1); }
        .status { font-size: 12px; padding: 2px 8px; border-radius: 8px; color: white; background: #ff3b30; }
        .status.missing { background: #ff9500; } .status.pass { background: #34c759; } .status.recorded { background: #007aff; }
        .case.brief { padding: 8px 16px; margin: 6px 0; } .case.brief h2 { margin: 0; font-size: 14px; }
        body.changed-only .case.pass { display: none; }
        .case:focus { outline: 3px solid #007aff; outline-offset: 2px; }
        kbd { font-family: ui-monospace, monospace; background: white; border: 1px solid #c7c7cc; border-radius: 4px; padding: 0 4px; }
        .message { font-family: ui-monospace, monospace; font-size: 12px; color: #3c3c43; white-space: pre-wrap; }
        .views, .compare { display: flex; gap: 12px; flex-wrap: wrap; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #8e8e93; margin-bottom: 4px; }
        img { max-height: 420px; border: 1px solid #d1d1d6; image-rendering: auto; display: block; }
        img.shot { cursor: zoom-in; } img.full { max-height: none; cursor: zoom-out; }
        .zoom .box { position: relative; overflow: hidden; border: 1px solid #d1d1d6; background: white; }
        .zoom .box img { position: absolute; left: 0; top: 0; max-height: none; border: 0; transform-origin: 0 0; }
        .stack { position: relative; } .stack .top { position: absolute; left: 0; top: 0; }
        input[type=range] { width: 100%; }
        code { background: #f2f2f7; padding: 2px 6px; border-radius: 6px; }
        .files a { margin-right: 12px; }
        </style></head>
        <body><h1>\(escape(title))</h1><p>\(counts)</p>

        """
    }

    /// A click shows the image at its own size (the page scrolls), another shrinks it back.
    static let fullSizeOnClick = "onclick=\"this.classList.toggle('full')\" title=\"click for full size\""

    /// The changed region with a margin, magnified to about 300 px (at most 8 times) in a box per image.
    static func zoom(_ region: PixelRect, images: [(caption: String, uri: String)]) -> String {
        let margin = max(8, max(region.width, region.height) / 4)
        let x = max(0, region.x - margin), y = max(0, region.y - margin)
        let width = region.x + region.width + margin - x, height = region.y + region.height + margin - y
        let k = min(8, 300 / Double(max(width, height)))
        // Magnified, a pixel is shown as a square so its edges are real; reduced, it is averaged.
        let rendering = k >= 1 ? "pixelated" : "auto"
        let box = "width: \(Int((Double(width) * k).rounded()))px; height: \(Int((Double(height) * k).rounded()))px"
        let placed = "transform: translate(\(format(-Double(x) * k))px, \(format(-Double(y) * k))px) scale(\(format(k))); image-rendering: \(rendering)"
        var html = "<div class=\"zoom views\" data-region=\"\(region.x),\(region.y),\(region.width),\(region.height)\">\n"
        for image in images {
            html += "<figure><figcaption>\(image.caption), changed region \(region.width) x \(region.height) px at (\(region.x), \(region.y))"
            html += "</figcaption><div class=\"box\" style=\"\(box)\"><img src=\"\(image.uri)\" style=\"\(placed)\"></div></figure>\n"
        }
        return html + "</div>\n"
    }

    /// At most three decimals, no trailing zeros: CSS lengths and factors.
    static func format(_ value: Double) -> String {
        let text = String(printf: "%.3f", value)
        let trimmed = text.contains(".") ? String(text.reversed().drop { $0 == "0" }.reversed()) : text
        return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    }

    /// Expected and actual frames side by side with a range input that steps through them, showing
    /// frame `opensOn` (the first that fails) when the page opens: that frame embedded when it fits, every
    /// other one a link to its artifact file, which the browser loads as the range reaches it.
    static func scrubber(_ folder: String, id: Int, opensOn first: Int, _ sources: inout ImageSources) -> String {
        let files = (FolderListing(path: folder)?.names ?? []).sorted()
        let expected = files.filter { $0.hasPrefix("expected-") }.map { folder + "/" + $0 }
        let actual = files.filter { $0.hasPrefix("actual-") }.map { folder + "/" + $0 }
        let expectedLinks = expected.compactMap { sources.link($0) }, actualLinks = actual.compactMap { sources.link($0) }
        guard !expected.isEmpty, expected.count == actual.count, expectedLinks.count == expected.count else { return "" }
        let start = min(max(0, first), expected.count - 1)
        guard let shownExpected = sources.source(expected[start]), let shownActual = sources.source(actual[start]) else { return "" }
        let list = { (uris: [String]) in "[" + uris.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        return """
        <div class="scrubber"><figcaption>frames: expected | actual — frame <span id="f\(id)">\(start)</span></figcaption>
        <div class="views"><img id="e\(id)" class="shot" src="\(shownExpected)" \(fullSizeOnClick)><img id="a\(id)" class="shot" src="\(shownActual)" \(fullSizeOnClick)></div>
        <input type="range" min="0" max="\(expected.count - 1)" value="\(start)" oninput="document.getElementById('e\(id)').src=E\(id)[this.value];document.getElementById('a\(id)').src=A\(id)[this.value];document.getElementById('f\(id)').textContent=this.value">
        <script>var E\(id)=\(list(expectedLinks)), A\(id)=\(list(actualLinks));</script></div>

        """
    }

    /// For HTML and XML text and attributes; control characters (not allowed in XML 1.0) are dropped, and the
    /// bytes of a name that are not UTF-8 are shown `\xFF`, as in messages.
    static func escape(_ s: String) -> String {
        String(String.UnicodeScalarView(FileNameBytes.shown(s).unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" }))
            .replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }
}
