/// A command of `popsnap`: its interface as data and its body as a function, so each command is
/// one value that the registry lists and the dispatcher runs.
///
/// The body receives arguments already checked against `spec` and returns `.success` or
/// `.mismatch`; for anything it cannot do it throws, which the dispatcher reports as
/// `popsnap NAME: …` with exit status 2. A `UsageError` adds the pointer to `--help`.
/// ```swift
/// static let layout = Command(spec: .layout) { arguments, output in
///     let popup = try PopupSpec(arguments)            // a library call does the work
///     output.write(try popup.layoutJSON())
///     return .success
/// }
/// ```
struct Command: Sendable {
    typealias Body = @Sendable (ParsedArguments, inout Output) throws -> ExitStatus

    var spec: CommandSpec
    var run: Body

    init(spec: CommandSpec, run: @escaping Body) {
        self.spec = spec
        self.run = run
    }

    var name: String { spec.name }
}
