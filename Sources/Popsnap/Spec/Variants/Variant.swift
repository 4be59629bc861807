import PopsnapLayout

/// One point of a spec's variant matrix: a value for each axis the spec declares, nil for the others
/// (the spec's own value). Its name lists the values in axis order, so `alert.json` at German, dark,
/// AX3 is `alert.de.dark.AX3`, and a reference image is named after it.
public struct Variant: Sendable, Hashable, CustomStringConvertible {
    public var locale: String?
    public var appearance: Appearance?
    public var contentSize: ContentSizeCategory?
    public var device: Device?
    public var orientation: Orientation?
    public var scale: Scale?
    public var ios: IOSLook?

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
