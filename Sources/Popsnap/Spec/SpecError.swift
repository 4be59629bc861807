import PopsnapFiles

/// A spec the user wrote that cannot be used, said so they can fix it without guessing:
/// the file, the JSON path, the line and column, and what was expected against what was found.
///
/// ```swift
/// let e = SpecError(file: "Snapshots/alert.json", path: "popup.buttons[2].title", line: 12, column: 5,
///                   message: "expected a string, found the number 42")
/// print(e) // Snapshots/alert.json:12:5: popup.buttons[2].title: expected a string, found the number 42
/// ```
public struct SpecError: RemediableError, Equatable, Sendable {
    /// The file as the user named it, or `<stdin>`, or `<flags>` for command-line options.
    public var file: String
    /// The JSON path from the root, e.g. `popup.buttons[2].title`; "" for the root itself.
    public var path: String
    /// 1-based, when the error points into the file's text.
    public var line: Int?
    /// 1-based, in Unicode scalars, when the error points into the file's text.
    public var column: Int?
    /// What was expected against what was found.
    public var message: String
    /// What to do about a limit the spec reaches or a folder it may not read; nil for the rest.
    public var remedy: Remedy?

    /// Most errors come from `SpecReader.error(_:)`, which fills in the place; this is for the rest,
    /// such as `<flags>` errors that have no JSON behind them.
    public init(file: String, path: String = "", line: Int? = nil, column: Int? = nil, message: String, remedy: Remedy? = nil) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.remedy = remedy
    }

    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// The same place, saying `exceeded` with its remedy.
    public init(file: String, path: String = "", exceeded: LimitExceeded) {
        self.init(file: file, path: path, message: exceeded.problem, remedy: exceeded.remedy)
    }

    /// `file:line:column: path: message`, the form editors and terminals turn into links;
    /// the position and the path are left out when unknown or empty. `description` adds the remedy.
    public var problem: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        if !text.isEmpty { text += ": " }
        if !path.isEmpty { text += path + ": " }
        return text + message
    }
}
