import PopsnapJSON
/// How a spec's `hud` object names its `style`, and the rules its keys follow per style.
extension HUDStyle {
    static let named: [String: HUDStyle] = NameTable(Self.self).byName

    /// The keys of a `hud` object of this style, "kind" and "style" included.
    var keys: [String] {
        switch self {
        case .jkProgressHUD: return ["kind", "style", "mode", "progress", "label"]
        case .mbProgressHUD: return MBProgressHUDPopup.keys
        case .svProgressHUD: return SVProgressHUDPopup.keys
        case .jgProgressHUD: return JGProgressHUDPopup.keys
        }
    }

    /// The values a `mode` and a `look` take in this style.
    var modes: [String] {
        switch self {
        case .jkProgressHUD: return HUDPopup.modes
        case .mbProgressHUD: return MBProgressHUDPopup.modes
        case .svProgressHUD: return SVProgressHUDPopup.modes
        case .jgProgressHUD: return JGProgressHUDPopup.modes
        }
    }

    var looks: [String] {
        switch self {
        case .jkProgressHUD, .mbProgressHUD: return []
        case .svProgressHUD: return SVProgressHUDPopup.looks
        case .jgProgressHUD: return JGProgressHUDPopup.looks
        }
    }

    /// `style "a"`, or `styles "a", "b" and "c"`.
    static func named(_ styles: [HUDStyle]) -> String {
        (styles.count == 1 ? "style " : "styles ") + SpecWording.list(styles.map { SpecWording.quoted($0.rawValue) }, or: false)
    }

    /// Seed 002's and MBProgressHUD's looks are themed; SVProgressHUD's and JGProgressHUD's take their `look`.
    var takesTheme: Bool { self == .jkProgressHUD || self == .mbProgressHUD }

    /// Refuses a key another style has and this one does not, naming the styles that have it.
    func checkKeys(_ o: SpecObject) throws(SpecError) {
        for key in o.keys where !keys.contains(key) {
            guard let r = o.optional(key) else { continue }
            let owners = Self.allCases.filter { $0.keys.contains(key) }
            throw r.error("style \(SpecWording.quoted(rawValue)) takes no \(SpecWording.quoted(key)) (its keys are \(SpecWording.quotedList(keys))); "
                          + "\(Self.named(owners)) \(owners.count == 1 ? "takes" : "take") it")
        }
    }

    /// `r`'s value among `choices`, the names of this style's modes or looks (`what`); a value another style
    /// has is named as that style's.
    func choice<T>(_ r: SpecReader, _ what: String, _ choices: [String: T], of values: (HUDStyle) -> [String]) throws(SpecError) -> T {
        if case let .string(s) = r.node.value, choices[s] == nil {
            let owners = Self.allCases.filter { values($0).contains(s) }
            if !owners.isEmpty {
                throw r.error("expected one of \(SpecWording.quotedList(choices.keys.sorted())) (the \(what)s of style \(SpecWording.quoted(rawValue))), "
                              + "found \(SpecWording.quoted(s)), a \(what) of \(Self.named(owners))")
            }
        }
        return try r.oneOf(choices)
    }

    /// The style's `mode` as one of `choices` (nil when absent), and its `progress`, which exactly the modes in `determinate` need.
    func modeAndProgress<T>(_ o: SpecObject, _ choices: [String: T], determinate: Set<String>) throws(SpecError) -> (mode: T?, progress: Double?) {
        let name = try o.optional("mode")?.string()
        let mode = try o.optional("mode").map { r throws(SpecError) in try choice(r, "mode", choices, of: \.modes) }
        let progress = try o.optional("progress")?.number(in: 0...1)
        let needs = name.map(determinate.contains) ?? false
        if needs, progress == nil { throw o.error("missing required key \"progress\" (0 to 1) for mode \(SpecWording.quoted(name ?? ""))") }
        if !needs, let p = o.optional("progress") {
            throw p.error("only mode \(SpecWording.quotedList(determinate.sorted())) of style \(SpecWording.quoted(rawValue)) takes a progress")
        }
        return (mode, progress)
    }
}
