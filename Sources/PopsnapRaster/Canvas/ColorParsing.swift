extension Color {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(…)` or `rgba(…)`: colours as numbers.
    ///
    /// `rgb()` and `rgba()` take CSS's forms: components 0–255 or percentages, alpha 0–1 or a
    /// percentage, separated by commas or by spaces with `/` before alpha. Names such as
    /// `systemBlue` are not the pixel engine's business: Popsnap's `Color(parsing:appearance:)`
    /// knows them and hands everything else to this initializer.
    /// ```swift
    /// try Color(parsingHexOrRGB: "#FFCC00")
    /// try Color(parsingHexOrRGB: "rgba(0, 0, 0, 0.3)")
    /// ```
    public init(parsingHexOrRGB text: String) throws(RasterError) {
        let s = text.trimmingWhitespace()
        if s.hasPrefix("#") {
            self = try Self.parseHex(s, original: text)
        } else if let open = s.firstIndex(of: "("), s.hasSuffix(")") {
            let function = s[..<open].lowercased()
            guard function == "rgb" || function == "rgba" else {
                throw .invalidColor(text, reason: "unknown function \"\(function)\"; expected rgb() or rgba()")
            }
            self = try Self.parseFunction(String(s[s.index(after: open)..<s.index(before: s.endIndex)]), original: text)
        } else {
            throw .invalidColor(text, reason: "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(…) or rgba(…)")
        }
    }

    private static func parseHex(_ s: String, original: String) throws(RasterError) -> Color {
        let digits = Array(s.utf8.dropFirst())
        var values: [UInt8] = []
        for d in digits {
            guard let v = hexValue(d) else {
                throw .invalidColor(original, reason: "\"\(Character(Unicode.Scalar(d)))\" is not a hexadecimal digit")
            }
            values.append(v)
        }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 * 17 }
            return Color(r8: c[0], g8: c[1], b8: c[2], a8: c.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return Color(r8: c[0], g8: c[1], b8: c[2], a8: c.count == 4 ? c[3] : 255)
        default:
            throw .invalidColor(original, reason: "a hex colour has 3, 4, 6 or 8 digits, found \(values.count)")
        }
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func parseFunction(_ body: String, original: String) throws(RasterError) -> Color {
        var parts: [String]
        var alphaPart: String?
        if body.contains(",") {
            parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            if parts.count == 4 { alphaPart = parts.removeLast() }
        } else {
            let halves = body.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { throw .invalidColor(original, reason: "more than one \"/\"") }
            parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if halves.count == 2 { alphaPart = halves[1].trimmingWhitespace() }
        }
        guard parts.count == 3 else {
            throw .invalidColor(original, reason: "expected 3 colour components and an optional alpha, found \(parts.count + (alphaPart == nil ? 0 : 1)) values")
        }
        var rgb: [Double] = []
        for p in parts {
            rgb.append(try component(p, scale: 255, original: original))
        }
        let alpha = try alphaPart.map { a throws(RasterError) in try component(a, scale: 1, original: original) } ?? 1
        return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// A number over `scale`, or a percentage; out-of-range values are errors rather than silently clamped.
    private static func component(_ text: String, scale: Double, original: String) throws(RasterError) -> Double {
        let isPercent = text.hasSuffix("%")
        let number = isPercent ? String(text.dropLast()) : text
        guard let v = Double(number), v.isFinite else {
            throw .invalidColor(original, reason: "\"\(text)\" is not a number")
        }
        let unit = isPercent ? v / 100 : v / scale
        guard unit >= 0, unit <= 1 else {
            let range = isPercent ? "0% to 100%" : (scale == 1 ? "0 to 1" : "0 to 255")
            throw .invalidColor(original, reason: "\"\(text)\" is outside \(range)")
        }
        return unit
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
