import FoundationEssentials
import PopsnapJSON
import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry
import PopsnapLayout
import PopsnapText

/// `popsnap layout`'s output: the laid-out tree as JSON, every present node depth-first, keys in a
/// fixed order so the text is stable for diffs and tests. Frames are in points in screen coordinates,
/// on the pixel grid: `pixels` is the same rectangle in device pixels, exactly where the node's pixels
/// are. A node VoiceOver stops on adds `voiceOver`: its place in the reading order, what is said, its traits.
/// A node a spec field made names that field as `specPath` (`popup.actions[1]`), so a reader knows what to edit.
/// A text node adds what its paragraph became: `lines`, whether it was `truncated`, the
/// `shrinkFactor` that fitted it (1 when not shrunk), and whether it `overflows` its frame.
public enum LayoutReport {
    /// The report of `layout`, the laid-out tree of `scene`: the canvas (points and scale), then every present
    /// node with its path, role, frame, pixels and, where they apply, text facts and VoiceOver's reading.
    /// ```swift
    /// let layout = try renderer.layout(scene)
    /// print(LayoutReport.json(layout, scene: scene))   // {"canvas": {"width": 393, …}, "nodes": [...]}
    /// ```
    public static func json(_ layout: SceneLayout, scene: PopupScene) -> String {
        let read = layout.voiceOverElements(direction: scene.layoutDirection, minimumVerticalSeparation: scene.voiceOverRowSeparation)
        let voiceOver = Dictionary(uniqueKeysWithValues: read.enumerated().map { ($1.path, ($0 + 1, $1)) })
        var out = "{\n  \"canvas\": {\"width\": \(number(scene.canvas.width)), \"height\": \(number(scene.canvas.height)), \"scale\": \(scene.scale.rawValue)},\n  \"nodes\": ["
        for (i, (path, e)) in layout.nodes.enumerated() {
            let f = e.frame
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"path\": \(string(path)), \"role\": \(string(e.role)), \"kind\": \(string(e.kind.rawValue)), "
            if let source = e.specPath { out += "\"specPath\": \(string(source)), " }
            out += "\"frame\": \(json(f)), \"pixels\": \(json(e.pixels)), "
            // The radius as drawn: clamped to the frame, as a capsule's infinite radius is; at the rounded corners
            // only, which are named when they are not all four.
            let radii = RoundedRect(rect: Rect(x: 0, y: 0, width: f.width, height: f.height), radii: e.maskedCorners.radii(e.cornerRadius)).effectiveRadii
            let radius = max(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
            out += "\"cornerRadius\": \(number(radius)), \"cornerCurve\": \(string(e.cornerCurve.rawValue)), \"borderWidth\": \(number(e.border?.width ?? 0))"
            if e.maskedCorners != .all { out += ", \"maskedCorners\": [\(e.maskedCorners.names.map(string).joined(separator: ", "))]" }
            if let (order, v) = voiceOver[path] {
                out += ", \"voiceOver\": {\"order\": \(order), \"description\": \(string(v.description)), "
                out += "\"traits\": [\(v.traits.names.map(string).joined(separator: ", "))]}"
            }
            if let text = e.paragraph {
                out += ", \"text\": {\"lines\": \(text.lines.count), \"truncated\": \(text.isTruncated), "
                out += "\"shrinkFactor\": \(number(text.shrinkFactor)), \"overflows\": \(e.textOverflows)}"
            }
            out += "}"
        }
        return out + "\n  ]\n}\n"
    }

    /// A frame as JSON, in points: `{"x": 50, "y": 333, "width": 293, "height": 186}`.
    static func json(_ f: Rect) -> String {
        "{\"x\": \(number(f.x)), \"y\": \(number(f.y)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}"
    }

    /// A pixel rectangle as JSON.
    static func json(_ p: PixelRect) -> String { "{\"x\": \(p.x), \"y\": \(p.y), \"width\": \(p.width), \"height\": \(p.height)}" }

    /// A number as JSON: whole numbers without ".0", others to 1/10000 pt, trailing zeros dropped.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let rounded = (v * 10000).rounded() / 10000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var s = String(printf: "%.4f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func string(_ s: String) -> String { JSONQuoting.quoted(s) }
}
