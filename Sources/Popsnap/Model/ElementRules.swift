import PopsnapFiles
import PopsnapRaster

/// The rules every element tree keeps, whoever made it (a spec's JSON, the builder, values built by hand):
/// names that can be path segments, sibling names that differ, children only on containers. One place, one set of messages; the
/// JSON decoder says where in the file, a Swift tree's error names the element's path.
extension Element {
    /// Where a broken rule is: the element's name, one of its children (by index), one of its fields
    /// (by the spec key that writes it).
    enum RulePlace: Equatable {
        case name, child(Int), field(String)
    }

    /// The first rule this element breaks on its own (its children checked only as its siblings' names),
    /// with where; nil when it keeps them all. Which fields go with which kind is not among them: the
    /// element's `Content` holds each kind's fields, so the compiler keeps them apart.
    func brokenRule() -> (place: RulePlace, message: String)? {
        if let message = Self.nameProblem(name) { return (.name, message) }
        if role.isEmpty { return (.field("role"), "expected a non-empty role, found \"\"") }
        if !children.isEmpty, !kind.isContainer { return (.field("children"), Self.childrenMessage) }
        var names = Set<String>()
        for (i, child) in children.enumerated() {
            if let message = Self.siblingProblem(child.name, among: &names) { return (.child(i), message) }
        }
        return nil
    }

    /// Why `name` cannot be a path's segment; nil when it can.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "expected a non-empty name, found \"\"" }
        // By scalars: "/" followed by a combining mark is one Character, and would pass.
        if name.unicodeScalars.contains("/") {
            return "expected a name without \"/\" (it separates a path's parts), found \(SpecWording.quoted(name))"
        }
        // A name is printed in every finding's path: a control character in it would act on the terminal.
        if TerminalText.hasControlCharacters(name) {
            return "expected a name without control characters, found \(SpecWording.quoted(name))"
        }
        return nil
    }

    /// Why a child named `name` cannot join siblings named `names` (then adds it to them); nil when it can.
    static func siblingProblem(_ name: String, among names: inout Set<String>) -> String? {
        names.insert(name).inserted ? nil : "another child is already named \"\(name)\"; names make paths, so they must differ"
    }

    static let childrenMessage = "only vstack, hstack and overlay have children"
}

/// An element tree that breaks one of the rules of `Element`'s trees, with the path of the element
/// ("container/buttons/ok") and what is wrong.
///
/// ```swift
/// do { try tree.validate() } catch { print(error) }   // container/buttons/ok: another child is already named "ok"; …
/// ```
public struct ElementError: RemediableError, Equatable, Sendable {
    /// The element's path; for a name that cannot be one, its parent's ("" for the root).
    public var path: String
    /// What is wrong at `path`, in words ("another child is already named \"ok\"").
    public var message: String
    /// Raising a limit the tree reaches (its depth, its elements); nil for a broken rule.
    public var remedy: Remedy?

    /// An error at the element `path` ("container/buttons/ok"; "" for the root), saying `message`.
    public init(path: String, message: String, remedy: Remedy? = nil) {
        self.path = path
        self.message = message
        self.remedy = remedy
    }

    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// `path: message`.
    public var problem: String { path.isEmpty ? message : "\(path): \(message)" }
}

extension Element {
    /// Checks the whole tree against the rules every tree keeps, and its size against `limits` (nil: the
    /// size is not checked); a JSON spec's tree has been checked as it was decoded, with the same messages.
    ///
    /// ```swift
    /// let box = Element(.box, name: "a/b", role: "box")
    /// try box.validate()   // throws: expected a name without "/" (it separates a path's parts), found "a/b"
    /// ```
    public func validate(limits: SpecLimits? = .default) throws(ElementError) {
        if let limits, let exceeded = ElementCensus(self, children: \.children).problem(limits: limits) {
            throw ElementError(path: "", message: exceeded.problem, remedy: exceeded.remedy)
        }
        try validateTree(parentPath: "")
    }

    /// Parents first, so a path in a message is made only of names already checked.
    private func validateTree(parentPath: String) throws(ElementError) {
        let path = path(under: parentPath)
        switch brokenRule() {
        case nil: break
        case let (.child(i), message)?:
            // A child's own rules first, as a spec's child is checked as it is read, before its siblings.
            for child in children { try child.validateTree(parentPath: path) }
            throw ElementError(path: children[i].path(under: path), message: message)
        case let (place, message)?: throw ElementError(path: place == .name ? parentPath : path, message: message)
        }
        for child in children { try child.validateTree(parentPath: path) }
    }
}
