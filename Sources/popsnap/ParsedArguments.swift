/// A command line checked against its `CommandSpec`: every option known, every value present,
/// every required argument given. Command bodies read it by option name, any spelling:
/// ```swift
/// let output = arguments.value("--output")        // "alert.png"
/// let buttons = arguments.values("--button")      // ["OK", "Cancel"], in the order given
/// let spec = arguments.positional("SPEC.json")    // nil when absent
/// ```
/// Asking for a name the spec does not declare is a programming error and traps, so a typo in a
/// command body fails its first test instead of reading as "option absent".
struct ParsedArguments: Sendable {
    let spec: CommandSpec
    /// In the order given; `-` stays as written, for standard input or output.
    var positionals: [String]
    /// Values by the option's display name; a flag given once holds one empty value.
    private var given: [String: [String]]

    init(spec: CommandSpec, positionals: [String] = [], given: [String: [String]] = [:]) {
        self.spec = spec
        self.positionals = positionals
        self.given = given
    }

    /// The option's value, or nil when it was not given.
    func value(_ name: String) -> String? {
        let option = declared(name)
        precondition(!option.isFlag, "\(option.displayName) is a flag; read it with flag(_:)")
        return given[option.displayName]?.last
    }

    /// Every value of a repeatable option, in command-line order.
    func values(_ name: String) -> [String] {
        let option = declared(name)
        precondition(!option.isFlag, "\(option.displayName) is a flag; read it with flag(_:)")
        return given[option.displayName] ?? []
    }

    func flag(_ name: String) -> Bool {
        let option = declared(name)
        precondition(option.isFlag, "\(option.displayName) takes a value; read it with value(_:)")
        return given[option.displayName] != nil
    }

    /// Whether the option was given at all, for rules such as "--kind needs no spec file".
    func contains(_ name: String) -> Bool { given[declared(name).displayName] != nil }

    /// The argument given for a single (non-variadic) positional of the spec, or nil when absent.
    func positional(_ name: String) -> String? {
        guard let index = spec.positionals.firstIndex(where: { $0.name == name }) else {
            preconditionFailure("\(spec.name) has no positional \(name)")
        }
        precondition(spec.positionals[index].arity != .variadic, "\(name) is variadic; read positionals")
        return index < positionals.count ? positionals[index] : nil
    }

    /// A usage error for this command, for checks a body makes beyond the spec's.
    func usageError(_ message: String) -> UsageError { UsageError(message, command: spec.name) }

    func declared(_ name: String) -> OptionSpec {
        guard let option = spec.option(named: name) else { preconditionFailure("\(spec.name) has no option \(name)") }
        return option
    }

    mutating func record(_ value: String, for option: OptionSpec) {
        given[option.displayName, default: []].append(value)
    }
}
