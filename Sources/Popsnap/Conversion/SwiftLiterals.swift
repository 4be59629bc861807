import PopsnapGeometry
import PopsnapRaster
import PopsnapText

/// Values written as Swift source, each reading back to exactly the value it was written from.
enum SwiftLiterals {
    /// A Double: whole numbers without ".0", others as Swift prints them (the shortest that reads back).
    static func number(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
    }

    /// A string literal, with quotes, backslashes and every control or invisible scalar escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A colour: 8-bit components when they are exact, else its Doubles.
    static func color(_ c: Color) -> String {
        let bytes = [c.red, c.green, c.blue, c.alpha].map { ($0 * 255).rounded() }
        if Color(r8: UInt8(bytes[0]), g8: UInt8(bytes[1]), b8: UInt8(bytes[2]), a8: UInt8(bytes[3])) == c {
            let hex = bytes.map { "0x" + String(Int($0), radix: 16, uppercase: true).leftPadded(to: 2) }
            return "Color(r8: \(hex[0]), g8: \(hex[1]), b8: \(hex[2])" + (bytes[3] == 255 ? ")" : ", a8: \(hex[3]))")
        }
        return "Color(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    /// A colour of both appearances: a system colour by its name (`.systemBackground`), so it keeps
    /// both values; else one value when they agree, or both.
    static func color(_ c: DynamicColor) -> String {
        if let name = c.name, Color.named[name] == c { return "." + name }
        return c.light == c.dark ? "DynamicColor(\(color(c.light)))" : "DynamicColor(light: \(color(c.light)), dark: \(color(c.dark)))"
    }

    /// A weight by its name (`.semibold`), else by its number.
    static func weight(_ w: FontWeight) -> String {
        FontWeight.named.sorted { $0.key < $1.key }.first { $0.value == w }.map { ".\($0.key)" } ?? "FontWeight(\(w.value))"
    }

    /// Insets as `EdgeInsets(all:)` when even, else with their non-zero edges.
    static func insets(_ i: EdgeInsets) -> String {
        if i.top == i.leading, i.top == i.bottom, i.top == i.trailing { return "EdgeInsets(all: \(number(i.top)))" }
        let edges = [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)].filter { $0.1 != 0 }
        return "EdgeInsets(" + edges.map { "\($0.0): \(number($0.1))" }.joined(separator: ", ") + ")"
    }

    /// A screen as `Screen`'s cases write it, the defaults left out.
    static func screen(_ s: Screen) -> String {
        switch s {
        case let .device(d, orientation): return ".device(.\(d)" + (orientation == .portrait ? ")" : ", orientation: .\(orientation))")
        case let .size(size, safeArea):
            let sized = ".size(Size(width: \(number(size.width)), height: \(number(size.height)))"
            guard safeArea != .zero else { return sized + ")" }
            return sized + ", safeArea: \(insets(safeArea)))"
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
