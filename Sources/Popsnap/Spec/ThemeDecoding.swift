import PopsnapRaster
import PopsnapText

/// A spec's `theme` object: overrides of a kind's default metrics, colours and fonts, by name, each kind
/// with its table of setters (`AlertPopup.themeSetters`).
enum ThemeDecoding {
    typealias Setter<T> = (inout T, SpecReader, SpecContext) throws(SpecError) -> Void

    static func apply<T>(_ theme: inout T, _ r: SpecReader, context: SpecContext, _ table: [String: Setter<T>]) throws(SpecError) {
        let o = try r.object(keys: table.keys.sorted())
        for key in o.keys {
            guard let value = o.optional(key) else { continue }
            try table[key]!(&theme, value, context)
        }
    }

    static func length<T>(_ kp: WritableKeyPath<T, Double>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.length() }
    }
    static func cornerCurve<T>(_ kp: WritableKeyPath<T, CornerCurve>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.cornerCurve() }
    }
    static func color<T>(_ kp: WritableKeyPath<T, Color>) -> Setter<T> {
        { (t: inout T, r: SpecReader, c: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.color(c.appearance) }
    }
    static func optionalColor<T>(_ kp: WritableKeyPath<T, Color?>) -> Setter<T> {
        { (t: inout T, r: SpecReader, c: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.color(c.appearance) }
    }
    /// A colour given once stands for both appearances.
    static func dynamic<T>(_ kp: WritableKeyPath<T, DynamicColor>) -> Setter<T> {
        { (t: inout T, r: SpecReader, c: SpecContext) throws(SpecError) in t[keyPath: kp] = DynamicColor(try r.color(c.appearance)) }
    }
    /// A fixed font; a `textStyle` in it takes that style's size for the spec's content size.
    static func font<T>(_ kp: WritableKeyPath<T, TextStyle>) -> Setter<T> {
        { (t: inout T, r: SpecReader, c: SpecContext) throws(SpecError) in
            t[keyPath: kp] = try r.font(base: DynamicFont(t[keyPath: kp])).resolved(for: c.contentSize)
        }
    }
    /// A font that follows Dynamic Type until a `size` fixes it.
    static func dynamicFont<T>(_ kp: WritableKeyPath<T, DynamicFont>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.font(base: t[keyPath: kp]) }
    }
}
