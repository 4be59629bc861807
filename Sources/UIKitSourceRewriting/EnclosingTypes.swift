/// The type declarations around the lexer's position, innermost last: a `#selector(dismissView)` names a
/// method of the type it is written in, which the rewrite must name to make the selector callable.
struct EnclosingTypes {
    private var open: [(name: String, isClassLike: Bool, depth: Int)] = []
    /// A declaration whose `{` has not been reached yet.
    private var pending: (name: String, isClassLike: Bool)?
    private var depth = 0

    /// The innermost type, when a method of it can be a control's target: a class, or an extension (which
    /// may extend a struct; the compiler then refuses the selector, as it would on iOS).
    var invocableType: String? {
        guard let innermost = open.last, innermost.isClassLike else { return nil }
        return innermost.name
    }

    /// Every identifier the lexer reads in code passes here, with the name that follows it.
    mutating func note(keyword: String, declaredName: String?) {
        guard let kind = Self.declarations[keyword], let name = declaredName, !Self.notTypeNames.contains(name) else { return }
        pending = (name, kind)
    }

    mutating func openBrace() {
        depth += 1
        if let declaration = pending {
            open.append((declaration.name, declaration.isClassLike, depth))
            pending = nil
        }
    }

    mutating func closeBrace() {
        if open.last?.depth == depth { open.removeLast() }
        depth = max(0, depth - 1)
    }

    /// Declaration keywords, and whether their methods can be targets (class-like) or not.
    private static let declarations: [String: Bool] = ["class": true, "extension": true, "struct": false, "enum": false,
                                                       "protocol": false, "actor": false]
    /// What may follow `class` without declaring a type: `class func`, `class var`, `class override func`….
    private static let notTypeNames: Set = ["func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
                                            "private", "fileprivate", "internal", "public", "open", "required", "convenience",
                                            "dynamic", "lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating"]
}
