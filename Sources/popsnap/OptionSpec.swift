/// One option a command accepts, as it is written on the command line and shown in help.
///
/// A nil `valueName` makes the option a flag: present or absent, never given a value.
/// ```swift
/// OptionSpec(names: ["-o", "--output"], valueName: "FILE", help: "Where to write the PNG.", required: true)
/// OptionSpec(names: ["--button"], valueName: "TITLE", help: "A button's title.", repeatable: true)
/// OptionSpec(names: ["--include-aa"], help: "Count anti-aliased pixels as different.")
/// ```
struct OptionSpec: Sendable, Equatable {
    /// Every spelling, short ones first: `["-o", "--output"]`.
    var names: [String]
    /// The placeholder help shows for the value (`FILE`, `WxH`, `light|dark`); nil for a flag.
    var valueName: String?
    var help: String
    /// Repeatable options collect every value in order; any other option may be given once.
    var repeatable: Bool
    /// The parser refuses a command line without it, so command bodies need not check.
    var required: Bool
    /// What applies when the option is absent, in words for help (`"0.1"`, `"the number of cores"`).
    var defaultDescription: String?
    /// Whether "" is a value: a title may be empty; a file name, a number or a colour may not
    /// (`-o ""` would otherwise be reported as a folder, the current one).
    var allowsEmpty: Bool
    /// Whether `-` stands for standard output (or input) here; elsewhere the parser refuses it, so
    /// `animate -o -` cannot write a file named `-`.
    var acceptsStandardStream: Bool

    init(names: [String], valueName: String? = nil, help: String, repeatable: Bool = false,
         required: Bool = false, defaultDescription: String? = nil, allowsEmpty: Bool = false,
         acceptsStandardStream: Bool = false) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
        self.required = required
        self.defaultDescription = defaultDescription
        self.allowsEmpty = allowsEmpty
        self.acceptsStandardStream = acceptsStandardStream
    }

    var isFlag: Bool { valueName == nil }

    /// The spelling messages use: the long name says what the option is, `-o` alone does not.
    var displayName: String { names.last(where: { $0.hasPrefix("--") }) ?? names[0] }

    /// `--output FILE`, as a message names an option that needs a value.
    var displayNameWithValue: String { valueName.map { "\(displayName) \($0)" } ?? displayName }

    /// Every command answers `-h` and `--help`; the dispatcher acts on it before parsing.
    static let help = OptionSpec(names: ["-h", "--help"], help: "Show this help.")
}
