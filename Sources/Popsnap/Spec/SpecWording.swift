import PopsnapJSON

/// The words of spec errors: what a value is ("the number 42") and what a range allows
/// ("from 0 to 1"), written once so every message reads the same way.
public enum SpecWording {
    /// Strings longer than this are cut in messages, so a pasted paragraph stays one line.
    static let quotedStringLimit = 40

    /// What a value is, as it follows "found".
    static func found(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return "the number " + number(n)
        case .string(let s): return "the string " + quoted(s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Whole numbers without a decimal point (`42`, not `42.0`); others in Swift's shortest
    /// form that reads back exactly (`0.1`, `1e+300`).
    static func number(_ n: Double) -> String {
        if n == 0 { return n.sign == .minus ? "-0" : "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// " from 0 to 1", " of at least 0", " of at most 1", or "" when unbounded.
    static func range(_ r: ClosedRange<Double>?) -> String {
        guard let r else { return "" }
        return bounds(lower: r.lowerBound == -.infinity ? nil : number(r.lowerBound),
                      upper: r.upperBound == .infinity ? nil : number(r.upperBound))
    }

    static func range(_ r: ClosedRange<Int>?) -> String {
        guard let r else { return "" }
        return bounds(lower: r.lowerBound == .min ? nil : String(r.lowerBound),
                      upper: r.upperBound == .max ? nil : String(r.upperBound))
    }

    private static func bounds(lower: String?, upper: String?) -> String {
        switch (lower, upper) {
        case let (l?, u?): return l == u ? " equal to \(l)" : " from \(l) to \(u)"
        case let (l?, nil): return " of at least \(l)"
        case let (nil, u?): return " of at most \(u)"
        case (nil, nil): return ""
        }
    }

    /// " of 1 to 3 elements", " of at least 1 element", " of exactly 2 elements", or "".
    static func count(_ r: ClosedRange<Int>?) -> String {
        guard let r, r.lowerBound > 0 || r.upperBound < .max else { return "" }
        if r.lowerBound == r.upperBound { return " of exactly " + elements(r.lowerBound) }
        if r.upperBound == .max { return " of at least " + elements(r.lowerBound) }
        if r.lowerBound <= 0 { return " of at most " + elements(r.upperBound) }
        return " of \(r.lowerBound) to " + elements(r.upperBound)
    }

    /// "1 element", "3 elements".
    static func elements(_ n: Int) -> String {
        n == 1 ? "1 element" : "\(n) elements"
    }

    /// `"abc"`, cut at `quotedStringLimit` characters: a value from a spec as a message shows it.
    static func quoted(_ s: String) -> String { JSONQuoting.quoted(s, limit: quotedStringLimit) }

    /// `"a", "b", "c"`.
    static func quotedList(_ words: [String]) -> String {
        words.map(quoted).joined(separator: ", ")
    }

    /// `one of "a", "b", "c"`, sorted so that a message is the same on every run.
    static func oneOf(_ names: some Sequence<String>) -> String {
        "one of " + quotedList(names.sorted())
    }

    /// "a, b or c" (`or: false`: "a, b and c").
    public static func list(_ words: [String], or: Bool = true) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
    }
}
