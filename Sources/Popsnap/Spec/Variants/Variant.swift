import PopsnapLayout

/// One point of a spec's variant matrix: a value for each axis the spec declares, nil for the others
/// (the spec's own value). Its name lists the values in axis order, so `alert.json` at German, dark,
/// AX3 is `alert.de.dark.AX3`, and a reference image is named after it.
public struct Variant: Sendable, Hashable, CustomStringConvertible {
    /// The locale whose translations the text takes ("de"); nil keeps the spec's own text.
    public var locale: String?
    /// Light or dark; nil keeps the spec's appearance.
    public var appearance: Appearance?
    /// The Dynamic Type size; nil keeps the spec's content size.
    public var contentSize: ContentSizeCategory?
    /// The screen the popup is drawn on; nil keeps the spec's screen.
    public var device: Device?
    /// Which way up the device is held; nil keeps the spec's orientation.
    public var orientation: Orientation?
    /// Device pixels a point; nil keeps the spec's scale (or its device's).
    public var scale: Scale?
    /// The iOS design the system kinds are drawn in; nil keeps the spec's.
    public var ios: IOSLook?

    /// A variant setting the axes given; the others stay nil (the spec's own values). `Variant()` is the spec
    /// as written.
    /// ```swift
    /// let v = Variant(locale: "de", appearance: .dark, contentSize: .accessibilityExtraLarge)
    /// v.named("alert")   // "alert.de.dark.AX3"
    /// ```
    public init(locale: String? = nil, appearance: Appearance? = nil, contentSize: ContentSizeCategory? = nil,
                device: Device? = nil, orientation: Orientation? = nil, scale: Scale? = nil, ios: IOSLook? = nil) {
        self.locale = locale
        self.appearance = appearance
        self.contentSize = contentSize
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.ios = ios
    }

    /// The value of each axis set, in axis order: `de.dark.AX3.iphone-se.landscape.2x.ios18`.
    public var name: String {
        VariantAxis.allCases.compactMap { value(of: $0) }.joined(separator: ".")
    }

    public var description: String { name }

    /// The axis's value as it appears in the name and in `--variant axis=value`.
    public func value(of axis: VariantAxis) -> String? {
        switch axis {
        case .locale: locale
        case .appearance: appearance?.rawValue
        case .contentSize: contentSize?.shortName
        case .device: device?.rawValue
        case .orientation: orientation?.rawValue
        case .scale: scale.map { "\($0.rawValue)x" }
        case .ios: ios?.name
        }
    }

    /// The file name of the variant of the spec named `base` (`alert`): `alert.de.dark.AX3`; `base` alone
    /// for a spec without variants.
    public func named(_ base: String) -> String {
        name.isEmpty ? base : base + "." + name
    }
}

/// The axes a spec can vary along, in the order variant names list them.
public enum VariantAxis: String, Sendable, CaseIterable {
    /// One case an axis, in naming order: `locale` ("de"), `appearance` ("dark"), `contentSize` ("AX3"),
    /// `device` ("iphone-se"), `orientation` ("landscape"), `scale` ("2x") and `ios` ("ios18").
    case locale, appearance, contentSize, device, orientation, scale, ios

    /// The key of its list in a spec's `variants`.
    public var key: String {
        switch self {
        case .locale: "locales"
        case .appearance: "appearances"
        case .contentSize: "contentSizes"
        case .device: "devices"
        case .orientation: "orientations"
        case .scale: "scales"
        case .ios: "ios"
        }
    }
}
