import Popsnap

/// Help text, generated from the specs so it cannot drift from what the parser accepts.
///
/// Sections: Usage, Arguments, Options, Examples; labels in one column, text wrapped beside it at
/// `width`. A label too long for the column gets a line to itself, as in most CLIs.
enum Help {
    static let width = 80
    /// Past this, the column would squeeze the text; longer labels go on their own line.
    static let maximumColumn = 32

    /// The options `popsnap` itself takes before any command.
    static let programOptions = [OptionSpec.help, OptionSpec(names: ["--version"], help: "Print the version.")]

    static func text(for spec: CommandSpec) -> String {
        let arguments = spec.positionals.map { ("  " + $0.name, $0.help) }
        let options = spec.allOptions.map { (label(for: $0), help(for: $0)) }
        let column = self.column(for: arguments + options)

        var lines = wrap(spec.summary, width: width, first: "", rest: "")
        lines += [""] + section("Usage", command(spec.usage))
        if !arguments.isEmpty { lines += [""] + section("Arguments", rows(arguments, column: column)) }
        lines += [""] + section("Options", rows(options, column: column))
        if !spec.examples.isEmpty {
            lines += [""] + section("Examples", spec.examples.flatMap(command))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func overview(of registry: CommandRegistry) -> String {
        let commands = registry.commands.map { ("  " + $0.name, $0.spec.summary) }
        let options = programOptions.map { (label(for: $0), $0.help) }
        let column = self.column(for: commands + options)

        var lines = wrap("popsnap \(PopsnapVersion.current): popup images and animations from specs, and snapshot tests "
            + "that check them.", width: width, first: "", rest: "")
        lines += [""] + section("Usage", ["  popsnap <command> [arguments] [options]", "  popsnap --help | --version"])
        lines += [""] + section("Commands", rows(commands, column: column))
        lines += [""] + section("Options", rows(options, column: column))
        lines += [""] + wrap("Run 'popsnap <command> --help' for the arguments and options of a command.",
                             width: width, first: "", rest: "")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Pieces

    /// `  -o, --output FILE`, and `      --scale N` so that long names line up under long names.
    static func label(for option: OptionSpec) -> String {
        let short = option.names.filter { !$0.hasPrefix("--") }
        let long = option.names.filter { $0.hasPrefix("--") }
        let names = short.isEmpty ? "    " + long.joined(separator: ", ") : (short + long).joined(separator: ", ")
        return "  " + names + (option.valueName.map { " " + $0 } ?? "")
    }

    /// The option's text followed by what the parser enforces about it.
    static func help(for option: OptionSpec) -> String {
        var notes: [String] = []
        if option.required { notes.append("[required]") }
        if option.repeatable { notes.append("[repeatable]") }
        if let value = option.defaultDescription { notes.append("[default: \(value)]") }
        return ([option.help] + notes).joined(separator: " ")
    }

    private static func column(for rows: [(String, String)]) -> Int {
        let fitting = rows.map { $0.0.count + 2 }.filter { $0 <= maximumColumn }
        return fitting.max() ?? maximumColumn
    }

    private static func rows(_ rows: [(label: String, text: String)], column: Int) -> [String] {
        let indent = String(repeating: " ", count: column)
        return rows.flatMap { row -> [String] in
            if row.label.count + 2 > column {
                return [row.label] + wrap(row.text, width: width, first: indent, rest: indent)
            }
            let padded = row.label + String(repeating: " ", count: column - row.label.count)
            return wrap(row.text, width: width, first: padded, rest: indent)
        }
    }

    private static func command(_ text: String) -> [String] {
        wrapCommand(text, width: width, indent: "  ", continuation: "      ")
    }

    private static func section(_ title: String, _ lines: [String]) -> [String] { ["\(title):"] + lines }
}
