import PopsnapLayout

extension Variant {
    /// The variant whose axes have the values given, each spelled as `value(of:)` spells it (`"dark"`,
    /// `"AX3"`, `"iphone-se"`, `"2x"`, `"ios26"`); axes not given stay nil. The inverse of `value(of:)`, for a
    /// caller that receives a variant as text, such as a URL's query. A value no axis has is an error naming
    /// the axis and its values; a locale is checked when the variant is applied (`PopupSpec.variant(_:)`).
    ///
    /// ```swift
    /// let v = try Variant(values: [.appearance: "dark", .contentSize: "AX3"])
    /// v.name   // "dark.AX3"
    /// ```
    public init(values: [VariantAxis: String]) throws(VariantError) {
        self.init()
        for axis in VariantAxis.allCases {
            guard let text = values[axis] else { continue }
            switch axis {
            case .locale:
                guard !text.isEmpty else { throw VariantError("expected a locale such as \"de\", found nothing") }
                locale = text
            case .appearance: appearance = try Self.parse(text, axis, Appearance.allCases, \.rawValue)
            case .contentSize: contentSize = try Self.parse(text, axis, ContentSizeCategory.allCases, \.shortName)
            case .device: device = try Self.parse(text, axis, Device.allCases, \.rawValue)
            case .orientation: orientation = try Self.parse(text, axis, Orientation.allCases, \.rawValue)
            case .scale: scale = try Self.parse(text, axis, Scale.supported.compactMap(Scale.init(rawValue:)), { "\($0.rawValue)x" })
            case .ios: ios = try Self.parse(text, axis, IOSLook.allCases, \.name)
            }
        }
    }

    /// The choice among `cases` spelled `text`.
    private static func parse<T>(_ text: String, _ axis: VariantAxis, _ cases: [T], _ spelling: (T) -> String) throws(VariantError) -> T {
        guard let found = cases.first(where: { spelling($0) == text }) else {
            throw VariantError("expected \(axis.rawValue) \(SpecWording.list(cases.map(spelling))), found \(SpecWording.quoted(text))")
        }
        return found
    }
}
