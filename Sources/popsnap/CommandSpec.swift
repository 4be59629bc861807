/// A positional argument of a command, in the order it appears.
struct PositionalSpec: Sendable, Equatable {
    enum Arity: Sendable, Equatable {
        case required
        case optional
        /// Zero or more; only the last positional may be variadic, and it takes all the rest.
        case variadic
    }

    var name: String
    var help: String
    var arity: Arity
    /// Whether `-` stands for standard input here; elsewhere the parser refuses it, so no command
    /// reads or writes a file named `-` by accident.
    var acceptsStandardStream: Bool

    init(_ name: String, help: String, arity: Arity = .required, acceptsStandardStream: Bool = false) {
        self.name = name
        self.help = help
        self.arity = arity
        self.acceptsStandardStream = acceptsStandardStream
    }
}

/// Everything the parser and the help text know about one command: a value, so a command's
/// interface reads as data in one place and help can never disagree with parsing.
/// ```swift
/// CommandSpec(name: "layout", summary: "Print the laid-out popup as JSON.",
///             usage: "popsnap layout [SPEC.json] [options]",
///             positionals: [PositionalSpec("SPEC.json", help: "The spec.", arity: .optional)],
///             options: [OptionSpec(names: ["--scale"], valueName: "N", help: "1, 2 or 3.")])
/// ```
struct CommandSpec: Sendable {
    var name: String
    /// One sentence: the overview lists it beside the command's name.
    var summary: String
    /// The synopsis, written by hand because a generated one with every option is unreadable.
    var usage: String
    var positionals: [PositionalSpec]
    /// The command's own options; `-h`/`--help` is added to every command.
    var options: [OptionSpec]
    /// Groups of option names of which at most one may be given, such as `--device` and `--size`.
    var exclusiveOptions: [[String]]
    var examples: [String]

    init(name: String, summary: String, usage: String, positionals: [PositionalSpec] = [],
         options: [OptionSpec] = [], exclusiveOptions: [[String]] = [], examples: [String] = []) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.positionals = positionals
        self.options = options
        self.exclusiveOptions = exclusiveOptions
        self.examples = examples
    }

    /// The command's options followed by `--help`, as help lists them and the parser accepts them.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The option with this spelling, short or long.
    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.names.contains(name) }
    }

    /// Mistakes in the spec itself, which would otherwise surface as puzzling parses; a test runs
    /// this over every registered command.
    var problems: [String] {
        var found: [String] = []
        var seen: Set<String> = []
        for name in allOptions.flatMap(\.names) {
            if !seen.insert(name).inserted { found.append("\(self.name): \(name) is declared twice") }
            let isShort = name.count == 2 && name.hasPrefix("-") && name != "--"
            let isLong = name.count > 2 && name.hasPrefix("--") && !name.dropFirst(2).hasPrefix("-")
            if !isShort && !isLong || name.contains("=") {
                found.append("\(self.name): \(name) is neither -x nor --name")
            }
        }
        for (index, positional) in positionals.enumerated() {
            let isLast = index == positionals.count - 1
            if positional.arity == .variadic && !isLast {
                found.append("\(name): only the last positional may be variadic, not \(positional.name)")
            }
            if positional.arity == .required && positionals[..<index].contains(where: { $0.arity != .required }) {
                found.append("\(name): required \(positional.name) follows an optional one")
            }
        }
        for group in exclusiveOptions {
            for name in group where option(named: name) == nil {
                found.append("\(self.name): exclusive group names unknown option \(name)")
            }
        }
        return found
    }
}
