import Popsnap

/// The options that raise `SpecLimits`, one per limit, given to every command that reads specs, so the
/// option a limit's message names is always there to use.
enum LimitOptions {
    /// What each limit bounds, for help, and the most it may be raised to: beyond these the work it guards
    /// (recursion through the tree, multiplication by a million) is unsafe whatever the user wants.
    private static let details: [SpecLimit: (help: String, most: Int)] = [
        .specBytes: ("Refuse spec files larger than this.", 1 << 30),
        .jsonDepth: ("Refuse specs whose arrays and objects nest deeper.", 512),
        // 200 elements leave room on an 8 MB stack even in a debug build, which overflowed near 300.
        .treeDepth: ("Refuse custom element trees deeper than this many elements.", 200),
        .nodes: ("Refuse custom element trees with more elements.", 1_000_000),
        .layers: ("Refuse popups with more elements of opacity below 1 (each is a layer the size of the popup).", 10_000),
        .shadowMegapixels: ("Refuse popups whose shadows cover more pixels, in millions (each shadow counts the whole canvas).", 1_000_000),
        // The axes' own sizes make at most 100 x 2 x 12 x devices x 3 variants.
        .variants: ("Refuse specs whose variant matrix has more variants.", 1_000_000),
        .frames: ("Refuse animations with more frames.", 1_000_000),
        // The most a 64-bit process can address is far above this; the figure only keeps sums from overflowing.
        .memory: ("Refuse specs whose work would take more memory: decoded images, layers, frames in flight on every thread.", 1 << 50),
    ]

    static let options: [OptionSpec] = SpecLimit.allCases.map { limit in
        let (name, placeholder) = parts(limit)
        return OptionSpec(names: [name], valueName: placeholder, help: details[limit]!.help,
                          defaultDescription: String(limit.value(in: .default)))
    }

    /// The limits the options give, the defaults for the rest.
    static func limits(_ args: ParsedArguments) throws -> SpecLimits {
        var limits = SpecLimits()
        for limit in SpecLimit.allCases {
            guard let value = try given(limit, args) else { continue }
            switch limit {
            case .specBytes: limits.specBytes = value
            case .jsonDepth: limits.jsonDepth = value
            case .treeDepth: limits.treeDepth = value
            case .nodes: limits.nodes = value
            case .layers: limits.layers = value
            case .shadowMegapixels: limits.shadowMegapixels = value
            case .variants: limits.variants = value
            case .frames: limits.frames = value
            case .memory: limits.memory = value
            }
        }
        return limits
    }

    /// The value given for `limit`'s option, checked against its range; nil when not given. A command that
    /// takes only some of the options (`diff`: `--max-memory`) reads those one at a time.
    static func given(_ limit: SpecLimit, _ args: ParsedArguments) throws -> Int? {
        try args.int(parts(limit).name, in: 1...details[limit]!.most)
    }

    /// The option of one limit, for a command that takes only that one.
    static func option(_ limit: SpecLimit) -> OptionSpec {
        options.first { $0.displayName == parts(limit).name }!
    }

    /// `--max-nodes N` as the option's name and its value's placeholder.
    private static func parts(_ limit: SpecLimit) -> (name: String, placeholder: String) {
        let words = limit.option.split(separator: " ")
        return (String(words[0]), String(words[1]))
    }
}
