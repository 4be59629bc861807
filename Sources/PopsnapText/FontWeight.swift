/// A font weight on the CSS / OpenType scale (100 thin … 900 black), with UIFont.Weight's names.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight on the 1–1000 scale: 400 regular, 700 bold.
    public let value: Int

    /// A weight of `value`, clamped to 1–1000 as OpenType's `wght` axis is.
    public init(_ value: Int) { self.value = min(1000, max(1, value)) }

    /// 100, UIFont.Weight.ultraLight.
    public static let ultraLight = FontWeight(100)
    /// 200, UIFont.Weight.thin.
    public static let thin = FontWeight(200)
    /// 300, UIFont.Weight.light.
    public static let light = FontWeight(300)
    /// 400, UIFont.Weight.regular.
    public static let regular = FontWeight(400)
    /// 500, UIFont.Weight.medium.
    public static let medium = FontWeight(500)
    /// 600, UIFont.Weight.semibold.
    public static let semibold = FontWeight(600)
    /// 700, UIFont.Weight.bold.
    public static let bold = FontWeight(700)
    /// 800, UIFont.Weight.heavy.
    public static let heavy = FontWeight(800)
    /// 900, UIFont.Weight.black.
    public static let black = FontWeight(900)

    /// The names a spec may use, as UIFont.Weight spells them.
    public static let named: [String: FontWeight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The weight a spec names (`"semibold"`), as UIFont.Weight spells it; nil for any other name.
    public init?(name: String) {
        guard let w = Self.named[name] else { return nil }
        self = w
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

    public var description: String {
        Self.named.first { $0.value == self }?.key ?? "\(value)"
    }

    /// The closest of `available`, by CSS's font matching rule: from 400 to 500, heavier weights up to
    /// 500 first, then lighter ones, then heavier; below 400, lighter first; above 500, heavier first.
    func nearest(in available: [FontWeight]) -> FontWeight? {
        if available.contains(self) { return self }
        let lighter = available.filter { $0 < self }.sorted(by: >)
        let heavier = available.filter { $0 > self }.sorted()
        if (400...500).contains(value) {
            return heavier.first { $0.value <= 500 } ?? lighter.first ?? heavier.first
        }
        return value < 400 ? (lighter.first ?? heavier.first) : (heavier.first ?? lighter.first)
    }
}
