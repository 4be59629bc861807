/// A system alert in a spec (`"kind": "system-alert"`) and in options (`--kind system-alert`).
extension SystemAlertPopup: SpecKind {
    static let name = "system-alert"
    static let keys = ["kind", "title", "message", "actions", "stacked"]
    static var themeKeys: [String]? { themeSetters.keys.sorted() }

    /// UIAlertController takes any number of actions; 32 stacked ones are already taller than an iPad's
    /// screen at the system alert's 44 pt a row, so more can only be a mistake (or 50,000 `--button`s).
    static let maxActions = 32
    static let buttons = ButtonRule(counts: 1...maxActions, expected: "1 to \(maxActions) actions")

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> SystemAlertPopup {
        let list = try o.required("actions")
        let actions = try list.array().map { a throws(SpecError) -> AlertAction in
            if case .string = a.node.value { return AlertAction(try a.nonEmptyText(context)) }
            let ao = try a.object(keys: ["title", "style"])
            let styles = Dictionary(uniqueKeysWithValues: AlertAction.Style.allCases.map { ($0.rawValue, $0) })
            return AlertAction(try ao.required("title").nonEmptyText(context), style: try ao.optional("style")?.oneOf(styles) ?? .default)
        }
        if let problem = buttons.problem(actions.map(\.title)) { throw list.error(problem) }
        var t = SystemAlertTheme()
        if let theme { try ThemeDecoding.apply(&t, theme, context: context, themeSetters) }
        return SystemAlertPopup(title: try o.optional("title")?.text(context), message: try o.optional("message")?.text(context),
                                actions: actions, stacked: try o.optional("stacked")?.bool() ?? false, theme: t)
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> SystemAlertPopup {
        try o.checkButtons(buttons)
        return SystemAlertPopup(title: o.title, message: o.message, actions: actions(o))
    }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        if let s = o.title { title = s }
        if let s = o.message { message = s }
        if !o.buttons.isEmpty {
            try o.checkButtons(Self.buttons)
            actions = Self.actions(o)
        }
    }

    /// Actions from `--button`s: one titled "Cancel" gets the cancel style.
    private static func actions(_ o: SpecOverrides) -> [AlertAction] {
        o.buttons.map { AlertAction($0, style: $0.lowercased() == "cancel" ? .cancel : .default) }
    }

    /// A colour given as the background replaces the material, as a UIAlertController whose view is given a
    /// backgroundColor shows it instead of the blur.
    static var background: ThemeDecoding.Setter<SystemAlertTheme> {
        { (t: inout SystemAlertTheme, r: SpecReader, c: SpecContext) throws(SpecError) in
        t.background = DynamicColor(try r.color(c.appearance))
        t.material = nil
        }
    }
    /// One of UIKit's materials by name, or `"none"` for the flat `background`.
    static var material: ThemeDecoding.Setter<SystemAlertTheme> {
        { (t: inout SystemAlertTheme, r: SpecReader, _: SpecContext) throws(SpecError) in
        var names: [String: MaterialStyle?] = ["none": nil]
        for m in MaterialStyle.allCases { names[m.rawValue] = m }
        t.material = try r.oneOf(names)
        }
    }

    static var themeSetters: [String: ThemeDecoding.Setter<SystemAlertTheme>] {
        typealias D = ThemeDecoding
        return [
            "width": D.length(\.width), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve), "background": background, "material": material,
            "sideInset": D.length(\.sideInset), "titleBaseline": D.length(\.titleBaseline), "titleToMessage": D.length(\.titleToMessage),
            "messageBottom": D.length(\.messageBottom), "titleBottom": D.length(\.titleBottom), "messageBaseline": D.length(\.messageBaseline),
            "buttonBaseline": D.length(\.buttonBaseline), "titleFont": D.dynamicFont(\.titleFont), "messageFont": D.dynamicFont(\.messageFont),
            "textColor": D.dynamic(\.textColor), "buttonHeight": D.length(\.buttonHeight), "buttonFont": D.dynamicFont(\.buttonFont),
            "cancelFont": D.dynamicFont(\.cancelFont), "tint": D.dynamic(\.tint), "destructive": D.dynamic(\.destructive),
            "separator": D.dynamic(\.separator), "backdrop": D.dynamic(\.backdrop),
        ]
    }
}
