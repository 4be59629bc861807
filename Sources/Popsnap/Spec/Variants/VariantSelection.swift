/// A slice of a variant matrix, as `--variant locale=de,appearance=dark` chooses it: for each axis named,
/// the values kept (an axis named twice keeps both); axes not named keep every value.
public struct VariantSelection: Sendable, Equatable {
    /// The values kept for each axis named, as written (`"de"`, `"dark"`, `"AX3"`): compared with
    /// `Variant.value(of:)`.
    public private(set) var chosen: [VariantAxis: [String]] = [:]

    /// An empty selection: every variant of the matrix.
    public init() {}

    /// Reads `axis=value,axis=value`; an unknown axis is an error naming the axes.
    public init(parsing text: String) throws(VariantError) {
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[1].isEmpty else {
                throw VariantError("expected axis=value pairs separated by commas, such as locale=de,appearance=dark; found \"\(part)\"")
            }
            guard let axis = VariantAxis(rawValue: String(pair[0])) else {
                throw VariantError("unknown axis \"\(pair[0])\"; the axes are \(SpecWording.list(NameTable(VariantAxis.self).names, or: false))")
            }
            chosen[axis, default: []].append(String(pair[1]))
        }
    }

    /// Whether no axis is named, so the selection keeps the whole matrix.
    public var isEmpty: Bool { chosen.isEmpty }

    /// The variants of `axes` in the slice, in matrix order. A value the spec does not declare is an error,
    /// so a typo never selects nothing.
    public func variants(of axes: VariantAxes, spec: String) throws(VariantError) -> [Variant] {
        for (axis, values) in chosen.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let declared = axes.values(of: axis)
            guard !declared.isEmpty else {
                throw VariantError("\(spec) declares no \(axis.key) in its variants; it declares "
                                   + (VariantAxis.allCases.filter { !axes.values(of: $0).isEmpty }.map(\.key).joined(separator: ", ").nonEmpty ?? "none"))
            }
            for v in values where !declared.contains(v) {
                throw VariantError("\(spec) has no \(axis.rawValue) \"\(v)\"; its \(axis.key) are \(SpecWording.list(declared, or: false))")
            }
        }
        return axes.matrix.filter { variant in chosen.allSatisfy { axis, values in values.contains(variant.value(of: axis) ?? "") } }
    }
}

/// A variant that cannot be chosen: an unknown axis, or a value the spec does not declare.
public struct VariantError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What cannot be chosen and why, naming the axis or value and what the spec declares.
    public let message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
