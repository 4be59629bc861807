extension Color {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(…)`, `rgba(…)`, `hsl(…)` or `hsla(…)`: colours as numbers.
    ///
    /// The functions take CSS Color 4's forms and its number grammar (`ColorFunction`): components
    /// 0–255 or percentages, hue in degrees or an angle, saturation and lightness percentages, alpha
    /// 0–1 or a percentage, separated by commas or by spaces with `/` before alpha. Names such as
    /// `systemBlue` are not the pixel engine's business: Popsnap's `Color(parsing:appearance:)`
    /// knows them and hands everything else to this initializer.
    /// ```swift
    /// try Color(parsingHexOrRGB: "#FFCC00")
    /// try Color(parsingHexOrRGB: "rgba(0, 0, 0, 0.3)")
    /// try Color(parsingHexOrRGB: "hsl(211deg 100% 50% / 0.5)")
    /// ```
    public init(parsingHexOrRGB text: String) throws(RasterError) {
        let s = text.trimmingWhitespace()
        if s.hasPrefix("#") {
            self = try Self.parseHex(s, original: text)
        } else if let open = s.firstIndex(of: "("), s.hasSuffix(")") {
            let name = s[..<open].lowercased()
            guard let function = ColorFunction(rawValue: name) else {
                throw .invalidColor(text, reason: "unknown function \"\(name)\"; expected rgb(), rgba(), hsl() or hsla()")
            }
            do {
                self = try function.color(String(s[s.index(after: open)..<s.index(before: s.endIndex)]))
            } catch {
                throw .invalidColor(text, reason: error.reason)
            }
        } else {
            throw .invalidColor(text, reason: "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(…), rgba(…), hsl(…) or hsla(…)")
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
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
