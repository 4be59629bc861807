import PopsnapLayout

/// A spec's `variants`: the values of each axis it varies along. The matrix is every combination, the
/// first axis slowest (locale, appearance, content size, device, orientation, scale, iOS look).
///
/// ```json
/// "variants": {"locales": ["en", "de", "ja", "ar"], "appearances": ["light", "dark"], "contentSizes": ["L", "AX3"]}
/// ```
public struct VariantAxes: Sendable, Equatable {
    /// The `locales` a spec declares ("en", "de"), each a locale of its translations.
    public var locales: [String] = []
    /// The `appearances` declared: light, dark or both.
    public var appearances: [Appearance] = []
    /// The `contentSizes` declared, by UIKit or short name ("large", "AX3").
    public var contentSizes: [ContentSizeCategory] = []
    /// The `devices` declared, by their raw names ("iphone-se", "ipad-pro-13").
    public var devices: [Device] = []
    /// The `orientations` declared: portrait, landscape or both.
    public var orientations: [Orientation] = []
    /// The `scales` declared (1, 2, 3).
    public var scales: [Scale] = []
    /// The iOS looks declared (18, 26).
    public var ios: [IOSLook] = []

    /// No axes: a matrix of one, the spec as written. Fill the lists a spec's `variants` gives.
    /// ```swift
    /// var axes = VariantAxes()
    /// axes.appearances = [.light, .dark]
    /// axes.contentSizes = [.large, .accessibilityLarge]
    /// axes.matrixSize   // 4
    /// ```
    public init() {}

    /// Whether no axis declares a value (the spec has no variants).
    public var isEmpty: Bool { VariantAxis.allCases.allSatisfy { count($0) == 0 } }

    func count(_ axis: VariantAxis) -> Int {
        switch axis {
        case .locale: locales.count
        case .appearance: appearances.count
        case .contentSize: contentSizes.count
        case .device: devices.count
        case .orientation: orientations.count
        case .scale: scales.count
        case .ios: ios.count
        }
    }

    /// How many variants the matrix has: the product of the declared axes' counts.
    public var matrixSize: Int {
        VariantAxis.allCases.reduce(1) { $0 * max(1, count($1)) }
    }

    /// Every variant, in order; one empty variant when no axis is declared.
    public var matrix: [Variant] {
        var out = [Variant()]
        func expand<T>(_ values: [T], _ set: (inout Variant, T) -> Void) {
            guard !values.isEmpty else { return }
            out = out.flatMap { v in values.map { value in var w = v; set(&w, value); return w } }
        }
        expand(locales) { $0.locale = $1 }
        expand(appearances) { $0.appearance = $1 }
        expand(contentSizes) { $0.contentSize = $1 }
        expand(devices) { $0.device = $1 }
        expand(orientations) { $0.orientation = $1 }
        expand(scales) { $0.scale = $1 }
        expand(ios) { $0.ios = $1 }
        return out
    }

    /// The values of `axis` as they are written in names and in `--variant`.
    public func values(of axis: VariantAxis) -> [String] {
        switch axis {
        case .locale: locales
        case .appearance: appearances.map(\.rawValue)
        case .contentSize: contentSizes.map(\.shortName)
        case .device: devices.map(\.rawValue)
        case .orientation: orientations.map(\.rawValue)
        case .scale: scales.map { "\($0.rawValue)x" }
        case .ios: ios.map(\.name)
        }
    }
}
