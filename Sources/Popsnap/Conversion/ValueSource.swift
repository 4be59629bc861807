/// Any model value written as the Swift expression that makes it again, read by `Mirror`, so a kind added
/// later converts without code of its own as long as it keeps the team's contract: its public `init` takes
/// its stored properties with the same labels in declaration order, an optional parameter defaults to nil
/// and a theme (a `DefaultInitializable` type) to `T()`, or to `T.liquidGlass` for a field named `glass…`
/// (`LiquidGlassTheme`).
///
/// - A leaf (`SwiftLeaf`: strings, numbers, colours, fonts, sizes, …) writes itself.
/// - An enum is `.case` or `.case(label: …)`; an optional is its value or `nil`; an array `[…]`.
/// - A `DefaultInitializable` value (a theme, `LintSettings`, …) is `T()` with the fields that differ
///   from `T()`'s assigned in a closure, so nothing equal to the default is written.
/// - A kind (`PopupKind`) or a `MemberwiseSource` is `T(label: value, …)`; a kind leaves out its nil
///   optionals and its default themes, and writes another theme as its differences from its default.
/// - An image file is `ImageFile(named:)`, its path relative to the folder the Swift file is in.
/// - Anything else (another class, a type outside the contract) is a `ConversionError` naming its place,
///   never left out.
struct ValueSource {
    /// The folder the Swift file goes in: image files are named relative to it.
    let folder: String

    /// `value` at `place` (a field path such as "popup.theme.width", for errors) as one Swift expression,
    /// its continuation lines indented by four spaces a level.
    func expression(_ value: Any, place: String) throws(ConversionError) -> String {
        if let leaf = value as? any SwiftLeaf { return try leaf.swiftExpression(self, place: place) }
        if let file = value as? ImageFile { return imageFile(file) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return try expression(wrapped, place: place)
        case .collection:
            var items: [String] = []
            for (i, child) in mirror.children.enumerated() { items.append(try expression(child.value, place: "\(place)[\(i)]")) }
            return Self.list("[", items, "]")
        case .dictionary:
            // Sorted by the keys' source: no unordered iteration reaches the output.
            var entries: [(key: String, value: String)] = []
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { throw ConversionError(place: place, what: "a dictionary entry") }
                let key = try expression(pair[0].value, place: place)
                entries.append((key, try expression(pair[1].value, place: "\(place)[\(key)]")))
            }
            return Self.list("[", entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }, "]")
        case .enum:
            return try enumCase(value, mirror, place: place)
        case .struct:
            if value is any PopupKind || value is any MemberwiseSource { return try call(value, mirror, place: place) }
            if let value = value as? any DefaultInitializable { return try differences(value) }
            throw ConversionError(place: place, what: "a value of type \(Self.typeName(value))")
        default:
            throw ConversionError(place: place, what: "a value of type \(Self.typeName(value))")
        }
    }

    /// Assignments `path.field = value` for each stored field of `value` whose source differs from
    /// `base`'s; a field that is itself `DefaultInitializable` is assigned field by field in turn, an
    /// `InlineFields` group's fields at `path` itself.
    func assignments(_ value: Any, base: Any, path: String, skipping: Set<String> = []) throws(ConversionError) -> [String] {
        var lines: [String] = []
        let baseFields = Dictionary(Mirror(reflecting: base).children.compactMap { c in c.label.map { ($0, c.value) } }) { a, _ in a }
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, !skipping.contains(label) else { continue }
            let place = path + "." + label
            guard let old = baseFields[label] else { throw ConversionError(place: place, what: "a field its default lacks") }
            if child.value is any InlineFields {
                lines += try assignments(child.value, base: old, path: path)
                continue
            }
            let written = try expression(child.value, place: place)
            if let oldWritten = try? expression(old, place: place), oldWritten == written { continue }
            if child.value is any DefaultInitializable, old is any DefaultInitializable {
                lines += try assignments(child.value, base: old, path: place)
            } else if let value = Self.optionalWrapped(child.value) as? any DefaultInitializable, Self.optionalWrapped(old) == nil {
                // An optional set from nil: made default first, then its differences (`spec.animation?.fps = 30`).
                let fresh = type(of: value).init()
                lines.append("\(place) = \(Self.typeName(value))()")
                lines += try assignments(value, base: fresh, path: place + "?")
            } else {
                lines.append("\(place) = \(written)")
            }
        }
        return lines
    }

    /// `label: value` for each stored field of `value` in declaration order whose source differs from
    /// `base`'s, and for those in `always`.
    func arguments(_ value: Any, differingFrom base: Any, always: Set<String>, place: String) throws(ConversionError) -> [String] {
        var args: [String] = []
        for (child, old) in zip(Mirror(reflecting: value).children, Mirror(reflecting: base).children) {
            guard let label = child.label else { continue }
            let written = try expression(child.value, place: place + "." + label)
            let old = try expression(old.value, place: place + "." + label)
            if always.contains(label) || written != old {
                args.append("\(label): \(written)")
            }
        }
        return args
    }

    /// `ImageFile(named: "…")`, read when the scene is drawn, from beside the Swift file (`#filePath`).
    func imageFile(_ file: ImageFile) -> String {
        "ImageFile(named: \(SwiftLiterals.string(RelativePath.from(folder, to: file.path))))"
    }

    /// `.case`, `.case(value)` or `.case(label: value, …)`.
    private func enumCase(_ value: Any, _ mirror: Mirror, place: String) throws(ConversionError) -> String {
        guard let payload = mirror.children.first else {
            // A case without a payload describes itself by its name, unless its type describes itself otherwise.
            if value is CustomStringConvertible || value is CustomDebugStringConvertible {
                throw ConversionError(place: place, what: "a \(Self.typeName(value)) that describes itself")
            }
            return ".\(value)"
        }
        let name = payload.label ?? ""
        let inner = Mirror(reflecting: payload.value)
        guard inner.displayStyle == .tuple else { return ".\(name)(\(try expression(payload.value, place: place + "." + name)))" }
        var args: [String] = []
        for (i, part) in inner.children.enumerated() {
            let label = part.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            let written = try expression(part.value, place: "\(place).\(name).\(label ?? String(i))")
            args.append(label.map { "\($0): \(written)" } ?? written)
        }
        return Self.list(".\(name)(", args, ")")
    }

    /// `base` when `value` equals it (`T()` unless given), else `base` with the differences assigned in a closure.
    private func differences(_ value: any DefaultInitializable, from base: (value: Any, source: String)? = nil) throws(ConversionError) -> String {
        let base = base ?? (type(of: value).init(), Self.typeName(value) + "()")
        let lines = try assignments(value, base: base.value, path: "t")
        guard !lines.isEmpty else { return base.source }
        return (["{", "    var t = \(base.source)"] + lines.map { "    " + Self.indented($0) } + ["    return t", "}()"]).joined(separator: "\n")
    }

    /// What a kind's theme field defaults to: `T.liquidGlass` for iOS 26's (a field named `glass…`), else `T()`.
    private static func defaultTheme(_ label: String, _ theme: any DefaultInitializable) -> (value: Any, source: String) {
        if label.hasPrefix("glass"), let glass = theme as? any LiquidGlassTheme {
            return (type(of: glass).liquidGlass, typeName(theme) + ".liquidGlass")
        }
        return (type(of: theme).init(), typeName(theme) + "()")
    }

    /// `T(label: value, …)`, one argument a stored field in declaration order; a kind leaves out nil
    /// optionals and themes equal to their `T()`, as its init defaults them, and a kind with an `init()`
    /// (`HUDPopup()`) every field equal to that one's.
    private func call(_ value: Any, _ mirror: Mirror, place: String) throws(ConversionError) -> String {
        if let kind = value as? any DefaultInitializable {
            return Self.list(Self.typeName(value) + "(", try arguments(kind, differingFrom: type(of: kind).init(), always: [], place: place), ")")
        }
        var args: [String] = []
        for child in mirror.children {
            guard let label = child.label else { continue }
            if value is any PopupKind {
                if Mirror(reflecting: child.value).displayStyle == .optional, Self.optionalWrapped(child.value) == nil { continue }
                if let theme = child.value as? any DefaultInitializable {
                    let written = try differences(theme, from: Self.defaultTheme(label, theme))
                    if written != Self.defaultTheme(label, theme).source { args.append("\(label): " + written) }
                    continue
                }
            }
            args.append("\(label): " + (try expression(child.value, place: place + "." + label)))
        }
        return Self.list(Self.typeName(value) + "(", args, ")")
    }

    /// Items on one line when short and single-line, else one a line, indented.
    static func list(_ open: String, _ items: [String], _ close: String) -> String {
        let line = open + items.joined(separator: ", ") + close
        if line.count <= 100, !line.contains("\n") { return line }
        return ([open] + items.map { "    " + indented($0) + "," } + [close]).joined(separator: "\n")
    }

    /// Continuation lines one level deeper.
    static func indented(_ s: String) -> String { s.replacingOccurrences(of: "\n", with: "\n    ") }

    /// The type's name as code outside the module writes it: `LintSettings.Suppression`, not `Popsnap.…`.
    static func typeName(_ value: Any) -> String {
        let full = String(reflecting: type(of: value))
        return full.split(separator: ".", maxSplits: 1).last.map(String.init) ?? full
    }

    /// An optional's wrapped value, nil for none; any other value as it is.
    private static func optionalWrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { optionalWrapped($0.value) } ?? nil
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
