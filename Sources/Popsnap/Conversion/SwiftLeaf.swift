import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// A value `ValueSource` writes by its own rule rather than field by field: literals, colours by their
/// system names, fonts by their text styles, and types whose init is not their fields.
protocol SwiftLeaf {
    /// The expression making this value, written with `writer`'s settings; `place` names it in an error.
    func swiftExpression(_ writer: ValueSource, place: String) throws(ConversionError) -> String
}

/// A type whose `init()` is its default, written as that default and the fields that differ (themes,
/// `VariantAxes`, `LintSettings`, `AnimationSpec`). A kind's theme conforms in its kind's folder, with one line.
protocol DefaultInitializable { init() }

/// A group of fields its parent reads and writes as its own (`spec.statusBar` for `spec.surroundings.statusBar`):
/// written at the parent's path.
protocol InlineFields: DefaultInitializable {}

/// A theme with an instance for iOS 26's look, which a kind's `glass…` theme field defaults to.
protocol LiquidGlassTheme: DefaultInitializable { static var liquidGlass: Self { get } }

/// A type outside the kinds whose public init takes its stored properties with the same labels, in
/// declaration order, written `T(label: value, …)` with every field.
protocol MemberwiseSource {}

extension VariantAxes: DefaultInitializable {}
extension LintSettings: DefaultInitializable {}
extension AnimationSpec: DefaultInitializable {}

extension LintSettings.Suppression: MemberwiseSource {}
extension StatusBar: MemberwiseSource {}
extension Size: MemberwiseSource {}
extension Point: MemberwiseSource {}
extension ImagePlacement: MemberwiseSource {}
extension Rect: MemberwiseSource {}

extension String: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { SwiftLiterals.string(self) }
}

extension Double: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { SwiftLiterals.number(self) }
}

extension Int: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { String(self) }
}

extension Bool: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { self ? "true" : "false" }
}

extension Scale: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { String(rawValue) }
}

extension Color: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { SwiftLiterals.color(self) }
}

extension DynamicColor: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { SwiftLiterals.color(self) }
}

extension FontWeight: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { SwiftLiterals.weight(self) }
}

extension EdgeInsets: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { SwiftLiterals.insets(self) }
}

extension Screen: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) -> String { SwiftLiterals.screen(self) }
}

extension TextStyle: SwiftLeaf {
    /// `TextStyle(size: 17, weight: .semibold)`: the family when not the system's, the size, then what
    /// differs from the init's defaults.
    func swiftExpression(_ writer: ValueSource, place: String) throws(ConversionError) -> String {
        let args = try writer.arguments(self, differingFrom: TextStyle(size: size), always: ["size"], place: place)
        return ValueSource.list("TextStyle(", args, ")")
    }
}

extension DynamicFont: SwiftLeaf {
    /// `DynamicFont(TextStyle(…))`, with its text style when its size follows one.
    func swiftExpression(_ writer: ValueSource, place: String) throws(ConversionError) -> String {
        let written = try style.swiftExpression(writer, place: place)
        return "DynamicFont(" + ValueSource.indented(written) + (textStyle.map { ", textStyle: .\($0)" } ?? "") + ")"
    }
}

extension Glass: SwiftLeaf {
    /// `Glass(.regular)` or `Glass(.clear, tint: …)`.
    func swiftExpression(_ writer: ValueSource, place: String) -> String {
        "Glass(.\(style)" + (tint.map { ", tint: " + SwiftLiterals.color($0) } ?? "") + ")"
    }
}

extension ShadowStyle: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) throws(ConversionError) -> String {
        "ShadowStyle(color: \(SwiftLiterals.color(color)), offsetX: \(SwiftLiterals.number(offset.x)), offsetY: \(SwiftLiterals.number(offset.y)), "
            + "radius: \(SwiftLiterals.number(radius)))"
    }
}
