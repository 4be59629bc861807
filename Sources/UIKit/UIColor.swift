import Popsnap
import PopsnapRaster

/// A colour: fixed sRGB components, or one that depends on the traits it is drawn with (iOS's system
/// colours, `UIColor { traits in … }`), resolved for the view that draws it.
///
/// ```swift
/// let brand = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// let card = UIColor { $0.userInterfaceStyle == .dark ? .secondarySystemBackground : .white }
/// label.textColor = .secondaryLabel
/// ```
open class UIColor: Equatable, @unchecked Sendable {
    enum Value {
        case fixed(Color)
        case system(DynamicColor)
        case provider(@Sendable (UITraitCollection) -> UIColor)
    }

    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// An sRGB colour; components outside 0…1 are clamped when drawn.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        value = .fixed(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat) {
        value = .fixed(Color(white: Double(white), alpha: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness (HSB, each 0…1), converted to sRGB as UIKit converts it.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour a `CGColor` holds.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// A colour that `provider` gives for the traits of whatever draws it.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        value = .provider(provider)
    }

    /// The colour for `traits`: a fixed colour itself, a dynamic one its value there.
    open func resolvedColor(with traits: UITraitCollection) -> UIColor {
        switch value {
        case .fixed: self
        case .system, .provider: UIColor(.fixed(color(for: traits)))
        }
    }

    /// The same colour at `alpha` (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch value {
        case let .fixed(c): UIColor(.fixed(c.withAlpha(Double(alpha))))
        case let .system(d): UIColor(.system(DynamicColor(light: d.light.withAlpha(Double(alpha)), dark: d.dark.withAlpha(Double(alpha)))))
        case let .provider(p): UIColor(.provider { p($0).withAlphaComponent(alpha) })
        }
    }

    /// The colour as a `CGColor`, resolved for the current traits as UIKit resolves it.
    open var cgColor: CGColor {
        let c = color(for: UITraitCollection.current)
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Writes the colour's sRGB components for the current traits; true, as every colour here is RGB.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color(for: UITraitCollection.current)
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The sRGB value drawn for `traits` (light unless they say dark).
    func color(for traits: UITraitCollection) -> Color {
        switch value {
        case let .fixed(c): c
        case let .system(d): d.resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light)
        case let .provider(p): p(traits).color(for: traits)
        }
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        switch (a.value, b.value) {
        case let (.fixed(x), .fixed(y)): x == y
        case let (.system(x), .system(y)): x == y
        default: a === b
        }
    }
}
