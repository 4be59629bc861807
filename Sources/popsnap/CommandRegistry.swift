/// The commands `popsnap` knows, in the order the overview lists them.
struct CommandRegistry: Sendable {
    private(set) var commands: [Command]

    init(_ commands: [Command]) {
        let names = commands.map(\.name)
        precondition(Set(names).count == names.count, "two commands share a name: \(names)")
        self.commands = commands
    }

    func command(named name: String) -> Command? { commands.first { $0.name == name } }

    /// Every command of the released tool; a new command is added here and nowhere else.
    static let standard = CommandRegistry([.render, .layout, .accessibility, .lint, .animate, .diff, .verify, .record, .prune, .convert, .preview])
}
