import Foundation
import PopsnapJSON

/// `popsnap layout`'s output: the laid-out tree as JSON, frames in points in screen coordinates,
/// every node depth-first, keys in a fixed order so the text is stable for diffs and tests.
public enum LayoutReport {
    public static func json(_ layout: SceneLayout, scene: PopupScene) -> String {
        var out = "{\n  \"canvas\": {\"width\": \(number(scene.canvas.width)), \"height\": \(number(scene.canvas.height)), \"scale\": \(scene.scale)},\n  \"nodes\": ["
        for (i, n) in layout.nodes.enumerated() {
            let f = n.frame
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"path\": \(string(n.path)), \"role\": \(string(n.element.role)), \"kind\": \(string(n.element.kind.rawValue)), "
            out += "\"frame\": {\"x\": \(number(f.x)), \"y\": \(number(f.y)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}, "
            out += "\"cornerRadius\": \(number(n.element.cornerRadius)), \"borderWidth\": \(number(n.element.border?.width ?? 0))}"
        }
        return out + "\n  ]\n}\n"
    }

    /// A number as JSON: whole numbers without ".0", others to 1/10000 pt, trailing zeros dropped.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let rounded = (v * 10000).rounded() / 10000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var s = String(format: "%.4f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func string(_ s: String) -> String { JSONQuoting.quoted(s) }
}
