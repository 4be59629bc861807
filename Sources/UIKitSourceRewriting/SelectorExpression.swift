/// What a `#selector( … )` becomes: a `Selector` of Popsnap's UIKit module with the Objective-C name the
/// method would have on iOS and, when the rewrite can name the method's type, the unapplied method
/// (`Selector("dismissView:", PopUpWindow.dismissView(_:))`), so `UIControl.sendActions(for:)` can call it.
///
/// The type is the one written (`#selector(Type.method)`) or, for `#selector(method)` and
/// `#selector(self.method)`, the class or extension the expression is in. Otherwise (a method reached
/// through a variable, a property's getter or setter, a method of two or more arguments) the selector has
/// the name alone, and sending it fails loudly.
enum SelectorExpression {
    /// The replacement for `#selector(inner)`, or nil when `inner` is not a form the rewrite knows (the
    /// expression is then left for the compiler to report).
    static func rewritten(_ inner: String, enclosingType: String?) -> String? {
        let text = Array(inner.utf8)
        var i = skippingWhitespace(text, from: 0)
        for accessor in ["getter", "setter"] where text.has(accessor, at: i) {
            let colon = text.skippingSpaces(from: i + accessor.utf8.count)
            guard colon < text.count, text[colon] == UInt8(ascii: ":") else { continue }
            guard let (path, end) = dottedPath(text, from: skippingWhitespace(text, from: colon + 1)),
                  skippingWhitespace(text, from: end) == text.count, let property = path.last else { return nil }
            let name = accessor == "getter" ? property : "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
            return "Selector(\"\(name)\")"
        }
        guard let (path, pathEnd) = dottedPath(text, from: i), let method = path.last else { return nil }
        i = text.skippingSpaces(from: pathEnd)
        var labels: [String]? = nil
        if i < text.count, text[i] == UInt8(ascii: "(") {
            guard let (found, end) = argumentLabels(text, from: i + 1) else { return nil }
            labels = found
            i = end
        }
        guard skippingWhitespace(text, from: i) == text.count else { return nil }
        let name = objectiveCName(method, labels: labels ?? [])
        let qualifier = path.dropLast()
        let type: String?
        if qualifier.isEmpty || qualifier == ["self"] {
            type = enclosingType
        } else if qualifier.first != "self", qualifier.last?.utf8.first?.isUppercaseLetter == true {
            type = qualifier.joined(separator: ".")
        } else {
            type = nil
        }
        guard let type, (labels?.count ?? 0) <= 1 else { return "Selector(\"\(name)\")" }
        let reference = type + "." + method + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
        return "Selector(\"\(name)\", \(reference))"
    }

    /// Swift's default Objective-C name: `dismiss`, `dismiss:` for `dismiss(_:)`, `dismissWithSender:` for
    /// `dismiss(sender:)`, and each further label followed by a colon.
    static func objectiveCName(_ method: String, labels: [String]) -> String {
        var name = method
        for (position, label) in labels.enumerated() {
            if label == "_" { name += ":" }
            else if position == 0 { name += "With" + label.prefix(1).uppercased() + label.dropFirst() + ":" }
            else { name += label + ":" }
        }
        return name
    }

    private static func dottedPath(_ text: [UInt8], from start: Int) -> ([String], Int)? {
        var path: [String] = []
        var i = start
        while true {
            let end = text.identifierEnd(from: i)
            guard end > i else { return nil }
            path.append(text.text(i..<end))
            guard end < text.count, text[end] == UInt8(ascii: ".") else { return (path, end) }
            i = end + 1
        }
    }

    /// `label:` or `_:`, each, up to the closing parenthesis.
    private static func argumentLabels(_ text: [UInt8], from start: Int) -> ([String], Int)? {
        var labels: [String] = []
        var i = skippingWhitespace(text, from: start)
        while i < text.count, text[i] != UInt8(ascii: ")") {
            let end = text.identifierEnd(from: i)
            guard end > i else { return nil }
            let colon = text.skippingSpaces(from: end)
            guard colon < text.count, text[colon] == UInt8(ascii: ":") else { return nil }
            labels.append(text.text(i..<end))
            i = skippingWhitespace(text, from: colon + 1)
        }
        return i < text.count ? (labels, i + 1) : nil
    }

    private static func skippingWhitespace(_ text: [UInt8], from start: Int) -> Int {
        var i = start
        while i < text.count, text[i].isHorizontalSpace || text[i] == UInt8(ascii: "\n") || text[i] == UInt8(ascii: "\r") { i += 1 }
        return i
    }
}
