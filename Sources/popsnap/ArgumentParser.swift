/// Checks a command line against a `CommandSpec`.
///
/// The conventions, each covered by a test:
/// - `--name value` and `--name=value`; short options as `-o value` only.
/// - `--` ends the options: everything after it is positional, even `--help`.
/// - `-` alone is positional: it stands for standard input or output.
/// - A value that looks like an option (`-o --scale`) is taken as a missing value, because the
///   user more likely forgot it than meant a file called `--scale`; `--title=-x` passes one.
///   Negative numbers are values, so `--threshold -1` reaches the range check.
/// - Repeatable options collect in order; any other option given twice is an error, as is a flag
///   given a value, an unknown option, a missing required option or positional, or a surplus one.
/// `--help` is the dispatcher's business (see `requestsHelp`); here it is accepted and ignored.
struct ArgumentParser {
    let spec: CommandSpec

    init(_ spec: CommandSpec) { self.spec = spec }

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(spec: spec)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }

            let (name, attached) = Self.split(argument)
            guard let option = spec.option(named: name) else { throw unknownOption(argument, name: name) }
            if option == .help { continue }

            let value: String
            if option.isFlag {
                if let attached {
                    throw error("\(option.displayName) is a flag and takes no value, found \"\(attached)\"")
                }
                value = ""
            } else if let attached {
                value = attached
            } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw missingValue(option, before: index < arguments.count ? arguments[index] : nil)
            }

            if value.isEmpty, !option.isFlag, !option.allowsEmpty {
                throw error("\(option.displayName) needs a value, found an empty one")
            }
            if value == "-", !option.isFlag, !option.acceptsStandardStream, option.valueName.map(Self.namesAFile) ?? false {
                throw error("\(option.displayName) does not take - (standard input or output); name a file, or ./- for a file called -")
            }
            if !option.repeatable, parsed.contains(name) {
                throw error("\(option.displayName) may be given only once")
            }
            parsed.record(value, for: option)
        }
        try check(parsed)
        return parsed
    }

    /// Whether `--help` or `-h` appears before any `--`: help wins over every other mistake,
    /// since someone asking for help may well have written the rest wrong.
    static func requestsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if OptionSpec.help.names.contains(argument) { return true }
        }
        return false
    }

    // MARK: - Rules checked once everything is read

    private func check(_ parsed: ParsedArguments) throws(UsageError) {
        for option in spec.options where option.required && !parsed.contains(option.displayName) {
            throw error("missing \(option.displayNameWithValue)")
        }
        for group in spec.exclusiveOptions {
            let present = group.filter { parsed.contains($0) }
            if present.count > 1 {
                throw error("\(present.joined(separator: " and ")) cannot be used together")
            }
        }
        let required = spec.positionals.filter { $0.arity == .required }
        if parsed.positionals.count < required.count {
            throw error("missing \(required[parsed.positionals.count].name)")
        }
        let takesAll = spec.positionals.last?.arity == .variadic
        if !takesAll, parsed.positionals.count > spec.positionals.count {
            let surplus = parsed.positionals[spec.positionals.count]
            throw error("unexpected argument \"\(surplus)\"")
        }
        for (index, argument) in parsed.positionals.enumerated() where argument == "-" {
            let positional = spec.positionals[min(index, spec.positionals.count - 1)]
            guard positional.acceptsStandardStream else {
                throw error("\(positional.name) does not take - (standard input); name a file, or ./- for a file called -")
            }
        }
        // Every positional names a file or a folder, and "" is neither.
        if let empty = parsed.positionals.firstIndex(of: "") {
            throw error("\(spec.positionals[min(empty, spec.positionals.count - 1)].name) needs a file name, found an empty argument")
        }
    }

    // MARK: - Tokens

    /// `-` alone is a positional, and so is a number: `-1` is never an option name here.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-" && Double(argument) == nil
    }

    /// Whether an option's value is a file or a folder, by its placeholder (`FILE`, `DIR`, `IMAGE.png`):
    /// where `-` could be taken for standard output or input.
    static func namesAFile(_ valueName: String) -> Bool {
        ["FILE", "DIR", "OUT"].contains(valueName) || valueName.contains(".")
    }

    /// `--scale=2` → (`--scale`, `2`); short options never carry an attached value.
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    // MARK: - Messages

    private func error(_ message: String) -> UsageError { UsageError(message, command: spec.name) }

    private func unknownOption(_ argument: String, name: String) -> UsageError {
        // `-ofile`: a short option with its value attached, which these conventions do not take.
        if !name.hasPrefix("--"), name.count > 2, let option = spec.option(named: String(name.prefix(2))),
           !option.isFlag {
            let short = option.names[0]
            let attached = name.dropFirst(2).drop(while: { $0 == "=" })
            return error("unknown option \(name); to give \(short) a value, write \(short) \(attached)")
        }
        let names = spec.allOptions.map(\.displayName)
        guard let guess = suggestion(for: name, among: names) else { return error("unknown option \(name)") }
        return error("unknown option \(name); did you mean \(guess)?")
    }

    private func missingValue(_ option: OptionSpec, before next: String?) -> UsageError {
        guard let next else { return error("\(option.displayName) needs a value: \(option.displayNameWithValue)") }
        return error("\(option.displayName) needs a value before \(next): \(option.displayNameWithValue) "
            + "(a value that starts with a dash is written \(option.displayName)=VALUE)")
    }
}
