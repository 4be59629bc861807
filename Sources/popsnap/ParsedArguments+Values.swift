import Popsnap
import PopsnapGeometry

/// Typed reads of option values. Each returns nil when the option is absent and throws a usage
/// error naming the option and quoting what was found, so the user sees what to fix:
/// ```
/// popsnap render: --scale expects 1, 2 or 3, found "4"
/// popsnap render: --size expects WIDTHxHEIGHT in points, like 390x844, found "390"
/// ```
extension ParsedArguments {
    /// A finite number, optionally within `range`.
    func double(_ name: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        let option = declared(name).displayName
        guard let number = Double(text) else { throw usageError("\(option) expects a number, found \"\(text)\"") }
        guard number.isFinite else { throw usageError("\(option) expects a finite number, found \"\(text)\"") }
        if let range, !range.contains(number) {
            throw usageError("\(option) expects a number from \(Self.format(range.lowerBound)) to "
                + "\(Self.format(range.upperBound)), found \"\(text)\"")
        }
        return number
    }

    /// A whole number, optionally within `range`.
    func int(_ name: String, in range: ClosedRange<Int>? = nil) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        let option = declared(name).displayName
        guard let number = Int(text) else {
            // "2.5" and "abc" are different mistakes; say which one was made.
            let expected = Double(text) == nil ? "a number" : "a whole number"
            throw usageError("\(option) expects \(expected), found \"\(text)\"")
        }
        if let range, !range.contains(number) {
            throw usageError("\(option) expects \(Self.describe(range)), found \"\(text)\"")
        }
        return number
    }

    /// A size written `WxH` in whole, positive units: `390x844`.
    func size(_ name: String) throws(UsageError) -> Size? {
        guard let text = value(name) else { return nil }
        let option = declared(name).displayName
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else {
            throw usageError("\(option) expects WIDTHxHEIGHT in points, like 390x844, found \"\(text)\"")
        }
        guard width > 0, height > 0 else {
            throw usageError("\(option) expects a width and a height above zero, found \"\(text)\"")
        }
        return Size(width: Double(width), height: Double(height))
    }

    /// One of a fixed set of words, such as `light` or `dark`; a near miss gets a suggestion.
    func choice(_ name: String, from choices: [String]) throws(UsageError) -> String? {
        guard let text = value(name) else { return nil }
        if choices.contains(text) { return text }
        let option = declared(name).displayName
        var message = "\(option) expects \(SpecWording.list(choices)), found \"\(text)\""
        if let guess = suggestion(for: text, among: choices) { message += "; did you mean \(guess)?" }
        throw usageError(message)
    }

    /// The case of `type` the option names (`args.choice("--orientation", from: Orientation.self)`).
    func choice<T: CaseIterable & RawRepresentable>(_ name: String, from type: T.Type) throws(UsageError) -> T? where T.RawValue == String {
        let table = NameTable(type)
        return try choice(name, from: table.names).flatMap { table.byName[$0] }
    }

    // MARK: - Wording

    /// `2` rather than `2.0`: ranges are written as people write them.
    private static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// Small ranges read better spelled out: "1, 2 or 3".
    private static func describe(_ range: ClosedRange<Int>) -> String {
        // Checked before `count`, which would overflow for 0...Int.max.
        if range.upperBound == Int.max { return "a whole number from \(range.lowerBound) up" }
        if range.count <= 4 { return SpecWording.list(range.map(String.init)) }
        return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
