/// `rgb()`, `rgba()`, `hsl()` and `hsla()` as CSS Color 4 writes them
/// (https://www.w3.org/TR/css-color-4/#rgb-functions, #the-hsl-notation): the legacy form with commas,
/// or the modern one with spaces, `none`, and `/` before alpha.
///
/// Values outside their range are errors rather than clamped as a browser would: a spec that says
/// `rgb(300, 0, 0)` has a mistake in it. Hues are angles, so they wrap.
enum ColorFunction: String {
    case rgb, rgba, hsl, hsla

    /// The colour `body` (the text between the parentheses) describes.
    func color(_ body: String) throws(ColorFunctionError) -> Color {
        let tokens: [CSSToken]
        do { tokens = try CSSToken.tokens(body) } catch { throw .notANumber(error.text) }
        let (channels, alphaToken, legacy) = try Self.split(tokens)
        let alpha = try alphaToken.map { t throws(ColorFunctionError) in try Self.alpha(t, legacy: legacy) } ?? 1
        switch self {
        case .rgb, .rgba:
            if legacy, Set(channels.map(\.isPercentage)).count > 1 { throw .mixedLegacyComponents }
            let scaled = try channels.map { t throws(ColorFunctionError) in
                try Self.value(t, numberScale: 255, noneAllowed: !legacy, range: "0 to 255")
            }
            return Color(red: scaled[0], green: scaled[1], blue: scaled[2], alpha: alpha)
        case .hsl, .hsla:
            let hue = try Self.hue(channels[0], legacy: legacy)
            // Legacy hsl() takes percentages only; the modern form reads a bare number as one.
            let sl = try channels.dropFirst().map { t throws(ColorFunctionError) in
                if legacy, !t.isPercentage { throw .expectedPercentage(t.text) }
                return try Self.value(t, numberScale: 100, noneAllowed: !legacy, range: "0% to 100%")
            }
            let (r, g, b) = Self.rgb(hue: hue, saturation: sl[0], lightness: sl[1])
            return Color(red: r, green: g, blue: b, alpha: alpha)
        }
    }

    /// Three channel tokens and an optional alpha, and whether they were separated by commas.
    private static func split(_ tokens: [CSSToken]) throws(ColorFunctionError) -> ([CSSToken], CSSToken?, Bool) {
        if tokens.contains(where: { $0.kind == .comma }) {
            // a , b , c [, alpha]: values at even places, commas at odd ones, no comma last.
            var values: [CSSToken] = []
            for (n, t) in tokens.enumerated() {
                let isComma = t.kind == .comma
                guard isComma != n.isMultiple(of: 2), t.kind != .slash else { throw .badSeparators }
                if !isComma { values.append(t) }
            }
            guard !tokens.count.isMultiple(of: 2) else { throw .badSeparators }
            guard values.count == 3 || values.count == 4 else { throw .valueCount(values.count) }
            return (Array(values.prefix(3)), values.count == 4 ? values[3] : nil, true)
        }
        let halves = tokens.split(separator: CSSToken(kind: .slash, text: "/"), omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw .moreThanOneSlash }
        let channels = Array(halves[0])
        if halves.count == 2, halves[1].count != 1 { throw .valueCount(channels.count + halves[1].count) }
        guard channels.count == 3 else { throw .valueCount(channels.count + (halves.count == 2 ? 1 : 0)) }
        return (channels, halves.count == 2 ? halves[1].first : nil, false)
    }

    /// A channel as 0…1: a number over `numberScale`, a percentage, or `none` (0).
    private static func value(_ t: CSSToken, numberScale: Double, noneAllowed: Bool,
                              range: String) throws(ColorFunctionError) -> Double {
        let unit: Double
        switch t.kind {
        case .number(let v): unit = v / numberScale
        case .percentage(let v): unit = v / 100
        case .ident("none") where noneAllowed: return 0
        default: throw .notANumber(t.text)
        }
        guard unit >= 0, unit <= 1 else { throw .outOfRange(t.text, range) }
        return unit
    }

    /// `<alpha-value>`: a number from 0 to 1 or a percentage, or `none` in the modern form.
    private static func alpha(_ t: CSSToken, legacy: Bool) throws(ColorFunctionError) -> Double {
        let range = t.isPercentage ? "0% to 100%" : "0 to 1"
        return try value(t, numberScale: 1, noneAllowed: !legacy, range: range)
    }

    /// `<hue>` in degrees, in 0..<360: a number (degrees) or an angle in deg, grad, rad or turn.
    private static func hue(_ t: CSSToken, legacy: Bool) throws(ColorFunctionError) -> Double {
        let degrees: Double
        switch t.kind {
        case .number(let v): degrees = v
        case .dimension(let v, "deg"): degrees = v
        case .dimension(let v, "grad"): degrees = v * 360 / 400
        case .dimension(let v, "rad"): degrees = v * 180 / .pi
        case .dimension(let v, "turn"): degrees = v * 360
        case .ident("none") where !legacy: return 0
        default: throw .expectedHue(t.text)
        }
        guard degrees.isFinite else { throw .expectedHue(t.text) }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    /// CSS Color 4's `hslToRgb` (§7.1), saturation and lightness in 0…1.
    static func rgb(hue: Double, saturation s: Double, lightness l: Double) -> (Double, Double, Double) {
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }
}

extension CSSToken {
    var isPercentage: Bool {
        if case .percentage = kind { return true }
        return false
    }
}

/// Why the arguments of a colour function are wrong; worded by `RasterError.invalidColor`.
enum ColorFunctionError: Error, Equatable {
    case notANumber(String)
    case outOfRange(String, String)
    case expectedHue(String)
    case expectedPercentage(String)
    case valueCount(Int)
    case moreThanOneSlash
    case badSeparators
    case mixedLegacyComponents

    var reason: String {
        switch self {
        case .notANumber(let t): return "\"\(t)\" is not a number"
        case let .outOfRange(t, range): return "\"\(t)\" is outside \(range)"
        case .expectedHue(let t): return "\"\(t)\" is not a hue (a number of degrees, or an angle in deg, grad, rad or turn)"
        case .expectedPercentage(let t): return "\"\(t)\" is not a percentage (with commas, hsl() takes saturation and lightness as percentages)"
        case .valueCount(let n): return "expected 3 colour components and an optional alpha, found \(n) values"
        case .moreThanOneSlash: return "more than one \"/\""
        case .badSeparators: return "expected values separated by commas, or by spaces with \"/\" before alpha"
        case .mixedLegacyComponents: return "with commas, the components are all numbers or all percentages (with spaces they may mix)"
        }
    }
}
