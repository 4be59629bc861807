import PopsnapFiles

/// An override (`SpecOverrides`) that does not fit the popup it describes or changes. It names the
/// fields concerned as values and words its problem without naming any front end's spelling of them,
/// so each front end words it: the CLI names its options, a Swift caller reads the fields.
///
/// ```swift
/// do { _ = try PopupSpec.make(file: nil, overrides: SpecOverrides()) } catch {
///     if case let .overrides(e) = error { print(e.fields) }      // [kind]
/// }
/// ```
public struct OverrideError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The overrides concerned, as values a front end words in its own spelling (the CLI as its flags).
    public var fields: [SpecOverrides.Field]
    /// What is wrong with them.
    public var problem: Problem
    /// What to do about a file the override names (an image too large to read); nil for the rest.
    public var remedy: Remedy?

    /// What is wrong with an override, in words naming no field: the front end names them from `fields`.
    public enum Problem: Sendable, Equatable {
        /// What was expected, in words naming no option ("a confirmation needs a message").
        case text(String)
        /// A slice of the matrix (`SpecOverrides.variants`) chose more than the one a still needs: their
        /// number, and the names of the first few.
        case severalVariants(count: Int, first: [String])
    }

    /// An error about `fields`, saying `problem`.
    /// ```swift
    /// throw OverrideError([.title], .text("a confirmation needs a message"))
    /// ```
    public init(_ fields: [SpecOverrides.Field], _ problem: Problem) {
        self.fields = fields
        self.problem = problem
    }

    /// The problem in words; `everyVariant` says how the caller renders every variant instead of one.
    public func problem(everyVariant: String) -> String {
        switch problem {
        case let .text(text): return text
        case let .severalVariants(count, first):
            return "chooses \(count) variants (\(first.joined(separator: ", "))\(count > first.count ? ", …" : "")); "
                + "name a value for every axis the spec declares, or \(everyVariant)"
        }
    }

    /// `<options>: SpecOverrides.title, SpecOverrides.message: …`, in a Swift caller's words.
    public var description: String {
        "\(SpecOverrides.source): \(fields.map { "SpecOverrides.\($0.rawValue)" }.joined(separator: ", ")): "
            + problem(everyVariant: "take them all from PopupSpec.variants(file:overrides:)") + (remedy.map { $0.joiner + $0.inSwift } ?? "")
    }
}

extension SpecOverrides {
    /// The fields of `SpecOverrides`, by name: what an `OverrideError` is about.
    public enum Field: String, Sendable, Equatable, CaseIterable {
        /// One case a field of `SpecOverrides`, named as the property is (`contentSize`, `ios`, …).
        case scale, device, size, orientation, appearance, contentSize, ios, locale, variants, kind, title, message, buttons, background
    }

    func error(_ fields: Field..., saying text: String, remedy: Remedy? = nil) -> PopsnapError {
        var e = OverrideError(fields, .text(text))
        e.remedy = remedy
        return .overrides(e)
    }
}
