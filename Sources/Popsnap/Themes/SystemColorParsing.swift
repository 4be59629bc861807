import PopsnapRaster

extension Color {
    /// Parses a colour as a spec or the CLI writes it: a name from `Color.named` resolved in
    /// `appearance`, or `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)`.
    ///
    /// The numeric forms are the pixel engine's (`Color(parsingHexOrRGB:)`); the names are iOS's,
    /// so they are known here, beside the themes that use them.
    /// ```swift
    /// try Color(parsing: "#FFCC00")
    /// try Color(parsing: "rgba(0, 0, 0, 0.3)")
    /// try Color(parsing: "systemBlue", appearance: .dark)
    /// ```
    public init(parsing text: String, appearance: Appearance = .light) throws(RasterError) {
        self = try DynamicColor(parsing: text).resolved(for: appearance)
    }

    /// `text` without the whitespace around it, trimmed as `Color(parsingHexOrRGB:)` trims it.
    fileprivate static func trimmed(_ text: String) -> Substring {
        guard let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return text[...last].drop(while: \.isWhitespace)
    }
}

extension DynamicColor {
    /// A colour as a spec writes it, kept dynamic: a system colour's name keeps both of its values, and
    /// a number (`#RRGGBB`, `rgb(…)`, …) stands for both appearances, so a spec decoded once draws either.
    ///
    /// ```swift
    /// try DynamicColor(parsing: "systemBlue").resolved(for: .dark)   // 10, 132, 255
    /// ```
    public init(parsing text: String) throws(RasterError) {
        let s = Color.trimmed(text)
        if let named = Color.named[String(s)] {
            self = named
        } else if s.hasPrefix("#") || (s.contains("(") && s.hasSuffix(")")) {
            // The shapes Color(parsingHexOrRGB:) reads, so its more precise message is the one given.
            self = DynamicColor(try Color(parsingHexOrRGB: text))
        } else {
            throw .invalidColor(text, reason: "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(…), rgba(…), hsl(…), hsla(…) or a system colour name such as systemBlue")
        }
    }
}
