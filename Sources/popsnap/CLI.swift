import Popsnap

/// Runs one `popsnap` command line: chooses the command, answers `--help` and `--version`,
/// parses, runs the body, and turns every error into a message on standard error and a status.
///
/// Everything the process does apart from `exit` happens here, so tests run it in memory:
/// ```swift
/// var output = Output.capturing()
/// let status = CLI().run(["render", "--scal", "2"], output: &output)   // .badInput
/// ```
struct CLI {
    var registry: CommandRegistry = .standard

    /// `arguments` excludes the program's own name.
    ///
    /// Output the user asked for that could not be written is a failure whatever the command answered:
    /// exit status 2, with the reason on standard error (`render -o - > /dev/full` must not pass).
    func run(_ arguments: [String], output: inout Output) -> ExitStatus {
        let status = dispatch(arguments, output: &output)
        if let reason = output.standardOutputFailure {
            output.error("cannot write to standard output: \(reason)")
            return .badInput
        }
        return status
    }

    private func dispatch(_ arguments: [String], output: inout Output) -> ExitStatus {
        guard let first = arguments.first, !OptionSpec.help.names.contains(first) else {
            output.write(Help.overview(of: registry))
            return .success
        }
        if first == "--version" {
            guard arguments.count == 1 else {
                return fail(UsageError("unexpected argument \"\(arguments[1])\" after --version"), output: &output)
            }
            output.write("popsnap \(PopsnapVersion.current)\n")
            return .success
        }
        if ArgumentParser.looksLikeOption(first) {
            return fail(unknownProgramOption(first), output: &output)
        }
        guard let command = registry.command(named: first) else {
            return fail(unknownCommand(first), output: &output)
        }
        return run(command, Array(arguments.dropFirst()), output: &output)
    }

    private func run(_ command: Command, _ arguments: [String], output: inout Output) -> ExitStatus {
        output.invocation = "popsnap \(command.name)"
        if ArgumentParser.requestsHelp(arguments) {
            output.write(Help.text(for: command.spec))
            return .success
        }
        do {
            let parsed = try ArgumentParser(command.spec).parse(arguments)
            return try command.run(parsed, &output)
        } catch var error as UsageError {
            error.command = error.command ?? command.name
            return fail(error, output: &output)
        } catch {
            output.error(ErrorWording.forCommandLine(error, command: command.spec))
            return .badInput
        }
    }

    private func fail(_ error: UsageError, output: inout Output) -> ExitStatus {
        output.writeError(error.report)
        return .badInput
    }

    private func unknownCommand(_ name: String) -> UsageError {
        let names = registry.commands.map(\.name)
        guard let guess = suggestion(for: name, among: names) else {
            return UsageError("unknown command \"\(name)\"; the commands are \(SpecWording.list(names, or: false))")
        }
        return UsageError("unknown command \"\(name)\"; did you mean \(guess)?")
    }

    private func unknownProgramOption(_ argument: String) -> UsageError {
        let name = ArgumentParser.split(argument).name
        let names = Help.programOptions.map(\.displayName)
        guard let guess = suggestion(for: name, among: names) else {
            return UsageError("unknown option \(name); a command comes first: popsnap <command> [options]")
        }
        return UsageError("unknown option \(name); did you mean \(guess)?")
    }
}
