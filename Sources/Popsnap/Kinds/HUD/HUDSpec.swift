/// Seed 002's HUD, or another library's by its `style`, in a spec (`"kind": "hud"`) and in options (`--kind hud`).
extension HUDPopup: SpecKind {
    /// The rules of the library drawn, if any (seed 002's HUD and MBProgressHUD's have none a value breaks).
    func brokenRule() -> BrokenKindRule? {
        switch library {
        case let .svProgressHUD(hud)?: hud.brokenRule
        case let .jgProgressHUD(hud)?: hud.brokenRule
        case .mbProgressHUD?, nil: nil
        }
    }

    static let name = "hud"
    /// Every style's keys; each style reads its own (`HUDStyle.keys`).
    static var keys: [String] {
        HUDStyle.allCases.flatMap(\.keys).reduce(into: []) { all, key in if !all.contains(key) { all.append(key) } }
    }
    static var themeKeys: [String]? { Set(themeSetters.keys).union(MBProgressHUDPopup.themeSetters.keys).sorted() }
    static let buttons = ButtonRule(counts: 0...0, expected: "no buttons (a HUD has none)")

    /// The modes' names, in the order of `HUDMode`'s cases.
    static let modes = ["indicator", "ring", "pie", "bar", "success", "error"]

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> HUDPopup {
        let style = try o.optional("style")?.oneOf(HUDStyle.named) ?? .jkProgressHUD
        try style.checkKeys(o)
        if let theme, !style.takesTheme {
            throw theme.error("style \(SpecWording.quoted(style.rawValue)) takes no theme (its look is the library's; the theme keys are seed 002's and MBProgressHUD's)")
        }
        switch style {
        case .jkProgressHUD: return try decodeJKProgressHUD(o, theme: theme, context: context)
        case .mbProgressHUD: return HUDPopup(.mbProgressHUD(try MBProgressHUDPopup.decode(o, theme: theme, context: context)))
        case .svProgressHUD: return HUDPopup(.svProgressHUD(try SVProgressHUDPopup.decode(o, context: context)))
        case .jgProgressHUD: return HUDPopup(.jgProgressHUD(try JGProgressHUDPopup.decode(o, context: context)))
        }
    }

    private static func decodeJKProgressHUD(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> HUDPopup {
        let modeIndex: [String: Int] = Dictionary(uniqueKeysWithValues: modes.enumerated().map { ($1, $0) })
        let mode = try o.optional("mode").map { r throws(SpecError) in try HUDStyle.jkProgressHUD.choice(r, "mode", modeIndex, of: \.modes) } ?? 0
        let progress = try o.optional("progress")?.number(in: 0...1)
        if (1...3).contains(mode), progress == nil { throw o.error("missing required key \"progress\" (0 to 1) for a determinate HUD") }
        if !(1...3).contains(mode), let p = o.optional("progress") { throw p.error("only the ring, pie and bar modes take a progress") }
        let value = progress ?? 0
        let modes: [HUDMode] = [.indicator, .ring(progress: value), .pie(progress: value), .bar(progress: value), .success, .error]
        var t = HUDTheme()
        if let theme { try ThemeDecoding.apply(&t, theme, context: context, themeSetters) }
        return HUDPopup(mode: modes[mode], label: try o.optional("label")?.text(context), theme: t)
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> HUDPopup {
        var hud = HUDPopup()
        try hud.apply(o)
        return hud
    }

    /// A HUD shows one label, which `--title` or `--message` gives; both would leave one unused.
    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        if var styled = library {
            try styled.apply(o)
            library = styled
            return
        }
        try o.checkButtons(Self.buttons)
        if o.title != nil, o.message != nil {
            throw o.error(.title, .message, saying: "a HUD has one label; give a title or a message, not both")
        }
        if let text = o.message ?? o.title { label = text }
    }

    static var themeSetters: [String: ThemeDecoding.Setter<HUDTheme>] {
        typealias D = ThemeDecoding
        return [
            "background": D.color(\.background), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve), "minimumSize": D.length(\.minimumSize),
            "padding": D.length(\.padding), "spacing": D.length(\.spacing), "indicatorSize": D.length(\.indicatorSize),
            "indicatorColor": D.color(\.indicatorColor), "labelFont": D.font(\.labelFont), "labelColor": D.color(\.labelColor),
            "maximumWidth": D.length(\.maximumWidth), "barWidth": D.length(\.barWidth), "barHeight": D.length(\.barHeight),
            "backdrop": D.optionalColor(\.backdrop),
        ]
    }
}
