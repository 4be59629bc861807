/// A `#if` or `#elseif` line's condition as iOS's compiler evaluates it where Linux's would not: `os(iOS)`
/// becomes `true`. Every other condition keeps Linux's value (`canImport(UIKit)` already holds with Popsnap's
/// UIKit module, and `os(Linux)` stays true so a file can still tell the two apart).
enum PlatformCondition {
    /// `line` (a directive without its comment) with each `os(iOS)` replaced by `true` and spaces of the
    /// same length, so the columns after it stay right.
    static func holdingForIOS(_ line: [UInt8]) -> [UInt8] {
        var result = line
        var i = 0
        while i < line.count {
            let end = line.identifierEnd(from: i)
            guard end > i else { i += 1; continue }
            if line.text(i..<end) == "os", i == 0 || !line[i - 1].isIdentifierBody, let close = iOSArgumentEnd(line, from: end) {
                let replacement = Array("true".utf8) + Array(repeating: UInt8(ascii: " "), count: close + 1 - i - 4)
                result.replaceSubrange(i...close, with: replacement)
                i = close + 1
            } else {
                i = end
            }
        }
        return result
    }

    /// The index of the `)` of `( iOS )` starting at `index`, nil when the argument is another platform.
    private static func iOSArgumentEnd(_ line: [UInt8], from index: Int) -> Int? {
        var i = line.skippingSpaces(from: index)
        guard i < line.count, line[i] == UInt8(ascii: "(") else { return nil }
        i = line.skippingSpaces(from: i + 1)
        let end = line.identifierEnd(from: i)
        guard line.text(i..<end) == "iOS" else { return nil }
        i = line.skippingSpaces(from: end)
        return i < line.count && line[i] == UInt8(ascii: ")") ? i : nil
    }
}
