@testable import popsnap

/// A command spec that exercises every kind of option and positional, independent of the real
/// commands so parsing tests survive changes to their wording.
let sample = CommandSpec(
    name: "sample",
    summary: "A command for tests.",
    usage: "popsnap sample INPUT [EXTRA] [options]",
    positionals: [
        PositionalSpec("INPUT", help: "The input.", acceptsStandardStream: true),
        PositionalSpec("EXTRA", help: "An optional second input.", arity: .optional),
    ],
    options: [
        OptionSpec(names: ["-o", "--output"], valueName: "FILE", help: "Where to write.", acceptsStandardStream: true),
        OptionSpec(names: ["--report"], valueName: "FILE", help: "Where to write a report."),
        OptionSpec(names: ["--scale"], valueName: "N", help: "A scale."),
        OptionSpec(names: ["--threshold"], valueName: "T", help: "A threshold."),
        OptionSpec(names: ["--size"], valueName: "WxH", help: "A size."),
        OptionSpec(names: ["--appearance"], valueName: "light|dark", help: "An appearance."),
        OptionSpec(names: ["--button"], valueName: "TITLE", help: "A button.", repeatable: true),
        OptionSpec(names: ["--include-aa"], help: "A flag."),
    ])

/// The same with nothing required, for tests of options alone.
let relaxed: CommandSpec = {
    var spec = sample
    spec.positionals = spec.positionals.map { PositionalSpec($0.name, help: $0.help, arity: .optional, acceptsStandardStream: $0.acceptsStandardStream) }
    return spec
}()

let variadic = CommandSpec(
    name: "many", summary: "Takes any number of files.", usage: "popsnap many [FILE…]",
    positionals: [PositionalSpec("FILE…", help: "Files.", arity: .variadic)])

func parse(_ arguments: [String], _ spec: CommandSpec = relaxed) throws(UsageError) -> ParsedArguments {
    try ArgumentParser(spec).parse(arguments)
}

/// The message of the usage error a parse throws, or nil when it parses.
func parseError(_ arguments: [String], _ spec: CommandSpec = relaxed) -> String? {
    do {
        _ = try parse(arguments, spec)
        return nil
    } catch {
        return error.message
    }
}
