import PopsnapFiles
import Popsnap

extension HTMLReport {
    /// The artifacts in the order a failure's section shows them.
    static let linkOrder = ["expected", "actual", "diff", "sideBySide", "frames"]

    /// A failure past the inline limit: its message, accept command and a link to each artifact file,
    /// nothing read from them, so the page grows by a few lines a failure however large the images.
    static func linkedSection(_ r: VerifyResult, _ n: Int, from folder: String) -> String {
        var body = heading(r, n)
        let keys = linkOrder.filter { r.artifacts[$0] != nil } + r.artifacts.keys.filter { !linkOrder.contains($0) }.sorted()
        if !keys.isEmpty {
            let links = keys.map { key in
                let path = r.artifacts[key]!
                let name = PathParts.name(of: path) + (key == "frames" ? "/" : "")
                return "<a href=\"\(escape(href(to: path, from: folder)))\">\(escape(name))</a>"
            }
            body += "<p class=\"files\">\(links.joined(separator: " "))</p>\n"
        }
        return body + accept(r) + "</section>\n"
    }

    /// `path` relative to `folder`, both where they really are (links resolved, as a browser opening the page
    /// finds them; by name, from the current directory, when one does not exist), every byte but letters,
    /// digits and `-._~` percent-encoded in each component: an artifact folder's "%2F" stays a name, not a slash.
    static func href(to path: String, from folder: String) -> String {
        // Compared by bytes: String's == takes "é" composed and decomposed, two folders, for one.
        func components(_ p: String) -> [[UInt8]] { PathParts.components(RealPath.of(p) ?? AbsolutePath.of(p)).map(FileNameBytes.bytes) }
        let from = components(folder), to = components(path)
        let common = zip(from, to).prefix { $0 == $1 }.count
        let steps = Array(repeating: "..", count: from.count - common) + to[common...].map { percentEncoded($0) }
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    static func percentEncoded(_ component: [UInt8]) -> String {
        var out = ""
        for byte in component {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(printf: "%%%02X", Int(byte))
            }
        }
        return out
    }
}
